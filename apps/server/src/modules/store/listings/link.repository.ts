// SQL of the read-only listing views other modules use (link.ts, decision 195).
import type { Queryable } from '../../../platform/db/types';
import type * as repo from './store.repository';

/** What another module needs to decide whether a viewer may see a listing (with canReadListing) and link to it. */
export type ListingRef = Pick<repo.AppRow, 'id' | 'slug' | 'title' | 'status' | 'ministry_only' | 'audit_score' | 'baseline'> & Pick<repo.AppRow, 'author'>;

/** The listings among `ids` that exist (any status); unknown ids are left out. */
export async function findListingRefs(q: Queryable, ids: readonly string[]): Promise<ListingRef[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<{ id: string; slug: string; title: string; status: ListingRef['status']; ministry_only: boolean; audit_score: number | null; baseline: ListingRef['baseline']; author_id: string; author_name: string }>(
    `SELECT a.id, a.slug, a.title, a.status, a.ministry_only, a.audit_score, a.baseline, a.author_id, coalesce(p.full_name, '') AS author_name
     FROM store_apps a LEFT JOIN profiles p ON p.id = a.author_id WHERE a.id = ANY($1::uuid[])`,
    [ids],
  );
  return rows.map(({ author_id, author_name, audit_score, ...r }) => ({ ...r, audit_score: audit_score === null ? null : Number(audit_score), author: { id: author_id, name: author_name } }));
}

/** The listings `authorId` wrote (any status), newest first: what they may link a solution to. */
export async function listingRefsOf(q: Queryable, authorId: string): Promise<ListingRef[]> {
  const { rows } = await q.query<{ id: string }>(`SELECT id FROM store_apps WHERE author_id = $1 ORDER BY submitted_at DESC, id LIMIT 200`, [authorId]);
  const refs = new Map((await findListingRefs(q, rows.map((r) => r.id))).map((r) => [r.id, r]));
  return rows.map((r) => refs.get(r.id)).filter((r): r is ListingRef => !!r);
}
