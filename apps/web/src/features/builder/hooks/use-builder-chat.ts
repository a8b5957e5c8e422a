import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { buyCreditsToast } from '@/lib/credits-refusal';
import { askBuilderAgent } from '../api/ask-builder-agent';
import { applicableFiles, buildAgentPrompt, fallbackProject, firstCodeBlock } from '../utils/ai';
import type { BuilderFile } from '../utils/project';

export type BuilderMessage = { id: number; role: 'user' | 'assistant'; content: string; kind?: 'signin' | 'error' | 'fallback' | 'credits' };

type Deps = {
  files: readonly BuilderFile[];
  active: BuilderFile | null;
  /** Merges files into the project, opens up to five, selects the first. */
  applyFiles: (files: BuilderFile[]) => void;
  /** Replaces the active file's content. */
  applyToActive: (content: string) => void;
};

/**
 * The IA Chat tab (spec §7, §8): sends the French instruction to sentinel-ai-agent (code-editor, advanced),
 * applies returned files, or the first code block of a text answer; on failure applies the autonomous
 * fallback app. 401/402 are shown as messages, not as failures (docs/decisions/123-builder-ai-chat.md).
 */
export function useBuilderChat({ files, active, applyFiles, applyToActive }: Deps) {
  const { t } = useTranslation('builder');
  const { status, refreshCredits } = useAuth();
  const navigate = useNavigate();
  const [messages, setMessages] = useState<BuilderMessage[]>(() => [{ id: 0, role: 'assistant', content: t('chat.welcome') }]);
  const [busy, setBusy] = useState(false);
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
      try {
        const res = await askBuilderAgent(buildAgentPrompt(request, files, active));
        void refreshCredits();
        const usable = applicableFiles(res.files);
        if (usable.length > 0) {
          applyFiles(usable);
          const summary = t('chat.applied', { count: usable.length, files: usable.map((f) => f.path).join(', ') });
          say({ role: 'assistant', content: res.description ? `${res.description}\n\n${summary}` : summary });
          toast.success(t('toast.generated'));
        } else {
          const text = typeof res.response === 'string' ? res.response : '';
          const code = firstCodeBlock(text);
          if (code !== null && active) {
            applyToActive(code);
            say({ role: 'assistant', content: `${text}\n\n${t('chat.codeApplied', { path: active.path })}` });
            toast.success(t('toast.codeApplied'));
          } else {
            say({ role: 'assistant', content: code !== null ? `${text}\n\n${t('chat.noActive')}` : text || res.description || '' });
          }
        }
      } catch (e) {
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
        setBusy(false);
      }
    },
    [busy, say, status, t, files, active, refreshCredits, applyFiles, applyToActive, navigate],
  );

  return { messages, busy, send };
}
