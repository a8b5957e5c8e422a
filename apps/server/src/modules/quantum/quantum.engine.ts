/** Moved to packages/shared/src/qsim/prediction.ts so the browser's worker runs the same computation (decision 205). */
export * from '@ov/shared/qsim/prediction';
