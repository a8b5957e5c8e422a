import { useParams } from 'react-router';
import { EditProjectForm } from '@/features/projects/components/project-form';

export function Component() {
  const { id = '' } = useParams();
  return <EditProjectForm key={id} id={id} />;
}
