import type { ProjectFile, StoreCompliance } from '@ov/shared';

/** What the compliance check may use: a time budget with an injected clock, and Chromium when the server has one. */
export type ComplianceOptions = { budgetMs: number; now: () => number; chromiumPath?: string | null };

/**
 * Contract of the compliance validation (issue 16 §5): per control pass / fail / not applicable with evidence.
 * Scaffold written with the contract on 2026-11-25 so the listing service can call it; the compliance branch
 * replaces the body. It checks nothing yet and says so.
 */
export async function checkCompliance(_files: readonly ProjectFile[], _opts: ComplianceOptions): Promise<StoreCompliance> {
  return {
    controls: [],
    accessibility_engine: 'none',
    limits: [{ fr: 'Conformité non vérifiée.', en: 'Compliance not checked.' }],
  };
}
