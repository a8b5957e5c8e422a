import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { useTheme } from '@/lib/theme';
import { paths } from '@/config/paths';
import { BuilderWorkspace } from '@/features/builder/components/builder-workspace';
import { applyBuilderEditorTheme } from '@/features/builder/utils/editor-theme';
import { MonacoEditor } from '@/features/editor/components/monaco-editor';
import { PreviewFrame } from '@/features/preview/components/preview-frame';
import { PublicHeader } from '../layouts/public-layout';

// The builder meets the editor and the preview here: features never import each other (CONVENTIONS.md).
export function Component() {
  const { t } = useTranslation('builder');
  const { theme } = useTheme();
  return (
    <div className="flex min-h-screen flex-col">
      <PageMeta title={t('meta.title')} description={t('meta.description')} canonical={paths.builder} />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <BuilderWorkspace
          renderEditor={(p) => (
            <MonacoEditor
              key={theme}
              path={p.path}
              value={p.value}
              language={p.language}
              onChange={p.onChange}
              ariaLabel={p.ariaLabel}
              theme={theme === 'light' ? 'vs-light' : 'vs-dark'}
              onMount={(_editor, monaco) => applyBuilderEditorTheme(monaco, theme)}
              // renderFinalNewline 'on': the dimmed last line number fails contrast.
              options={{ minimap: { enabled: false }, fontSize: 14, tabSize: 2, automaticLayout: true, renderFinalNewline: 'on' }}
              className="h-full"
            />
          )}
          renderPreview={(p) => <PreviewFrame files={p.files} refreshKey={p.refreshKey} title={p.title} className="h-full w-full border-0" />}
        />
      </main>
    </div>
  );
}
