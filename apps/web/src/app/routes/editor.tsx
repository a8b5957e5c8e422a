import { useCallback } from 'react';
import { EditorPage } from '@/features/editor/components/editor-page';
import type { PreviewSlotProps } from '@/features/editor/types';
import { PreviewFrame } from '@/features/preview/components/preview-frame';
import { bundleProject } from '@/features/preview/bundle-project';
import { DEFAULT_SAMPLE_PROJECT } from '@/features/preview/samples/default-project';
import { saveCurrentProject } from '@/features/preview/utils/current-project';

// The route composes the editor with the preview engine (features never import each other).
export function Component() {
  const renderPreview = useCallback(
    ({ files, device, refreshKey, onEvent }: PreviewSlotProps) => <PreviewFrame files={files} device={device} refreshKey={refreshKey} onEvent={onEvent} />,
    [],
  );
  const build = useCallback((files: PreviewSlotProps['files']) => bundleProject(files), []);
  return <EditorPage defaultFiles={DEFAULT_SAMPLE_PROJECT} renderPreview={renderPreview} build={build} onFilesChange={saveCurrentProject} />;
}
