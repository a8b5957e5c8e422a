import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useSaveInstructionMutation, useSaveProjectFilesMutation } from '../api/projects';
import { instructProject } from '../api/instruct-project';
import { openConflicts } from '../components/ai-panel';
import { changesSinceSave, markSaved, openFile, updateContent, type ProjectFile } from '../workspace/file-model';
import { applyInstructionFiles, resolveFile, staleFiles, type Suggestion } from '../utils/suggestions';
import type { EditorProject } from './use-editor-project';
import { savedAfter } from './use-editor-save';
import type { useSuggestions } from './use-suggestions';

type InstructionSuggestion = Suggestion & { instruction: NonNullable<Suggestion['instruction']> };
type Deps = { project: EditorProject; suggestions: ReturnType<typeof useSuggestions>; showInPreview: (files: readonly ProjectFile[]) => void };

/**
 * Instructions on a saved project (decision 115) and the Apply of every suggestion. An instruction is merged by
 * the server against the saved files, so unsaved edits are saved first to be kept; a project with no app
 * description (written by hand) answers so, free, and the request goes to codegen instead. Applying an
 * instruction with conflicts still marked asks first.
 */
export function useInstruction({ project, suggestions, showInPreview }: Deps) {
  const { t } = useTranslation('editor');
  const { wsRef, setWs, updateWs, projectId, persistLocal } = project;
  const saveFiles = useSaveProjectFilesMutation();
  const saveResult = useSaveInstructionMutation();
  /** Saved projects that have no app description (written by hand): requests go to codegen (decision 115). */
  const noAppSpec = useRef(new Set<string>());
  /** An instruction with conflicts, waiting for the answer to "apply anyway?". */
  const [pendingConflicts, setPendingConflicts] = useState<{ suggestion: InstructionSuggestion; count: number } | null>(null);

  /** True when the request was taken as an instruction (its answer is a suggestion); false: use codegen. */
  async function ask(id: string, prompt: string, signal: AbortSignal): Promise<boolean> {
    if (noAppSpec.current.has(id)) return false;
    try {
      if (changesSinceSave(wsRef.current).length > 0) {
        const current = wsRef.current;
        await saveFiles.mutateAsync({ id, files: current.files, signal });
        const next = savedAfter(current, wsRef.current);
        setWs(next);
        persistLocal(next, id);
        toast.info(t('toasts.savedBeforeInstruction'));
      }
      const res = await instructProject(id, prompt, { signal });
      const o = res.outcome;
      if (o.reason_code === 'no_spec') {
        noAppSpec.current.add(id);
        return false;
      }
      suggestions.push({
        kind: 'instruction',
        description: prompt,
        code: '',
        path: null,
        creditsUsed: res.creditsUsed,
        ...(o.applied
          ? { explanation: res.response, instruction: { projectId: id, changes: o.changes, files: o.file_changes, appSpec: o.app_spec, generatedFiles: o.generated_files ?? [], baseVersion: o.base_version } }
          : { explanation: o.reason ?? res.response, unchanged: true }),
      });
      if (o.applied) toast.success(t('toasts.codeGenerated'));
      else toast.info(t('toasts.instructionNotDone'), { description: o.reason });
      return true;
    } catch (e) {
      // Not ours (a public project opened to read) or gone: codegen as for any other project.
      if (isApiError(e) && (e.status === 403 || e.status === 404)) {
        noAppSpec.current.add(id);
        return false;
      }
      throw e;
    }
  }

  async function saveInstruction(s: InstructionSuggestion) {
    const ins = s.instruction;
    const next = applyInstructionFiles(wsRef.current, ins.files);
    try {
      await saveResult.mutateAsync({ id: ins.projectId, files: next.files, appSpec: ins.appSpec, generatedFiles: ins.generatedFiles });
      const saved = markSaved(next);
      setWs(saved);
      showInPreview(saved.files);
      persistLocal(saved);
      suggestions.update(s.id, (x) => ({ ...x, applied: true }));
      toast.success(t('toasts.instructionApplied'));
    } catch (e) {
      toast.error(t('toasts.error'), { description: isApiError(e) ? errorText(t, e) : t('toasts.saveFailed') });
    }
  }

  function applyInstruction(s: InstructionSuggestion) {
    if (s.instruction.projectId !== projectId) {
      toast.error(t('toasts.error'), { description: t('toasts.wrongProject') });
      return;
    }
    // Merged against the files as they were then: a file edited since would lose that edit.
    const stale = staleFiles(wsRef.current, s.instruction.files);
    if (stale.length > 0) {
      toast.error(t('toasts.error'), { description: t('toasts.suggestionStale', { path: stale[0] }) });
      return;
    }
    const count = openConflicts(s);
    if (count > 0) setPendingConflicts({ suggestion: s, count });
    else void saveInstruction(s);
  }

  function apply(s: Suggestion) {
    if (s.instruction) {
      applyInstruction({ ...s, instruction: s.instruction });
      return;
    }
    const path = s.path && wsRef.current.files.some((f) => f.path === s.path) ? s.path : wsRef.current.activePath;
    if (!path) return;
    updateWs((w) => openFile(updateContent(w, path, s.code), path));
    suggestions.update(s.id, (x) => ({ ...x, applied: true }));
    toast.success(t('toasts.codeApplied'), { description: path });
  }

  function resolve(id: string, path: string, keep: 'mine' | 'ai') {
    suggestions.update(id, (x) => (x.instruction ? { ...x, instruction: { ...x.instruction, files: x.instruction.files.map((f) => (f.path === path ? resolveFile(f, keep) : f)) } } : x));
  }

  return {
    ask,
    apply,
    resolve,
    applying: saveResult.isPending,
    pendingConflicts: pendingConflicts?.count ?? null,
    cancelConflicts: () => setPendingConflicts(null),
    confirmConflicts: () => {
      const p = pendingConflicts;
      setPendingConflicts(null);
      if (p) void saveInstruction(p.suggestion);
    },
  };
}
