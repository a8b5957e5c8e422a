import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { firstFencedBlock, type GenerationStep, type ProjectFile } from '@ov/shared';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { useRefreshCredits } from '@/lib/credits';
import { queryKeys } from '@/lib/query-keys';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { buyCreditsToast } from '@/lib/credits-refusal';
import { askBuilderAgent } from './api/ask-builder-agent';
import { usableFiles } from '../workspace/file-model';
import { fallbackProject } from '../samples/sentinel-fallback';

export type BuilderMessage = {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  kind?: 'signin' | 'error' | 'fallback' | 'credits';
  /** The saved project this answer built ("Ouvrir dans l'éditeur"). */
  projectId?: string;
  /** A request too vague to build: three requests to pick. */
  proposals?: string[];
};

type Deps = {
  active: ProjectFile | null;
  /** Merges files into the project, opens up to five, selects the first. */
  applyFiles: (files: readonly ProjectFile[]) => void;
  /** Replaces the active file's content. */
  applyToActive: (content: string) => void;
};

/**
 * The IA Chat tab (spec §7, §8): sends the user's request to sentinel-ai-agent (code-editor, advanced) as a
 * stream, shows its steps, applies returned files (also kept as a project, "Ouvrir dans l'éditeur"), or the first
 * code block of a text answer; on failure applies the autonomous fallback app. 401/402 are shown as messages,
 * not as failures (docs/decisions/122-builder-workspace.md, 113). Leaving the page aborts the request.
 */
export function useBuilderChat({ active, applyFiles, applyToActive }: Deps) {
  const { t } = useTranslation(['builder', 'common']);
  const { status } = useAuth();
  const refreshCredits = useRefreshCredits();
  const navigate = useNavigate();
  const [messages, setMessages] = useState<BuilderMessage[]>(() => [{ id: 0, role: 'assistant', content: t('chat.welcome') }]);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<GenerationStep | null>(null);
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const nextId = useRef(1);
  const say = useCallback((m: Omit<BuilderMessage, 'id'>) => setMessages((list) => [...list, { ...m, id: nextId.current++ }]), []);

  const send = useCallback(
    async (input: string) => {
      const request = input.trim();
      if (!request || busy) return;
      say({ role: 'user', content: request });
      if (status !== 'signed-in') {
        say({ role: 'assistant', content: `${t('chat.signInRequired')} - ${t('chat.signInBody')}`, kind: 'signin' });
        toast.error(t('chat.signInRequired'), { description: t('chat.signInBody') });
        return;
      }
      setBusy(true);
      setStep('request');
      const ac = new AbortController();
      controller.current = ac;
      try {
        const res = await askBuilderAgent(request, { onProgress: (p) => setStep(p.step) }, ac.signal);
        void refreshCredits();
        if (res.project_id) void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
        // Spec §5: an AI file is applied only with a valid path and text content.
        const usable = usableFiles(Array.isArray(res.files) ? res.files : []);
        if (res.proposals?.length && usable.length === 0) {
          say({ role: 'assistant', content: t('chat.vague'), proposals: res.proposals });
        } else if (usable.length > 0) {
          applyFiles(usable);
          const summary = t('chat.applied', { count: usable.length, files: usable.map((f) => f.path).join(', ') });
          say({ role: 'assistant', content: res.description ? `${res.description}\n\n${summary}` : summary, ...(res.project_id ? { projectId: res.project_id } : {}) });
          toast.success(t('toast.generated'));
        } else {
          const text = typeof res.response === 'string' ? res.response : '';
          const code = firstFencedBlock(text)?.body ?? null;
          if (code !== null && active) {
            applyToActive(code);
            say({ role: 'assistant', content: `${text}\n\n${t('chat.codeApplied', { path: active.path })}` });
            toast.success(t('toast.codeApplied'));
          } else {
            say({ role: 'assistant', content: code !== null ? `${text}\n\n${t('chat.noActive')}` : text || res.description || '' });
          }
        }
      } catch (e) {
        if (ac.signal.aborted) return;
        if (isApiError(e) && e.status === 401) {
          say({ role: 'assistant', content: `${t('chat.signInRequired')} - ${t('chat.signInBody')}`, kind: 'signin' });
          toast.error(t('chat.signInRequired'), { description: t('chat.signInBody') });
        } else if (isApiError(e) && e.status === 402) {
          // Decision 030: the refusal offers the way forward, in the message and in the toast.
          say({ role: 'assistant', content: t('chat.insufficient'), kind: 'credits' });
          toast.error(t('chat.insufficient'), buyCreditsToast(t('common:outOfCredits.buy'), () => navigate(paths.credits, { state: { from: paths.builder } })));
        } else {
          // Spec §8: logged, then the autonomous fallback project is applied.
          console.error('Sentinel Builder AI failed', e);
          applyFiles(fallbackProject(request));
          say({ role: 'assistant', content: t('chat.fallback'), kind: 'fallback' });
          toast.warning(t('toast.fallback'));
        }
      } finally {
        if (controller.current === ac) {
          controller.current = null;
          setBusy(false);
          setStep(null);
        }
      }
    },
    [busy, say, status, t, active, refreshCredits, applyFiles, applyToActive, queryClient, navigate],
  );

  return { messages, busy, step, send };
}
