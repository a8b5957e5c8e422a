import type { BundleMode, Locale, ProjectFile } from '../types';
import type { WireResult } from './program-wire';

export type WorkerRequest =
  // `fresh`: the page holds no module; send every module of the program whole (decision 263).
  | { type: 'bundle'; id: number; files: ProjectFile[]; locale: Locale; mode: BundleMode; fresh?: boolean }
  | { type: 'warmup' };

/** A fast-path result comes with only the modules the page does not hold (worker/program-wire.ts). */
export type WorkerResponse = { type: 'result'; id: number; result: WireResult };
