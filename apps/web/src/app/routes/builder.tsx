import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { BuilderWorkspace } from '@/features/editor/builder/builder-workspace';
import { PreviewFrame } from '@/features/preview/components/preview-frame';
import { PublicHeader } from '../layouts/public-layout';

// The builder screen of the workspace feature meets the preview here: features never import each other (CONVENTIONS.md).
export function Component() {
  const { t } = useTranslation('builder');
  return (
    <div className="flex min-h-screen flex-col">
      <PageMeta title={t('meta.title')} description={t('meta.description')} canonical={paths.builder} />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <BuilderWorkspace renderPreview={(p) => <PreviewFrame files={p.files} refreshKey={p.refreshKey} title={p.title} className="h-full w-full border-0" />} />
      </main>
    </div>
  );
}
