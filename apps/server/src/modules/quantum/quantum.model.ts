/** Moved to packages/shared/src/qsim/model.ts so the browser's worker runs the same model (decision 205). */
export * from '@ov/shared/qsim/model';
