import type { BundleMode, BundleResult, Locale, ProjectFile } from '../types';

export type WorkerRequest =
  | { type: 'bundle'; id: number; files: ProjectFile[]; locale: Locale; mode: BundleMode }
  | { type: 'warmup' };

export type WorkerResponse = { type: 'result'; id: number; result: BundleResult };
