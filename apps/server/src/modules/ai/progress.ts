import { type GeneratedFile, type GenerationProgress, type GenerationStep } from '@ov/shared';
import type { StreamSink } from './providers';

/**
 * The `progress` events of an app generation (docs/decisions/111-generation-progress.md). Each step is sent once,
 * when something shows it happened: the request arrived (at once), the provider started answering (its first
 * token or file), the first file of any kind, the first data-model file, the first screen, and the save. Steps are
 * independent facts, so they may arrive out of their display order (a provider may write screens before types);
 * the client ticks each as it comes.
 */

const LABELS: Record<GenerationStep, [fr: string, en: string]> = {
  request: ['Lecture de votre demande', 'Reading your request'],
  understood: ['Demande comprise, conception de l’application', 'Request understood, designing the app'],
  'data-model': ['Modèle de données', 'Data model'],
  screens: ['Écrans', 'Screens'],
  files: ['Écriture des fichiers', 'Writing the files'],
  saving: ['Enregistrement du projet', 'Saving the project'],
};

export const progressEvent = (step: GenerationStep): GenerationProgress => ({ step, label_fr: LABELS[step][0], label_en: LABELS[step][1] });

const DATA_MODEL = /(^|\/)(types?|data|models?|schema|store|db|seed|sample-?data|entities)(\.[a-z]+)+$|(^|\/)(data|models?|types|entities|store)\/|\.sql$/i;
// main.tsx / index.tsx only mount the app: not a screen
const SCREEN = /\.(tsx|jsx|vue|svelte|html)$/i;
const SHELL = /(^|\/)(main|index)\.(tsx|jsx)$/i;

/** The step a file shows: its data model, a screen, or just a file. */
export function stepOfFile(path: string): GenerationStep {
  if (DATA_MODEL.test(path)) return 'data-model';
  if (SCREEN.test(path) && !SHELL.test(path)) return 'screens';
  return 'files';
}

export type ProgressEmitter = (p: GenerationProgress) => void | Promise<void>;

/**
 * Wraps a provider's sink: forwards tokens and files, and sends each step as its evidence arrives. `reach` sends a
 * step from outside (the request at the start, the save at the end).
 */
export function trackProgress(sink: StreamSink | undefined, emit: ProgressEmitter | undefined) {
  const reached = new Set<GenerationStep>();
  const reach = async (step: GenerationStep) => {
    if (!emit || reached.has(step)) return;
    reached.add(step);
    await emit(progressEvent(step));
  };
  const wrapped: StreamSink = {
    onToken: async (text: string) => {
      await reach('understood');
      await sink?.onToken?.(text);
    },
    onFile: async (file: GeneratedFile) => {
      await reach('understood');
      await reach('files');
      await reach(stepOfFile(file.path));
      await sink?.onFile?.(file);
    },
  };
  return { sink: wrapped, reach };
}
