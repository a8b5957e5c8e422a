import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { PreviewIssue } from '../types';
import type { ProjectFile, Workspace } from '../workspace/file-model';

const PUBLISH_DEBOUNCE_MS = 300;
const LIVE_PREVIEW_DEBOUNCE_MS = 250;

type Deps = {
  ws: Workspace;
  wsRef: RefObject<Workspace>;
  projectName: string;
  livePreview: boolean;
  /** Publishes the current project (for the /preview page). */
  onFilesChange?: ((name: string, files: readonly ProjectFile[]) => void) | undefined;
};

/**
 * The files the preview runs: live (debounced) or frozen until a save or a refresh; what the preview reported about
 * them (the last 50 errors, cleared when the files or the refresh change); the project published for /preview.
 */
export function useEditorPreview({ ws, wsRef, projectName, livePreview, onFilesChange }: Deps) {
  const [previewFiles, setPreviewFiles] = useState<readonly ProjectFile[]>(ws.files);
  const [refreshKey, setRefreshKey] = useState(0);
  const [previewIssues, setPreviewIssues] = useState<PreviewIssue[]>([]);

  useEffect(() => {
    if (!onFilesChange) return;
    const timer = setTimeout(() => onFilesChange(projectName, ws.files), PUBLISH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [ws.files, projectName, onFilesChange]);

  useEffect(() => {
    if (!livePreview) return;
    const timer = setTimeout(() => setPreviewFiles(ws.files), LIVE_PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [ws.files, livePreview]);

  useEffect(() => {
    setPreviewIssues([]);
  }, [previewFiles, refreshKey]);

  const onPreviewEvent = useCallback((e: PreviewIssue) => {
    if (e.kind === 'console' && e.level !== 'error') return;
    setPreviewIssues((list) => [...list.slice(-49), e]);
  }, []);

  const refreshPreview = useCallback(() => {
    setPreviewFiles(wsRef.current.files);
    setRefreshKey((k) => k + 1);
  }, [wsRef]);

  return { previewFiles, showInPreview: setPreviewFiles, refreshKey, refreshPreview, previewIssues, onPreviewEvent };
}

export type EditorPreview = ReturnType<typeof useEditorPreview>;
