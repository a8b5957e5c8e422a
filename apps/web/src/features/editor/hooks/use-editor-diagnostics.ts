import { useEffect, useMemo, useState, type RefObject } from 'react';
import type { MonacoApi } from '../components/monaco-editor';
import type { Diagnostic, PreviewIssue } from '../types';
import type { Workspace } from '../workspace/file-model';

const MARKER_SEVERITY: Record<number, Diagnostic['severity'] | undefined> = { 8: 'error', 4: 'warning', 2: 'info' };
const RANK = { error: 0, warning: 1, info: 2 } as const;
const isPreviewError = (e: PreviewIssue) => (e.kind === 'console' ? false : e.level !== 'warning');

/**
 * The problems of spec §3: the preview's errors first, then Monaco's markers on the project's files (errors, then
 * warnings, by file and line). `previewError` is the preview's current error (the assistant offers to fix it).
 */
export function useEditorDiagnostics(monacoApi: MonacoApi | null, wsRef: RefObject<Workspace>, previewIssues: PreviewIssue[]) {
  const [markers, setMarkers] = useState<Diagnostic[]>([]);

  useEffect(() => {
    if (!monacoApi) return;
    const collect = () => {
      const paths = new Set(wsRef.current.files.map((f) => f.path));
      const list: Diagnostic[] = [];
      for (const m of monacoApi.editor.getModelMarkers({})) {
        const path = m.resource.path.replace(/^\//, '');
        const severity = MARKER_SEVERITY[m.severity];
        if (!severity || !paths.has(path)) continue;
        list.push({ path, line: m.startLineNumber, column: m.startColumn, message: m.message, severity, source: 'typescript' });
      }
      list.sort((a, b) => RANK[a.severity] - RANK[b.severity] || a.path.localeCompare(b.path) || a.line - b.line);
      setMarkers(list);
    };
    collect();
    const sub = monacoApi.editor.onDidChangeMarkers(collect);
    return () => sub.dispose();
  }, [monacoApi, wsRef]);

  const diagnostics = useMemo<Diagnostic[]>(() => {
    const fromPreview: Diagnostic[] = previewIssues
      .filter((e) => e.kind !== 'console' || e.level === 'error')
      .map((e) => ({
        path: e.file ?? '',
        line: e.line ?? 1,
        column: e.column ?? 1,
        message: e.message,
        severity: e.level === 'warning' ? 'warning' : 'error',
        source: 'preview',
        kind: e.kind,
      }));
    return [...fromPreview, ...markers];
  }, [markers, previewIssues]);

  return {
    diagnostics,
    errorCount: diagnostics.filter((d) => d.severity === 'error').length,
    previewError: previewIssues.find(isPreviewError) ?? null,
  };
}
