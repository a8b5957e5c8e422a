import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/page-meta';
import { paths } from '@/config/paths';
import { BuilderWorkspace } from '@/features/editor/builder/builder-workspace';
import { PreviewFrame } from '@/features/preview/components/preview-frame';
import { PublicHeader } from '../layouts/public-layout';

// The builder screen of the workspace feature meets the preview here: features never import each other (CONVENTIONS.md).
export function Component() {
  const { t } = useTranslation('builder');
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <div className="flex min-h-screen flex-col">
      {/* React 19 places the canonical link in <head> while the page is shown. */}
      <link rel="canonical" href={new URL(paths.builder, window.location.origin).href} />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <BuilderWorkspace renderPreview={(p) => <PreviewFrame files={p.files} refreshKey={p.refreshKey} title={p.title} className="h-full w-full border-0" />} />
      </main>
    </div>
  );
}
