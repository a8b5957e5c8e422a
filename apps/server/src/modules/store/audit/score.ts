import type { AuditReport, Finding, Severity } from './types';

/** A vendor's justification of a finding; `verified` once an admin checked it. */
export type Justification = { findingId: string; text: string; verified: boolean };

export type AuditScore = {
  score: number;
  baseline: 'pass' | 'fail';
  /** Why the baseline failed (stable codes, translated by the UI). */
  reasons: ('critical' | 'unjustified_high' | 'incomplete')[];
  counts: Record<Severity, number>;
  /** Share of findings whose justification an admin verified, 0–100; null when there is no finding to verify. */
  verifiedPercent: number | null;
};

/** Points a finding costs: a justified one costs half, a verified justification a quarter. Decision 170. */
const WEIGHT: Record<Severity, number> = { critical: 40, high: 15, medium: 5, low: 2, info: 0 };

/**
 * The label's numbers from a report and the justifications given so far: a pure function, so the same report and
 * justifications always give the same score. Baseline: fail on any critical, on any high without a justification,
 * or when the budget ran out before every file was read.
 */
export function scoreAudit(report: Pick<AuditReport, 'findings' | 'complete'>, justifications: readonly Justification[]): AuditScore {
  const byId = new Map(justifications.filter((j) => j.text.trim().length > 0).map((j) => [j.findingId, j]));
  const counts: Record<Severity, number> = { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
  let penalty = 0;
  let verified = 0;
  const reasons = new Set<AuditScore['reasons'][number]>();
  for (const f of report.findings as Finding[]) {
    counts[f.severity]++;
    const j = byId.get(f.id);
    if (j?.verified) verified++;
    penalty += WEIGHT[f.severity] * (j?.verified ? 0.25 : j ? 0.5 : 1);
    if (f.severity === 'critical') reasons.add('critical');
    if (f.severity === 'high' && !j) reasons.add('unjustified_high');
  }
  if (!report.complete) reasons.add('incomplete');
  const total = report.findings.length;
  return {
    score: Math.max(0, Math.min(100, Math.round(100 - penalty))),
    baseline: reasons.size === 0 ? 'pass' : 'fail',
    reasons: [...reasons].sort(),
    counts,
    verifiedPercent: total === 0 ? null : Math.round((verified / total) * 100),
  };
}
