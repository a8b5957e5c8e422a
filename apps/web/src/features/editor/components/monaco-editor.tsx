import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { MonacoDiffEditorProps, MonacoEditorProps } from './monaco-types';
import { StaticCode } from './static-code';

export type { MonacoEditorProps, MonacoDiffEditorProps, MonacoInstance, MonacoApi, EditorThemeName } from './monaco-types';

// Monaco (about 1 MB gzip with its workers) loads only when an editor is rendered: never on the landing page.
const LazyEditor = lazy(() => import('./monaco-editor-impl'));
const LazyDiffEditor = lazy(() => import('./monaco-editor-impl').then((m) => ({ default: m.MonacoDiffEditorImpl })));

function Loading() {
  const { t } = useTranslation('editor');
  return <Spinner label={t('monaco.loading')} className="h-full w-full text-sm text-muted-foreground" />;
}

export function StaticFallback({ value, language, theme, options, ariaLabel, className }: MonacoEditorProps) {
  return (
    <div className={className ?? 'h-full w-full'}>
      <StaticCode value={value} language={language} theme={theme} fontSize={options?.fontSize} wordWrap={options?.wordWrap === 'on'} ariaLabel={ariaLabel} />
    </div>
  );
}

/**
 * A locally bundled Monaco editor, lazily loaded. Props: value, language, onChange, theme (settings names
 * vs-dark / vs-light / hc-black), options, onMount(editor, monaco), ariaLabel, path (model per file).
 */
export function MonacoEditor(props: MonacoEditorProps) {
  // Until Monaco's code has arrived, the file is shown read-only and highlighted at Monaco's place (decision 106).
  return (
    <Suspense fallback={<StaticFallback {...props} />}>
      <LazyEditor {...props} />
    </Suspense>
  );
}

/** Read-only inline diff of two texts (version control). */
export function MonacoDiffEditor(props: MonacoDiffEditorProps) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyDiffEditor {...props} />
    </Suspense>
  );
}
