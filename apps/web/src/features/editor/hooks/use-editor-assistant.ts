import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { requestAiFix } from '@/lib/ai-fix';
import { isAbortError, isApiError } from '@/lib/api-client';
import { useRefreshCredits } from '@/lib/credits';
import { buyCreditsToast, isOutOfCredits } from '@/lib/credits-refusal';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { assistantPrompt, generateCode } from '../api/generate-code';
import type { Diagnostic } from '../types';
import { fileLanguage, type ProjectFile } from '../workspace/file-model';
import type { EditorLayout } from './use-editor-layout';
import type { EditorProject } from './use-editor-project';
import { useInstruction } from './use-editor-instruction';
import { useSuggestions } from './use-suggestions';

export type FixRequest = { message: string; path?: string | undefined; line?: number | undefined; column?: number | undefined; kind?: Diagnostic['kind'] };

type Deps = { project: EditorProject; layout: EditorLayout; signedIn: boolean; checkpointKey: string; showInPreview: (files: readonly ProjectFile[]) => void };

/**
 * The AI assistant of /editor (its own panel, decision 105): a request is an instruction on a saved generated
 * project (decision 115), else code about the active file; a preview error is fixed with the whole file (decision
 * 043). Each answer is a suggestion kept per project (decision 116). One request at a time: cancelling, or leaving
 * the page, aborts it, so it is not charged (decision 015); the credits are refetched after every request.
 */
export function useEditorAssistant({ project, layout, signedIn, checkpointKey, showInPreview }: Deps) {
  const { t, i18n } = useTranslation(['editor', 'common']);
  const navigate = useNavigate();
  const refreshCredits = useRefreshCredits();
  const { wsRef, projectId } = project;
  const suggestions = useSuggestions(checkpointKey);
  const instruction = useInstruction({ project, suggestions, showInPreview });
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  function requireSignIn(): boolean {
    if (signedIn) return true;
    toast.error(t('ai.signInTitle'), { description: t('ai.signInBody') });
    return false;
  }

  /** Decision 030: a refusal for lack of credits says so and offers the credits page; other failures as before. */
  function failed(e: unknown) {
    if (isAbortError(e)) return;
    if (isOutOfCredits(e)) {
      toast.error(t('common:outOfCredits.refused'), buyCreditsToast(t('common:outOfCredits.buy'), () => navigate(paths.credits, { state: { from: paths.editor } }), errorText(t, e)));
    } else toast.error(t('ai.errorTitle'), { description: isApiError(e) && e.status < 500 ? errorText(t, e) : t('ai.errorBody') });
  }

  /** Runs one request with a fresh signal; busy meanwhile; the credits refetched after, whatever happened. */
  async function run(work: (signal: AbortSignal) => Promise<void>) {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setBusy(true);
    try {
      await work(c.signal);
    } catch (e) {
      if (!c.signal.aborted) failed(e);
    } finally {
      if (controller.current === c) {
        controller.current = null;
        setBusy(false);
      }
      void refreshCredits();
    }
  }

  async function ask(prompt: string) {
    if (!requireSignIn()) return;
    await run(async (signal) => {
      if (projectId && (await instruction.ask(projectId, prompt, signal))) return;
      const w = wsRef.current;
      const file = w.files.find((f) => f.path === w.activePath) ?? null;
      const lang = file ? String(fileLanguage(w, file.path)) : 'typescript';
      const res = await generateCode(assistantPrompt(prompt, file), lang, { signal });
      suggestions.push({ code: res.code, description: res.explanation || prompt, kind: 'generate', path: file?.path ?? null, before: file?.content ?? null, creditsUsed: res.creditsUsed });
      toast.success(t('toasts.codeGenerated'));
    });
  }

  async function fix(issue: FixRequest) {
    if (!requireSignIn()) return;
    const { files, activePath } = wsRef.current;
    const file = files.find((f) => f.path === issue.path) ?? files.find((f) => f.path === activePath) ?? files.find((f) => /(^|\/)App\.(t|j)sx?$/.test(f.path)) ?? null;
    if (!file) return;
    layout.openAssistant();
    await run(async (signal) => {
      // The whole file goes with the error; the answer is the whole file (decision 043).
      const res = await requestAiFix(
        { kind: issue.kind ?? 'runtime', message: issue.message, line: issue.line, column: issue.column },
        file,
        { locale: i18n.language?.startsWith('en') ? 'en' : 'fr', projectId, signal },
      );
      suggestions.push({
        code: res.file.content,
        description: t('ai.fixDescription', { path: file.path, message: issue.message.slice(0, 160) }),
        kind: 'fix',
        path: file.path,
        before: file.content,
        explanation: res.explanation,
        creditsUsed: res.creditsUsed,
        freeFix: res.freeFix,
        unchanged: !res.repaired,
      });
      toast.success(t('toasts.codeGenerated'));
    });
  }

  const cancel = useCallback(() => controller.current?.abort(), []);

  function toggle() {
    if (!requireSignIn()) return;
    if (layout.isMobile) layout.openAssistant();
    else layout.setAssistantOpen((v) => !v);
  }

  return { suggestions, instruction, busy, ask: (p: string) => void ask(p), fix: (i: FixRequest) => void fix(i), cancel, toggle };
}

export type EditorAssistant = ReturnType<typeof useEditorAssistant>;
