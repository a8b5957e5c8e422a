import { PreviewPage } from '@/features/preview/components/preview-page';

export function Component() {
  return <PreviewPage />;
}
