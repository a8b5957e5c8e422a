// Zod-free on purpose: the landing's hero prompt shows these steps, and importing them through ai.ts (which builds
// zod schemas at module level) would put zod on the landing's first load (decision 230, docs/performance.md).
/** The steps of an app generation, in order (see `GenerationProgress` in ai.ts). */
export const GENERATION_STEPS = ['request', 'understood', 'data-model', 'screens', 'files', 'saving'] as const;
export type GenerationStep = (typeof GENERATION_STEPS)[number];
