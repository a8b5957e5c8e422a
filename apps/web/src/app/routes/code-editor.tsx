import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../layouts/public-layout';
import { useAuth } from '@/lib/auth';
import { isApiError } from '@/lib/api-client';
import { PageMeta } from '@/components/page-meta';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { CodeEditor } from '@/features/editor/components/code-editor';
import { createProject, saveProjectFiles } from '@/features/editor/api/projects';
import { DEFENSE_DASHBOARD_SAMPLE } from '@/features/editor/samples/defense-dashboard';
import type { ProjectFile } from '@/features/editor/workspace/file-model';
import { codeEditorFilesStore, codeEditorProjectIdStore } from '@/features/editor/workspace/stored';
import type { PreviewSlotProps } from '@/features/editor/types';
import { PreviewFrame } from '@/features/preview/components/preview-frame';
import { bundleProject } from '@/features/preview/bundle-project';
import { openPageUrl } from '@/features/preview/utils/assemble';

// The /code-editor page: the component variant on the French defense dashboard sample (or the files saved here).
function readFiles(): ProjectFile[] | null {
  const files = codeEditorFilesStore.read();
  return files.length ? files : null;
}

export function Component() {
  const { t, i18n } = useTranslation('editor');
  const { status } = useAuth();
  const initialFiles = useMemo(() => readFiles() ?? DEFENSE_DASHBOARD_SAMPLE, []);

  const renderPreview = useCallback(
    ({ files, device, refreshKey, onEvent }: PreviewSlotProps) => <PreviewFrame files={files} device={device} refreshKey={refreshKey} onEvent={onEvent} />,
    [],
  );
  const handleSave = useCallback(
    (files: readonly ProjectFile[]) => {
      if (!codeEditorFilesStore.write([...files])) toast.error(t('toasts.error'), { description: t('toasts.localSaveFailed') });
    },
    [t],
  );
  const handleOpenPage = useCallback(
    async (files: readonly ProjectFile[]) => {
      // Open the tab synchronously (popup blockers), then point it at the assembled page.
      const tab = window.open('about:blank', '_blank');
      const result = await bundleProject(files, { locale: i18n.language === 'en' ? 'en' : 'fr' });
      if (!result.ok) {
        tab?.close();
        toast.error(t('toasts.error'), { description: result.errors[0]?.message ?? '' });
        return;
      }
      if (tab) {
        tab.opener = null;
        tab.location.href = openPageUrl(result, window.location.origin);
      }
    },
    [i18n.language, t],
  );
  const queryClient = useQueryClient();
  const handleSaveProject = useCallback(
    async (files: readonly ProjectFile[]) => {
      try {
        let id = codeEditorProjectIdStore.read();
        if (id) {
          try {
            await saveProjectFiles(id, [...files]);
          } catch (e) {
            if (!(isApiError(e) && (e.status === 404 || e.status === 403))) throw e;
            id = null;
          }
        }
        if (!id) {
          id = await createProject({ title: t('variant.projectTitle'), files: [...files] });
          codeEditorProjectIdStore.write(id);
        }
        toast.success(t('toasts.projectSaved'));
        // the projects list and the dashboard show the saved project at once
        void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
      } catch (e) {
        toast.error(t('toasts.error'), { description: errorText(t, e, t('toasts.saveFailed')) });
      }
    },
    [t, queryClient],
  );

  return (
    <PublicLayout>
      <PageMeta title={t('variant.title')} description={t('page.description')} />
      <div className="mx-auto max-w-7xl p-4 md:h-[calc(100dvh-10rem)]">
        <h1 className="mb-2 text-xl font-semibold">{t('variant.title')}</h1>
        <CodeEditor
          initialFiles={initialFiles}
          renderPreview={renderPreview}
          onSave={handleSave}
          onOpenPage={(files) => void handleOpenPage(files)}
          onSaveProject={status === 'signed-in' ? handleSaveProject : undefined}
          className="h-[calc(100%-2.5rem)]"
        />
      </div>
    </PublicLayout>
  );
}
