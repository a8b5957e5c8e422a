import { NewProjectForm } from '@/features/projects/components/project-form';

export function Component() {
  return <NewProjectForm />;
}
