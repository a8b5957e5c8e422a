/** Moved to packages/shared/src/qsim/dataset.ts so the browser's worker can rebuild the same sample (decision 205). */
export * from '@ov/shared/qsim/dataset';
