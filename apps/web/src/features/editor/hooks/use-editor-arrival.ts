import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { AgentResponse } from '@ov/shared';
import { isApiError } from '@/lib/api-client';
import { useRefreshCredits } from '@/lib/credits';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { projectOptions } from '../api/projects';
import { createWorkspace, loadGeneratedApp, type ProjectFile } from '../workspace/file-model';
import { useEditorGeneration } from './use-editor-generation';
import type { EditorProject } from './use-editor-project';
import { toStored, writeStoredWorkspace } from '../workspace/use-workspace';

/** `generate`: build this app here, with its progress (the landing's "Créer App", decision 112). */
type NavState = { generatedApp?: { files?: unknown; appType?: unknown }; initialPrompt?: unknown; merge?: unknown; generate?: { prompt?: unknown } } | null;

type Deps = { project: EditorProject; defaultFiles: readonly ProjectFile[]; showInPreview: (files: readonly ProjectFile[]) => void };

/**
 * How a project arrives in /editor: an app to build here (streamed, asked first when an app is open, kept as a
 * project: issue 12), a generated app in the navigation state (loaded once, replaced or merged), or
 * `?project=<id>` (fetched once on arrival).
 */
export function useEditorArrival({ project, defaultFiles, showInPreview }: Deps) {
  const { t } = useTranslation('editor');
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const refreshCredits = useRefreshCredits();
  const { wsRef, setWs, setProjectId, setProjectName, open, stored } = project;

  const onDelivered = useCallback(
    (r: AgentResponse) => {
      const next = r.project_id ? createWorkspace(r.files) : loadGeneratedApp(createWorkspace([], []), { files: r.files, appType: r.appType }, 'replace');
      if (!next) return;
      const id = r.project_id ?? null;
      const name = (r.project_title || t('page.defaultName')).slice(0, 200);
      open(next, id, name);
      showInPreview(next.files);
      writeStoredWorkspace(toStored(next, { projectId: id, name, savedAt: id ? new Date().toISOString() : null }));
      // The address names the project: a reload or a shared link opens it.
      if (id) navigate(`${location.pathname}?project=${encodeURIComponent(id)}`, { replace: true, state: null });
      void refreshCredits();
      toast.success(t('toasts.appLoaded'), id ? { description: t('generation.savedToast', { name }) } : undefined);
    },
    [t, open, showInPreview, navigate, location.pathname, refreshCredits],
  );
  const generation = useEditorGeneration({ getWorkspace: () => wsRef.current, setWorkspace: setWs, hasOpenApp: project.hasOpenApp, onDelivered });

  // ---- ?project=<id>: only when nothing else arrived and it is not the project already kept here
  const [arrivalId] = useState(() => {
    const state = location.state as NavState;
    if (state?.generate || state?.generatedApp) return null;
    const id = searchParams.get('project');
    return id && id !== stored?.projectId ? id : null;
  });
  const arrival = useQuery({ ...projectOptions(arrivalId ?? ''), enabled: arrivalId !== null });
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current) return;
    if (arrival.data) {
      loaded.current = true;
      const p = arrival.data;
      const next = createWorkspace(p.code_content.length ? p.code_content : defaultFiles);
      open(next, p.id, p.title);
      // At once, not after the live preview's typing debounce: it is the page's first preview (decision 237).
      showInPreview(next.files);
    } else if (arrival.error) {
      loaded.current = true;
      toast.error(t('toasts.error'), { description: isApiError(arrival.error) ? errorText(t, arrival.error) : t('toasts.projectNotFound') });
    }
  }, [arrival.data, arrival.error, open, showInPreview, defaultFiles, t]);

  // ---- an app to build, or a generated app, in the navigation state: consumed once
  const handledNav = useRef(false);
  useEffect(() => {
    if (handledNav.current) return;
    handledNav.current = true;
    const state = location.state as NavState;
    const generatePrompt = typeof state?.generate?.prompt === 'string' ? state.generate.prompt.trim() : '';
    if (generatePrompt) {
      // A reload must not ask for (and pay for) the same app again.
      navigate(location.pathname, { replace: true, state: null });
      generation.request(generatePrompt);
      return;
    }
    if (state?.generatedApp) {
      const next = loadGeneratedApp(wsRef.current, state.generatedApp, state.merge === true ? 'merge' : 'replace');
      // A reload must not load the app again over the user's edits.
      navigate(location.pathname + location.search, { replace: true, state: null });
      if (!next) return;
      setWs(next);
      if (state.merge !== true) {
        setProjectId(null);
        const prompt = typeof state.initialPrompt === 'string' ? state.initialPrompt.trim() : '';
        const appType = typeof state.generatedApp.appType === 'string' ? state.generatedApp.appType : '';
        setProjectName((prompt || appType || t('page.defaultName')).slice(0, 80));
      }
      toast.success(t('toasts.appLoaded'));
    }
    // Runs once on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return generation;
}

export type EditorGeneration = ReturnType<typeof useEditorGeneration>;
