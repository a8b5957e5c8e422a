// Read-only views of listings for other modules (the marketplace links a solution to a listing, decision 195).
// Additive: nothing here writes, and the rules stay the store's (canReadListing, the label of labelOf).
import type { Queryable } from '../../../platform/db/types';
import { scoreAudit, type AuditReport } from '../audit/index';
import * as repo from './store.repository';

export { findListingRefs, listingRefsOf, type ListingRef } from './link.repository';

/** The label of a listing's current version: score, baseline and verified percent; null until it is audited. */
export async function listingLabel(q: Queryable, appId: string): Promise<{ score: number; baseline: 'pass' | 'fail'; verified_percent: number | null } | null> {
  const app = await repo.findById(q, appId);
  const v = app?.current_version_id ? await repo.findVersion(q, app.current_version_id) : null;
  if (!v?.audit) return null;
  // Same rule as labelOf in store.service.ts: a justification an admin refused counts as none.
  const js = (await repo.justifications(q, v.id)).filter((j) => j.verified !== false).map((j) => ({ findingId: j.finding_id, text: j.text, verified: j.verified === true }));
  const label = scoreAudit(v.audit as AuditReport, js);
  return { score: label.score, baseline: label.baseline, verified_percent: label.verifiedPercent };
}
