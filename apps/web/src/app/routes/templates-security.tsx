import { TemplateGallery } from '@/features/templates/components/template-gallery';

export function Component() {
  return <TemplateGallery kind="security" />;
}
