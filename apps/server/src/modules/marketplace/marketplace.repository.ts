import type { Evaluation, Grant, MarketplaceSolution, MyPledge, Pledge, ReceivedSolution, SeedSolution } from '@ov/shared';
import type { Queryable } from '../../platform/db/types';

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// bigint and numeric are read as float8 so both engines answer plain numbers (amounts stay far below 2^53).
const SOLUTION_COLUMNS = `s.id, s.slug, s.title, s.description, s.translations, s.category, s.classification, s.price,
  s.rating::float8 AS rating, s.downloads, s.startup, s.certified, s.featured, s.tags, s.thumbnail, s.demo_url, s.project_id, s.store_app_id,
  s.funding_goal::float8 AS funding_goal, s.current_funding::float8 AS current_funding,
  (SELECT count(*)::int FROM marketplace_pledges p WHERE p.solution_id = s.id AND p.status = 'completed') AS pledges_count,
  (SELECT count(*)::int FROM marketplace_evaluations e WHERE e.solution_id = s.id) AS evaluations_count,
  (SELECT round(avg(e.grade), 2)::float8 FROM marketplace_evaluations e WHERE e.solution_id = s.id) AS average_grade,
  (SELECT coalesce(sum(g.amount), 0)::float8 FROM marketplace_grants g WHERE g.solution_id = s.id) AS grants_total`;

const PLEDGE_COLUMNS = `p.id, p.solution_id, p.amount::float8 AS amount, p.provider, (p.provider = 'demo') AS demo, p.status, ${ISO('p.created_at')} AS created_at`;

/** Lower-case and strip accents, so "defense" finds "Défense" (the same function builds search_text). */
/** A solution as stored: the link to a store listing is an id, resolved by the service for each viewer (decision 196). */
export type SolutionRow = Omit<MarketplaceSolution, 'store_listing'> & { store_app_id: string | null };
export type ReceivedRow = Omit<ReceivedSolution, 'store_listing'> & { store_app_id: string | null };

export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export async function listSolutions(q: Queryable, f: { q?: string | undefined; category?: string | undefined; featured?: boolean | undefined }): Promise<SolutionRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.q) {
    params.push(`%${normalizeSearch(f.q).replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    where.push(`s.search_text LIKE $${params.length}`);
  }
  if (f.category) {
    params.push(f.category);
    where.push(`s.category = $${params.length}`);
  }
  if (f.featured !== undefined) {
    params.push(f.featured);
    where.push(`s.featured = $${params.length}`);
  }
  const { rows } = await q.query<SolutionRow>(
    `SELECT ${SOLUTION_COLUMNS} FROM marketplace_solutions s ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY s.featured DESC, s.rating DESC, s.created_at, s.slug`,
    params,
  );
  return rows;
}

export async function findSolution(q: Queryable, id: string): Promise<SolutionRow | null> {
  const { rows } = await q.query<SolutionRow>(`SELECT ${SOLUTION_COLUMNS} FROM marketplace_solutions s WHERE s.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Adds `amount` to current_funding in one statement: the row lock serialises concurrent writers. */
export async function addFunding(q: Queryable, id: string, amount: number): Promise<boolean> {
  const { rowCount } = await q.query(`UPDATE marketplace_solutions SET current_funding = current_funding + $2 WHERE id = $1`, [id, amount]);
  return rowCount === 1;
}

export async function solutionExists(q: Queryable, id: string): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(`SELECT id FROM marketplace_solutions WHERE id = $1`, [id]);
  return rows.length === 1;
}

type PledgeRow = Pledge;

export async function insertPledge(
  q: Queryable,
  p: { id: string; solutionId: string; investorId: string; amount: number; status: 'pending' | 'completed'; provider: string; providerRef: string | null; idempotencyKey?: string | undefined },
): Promise<PledgeRow> {
  const { rows } = await q.query<PledgeRow>(
    `INSERT INTO marketplace_pledges AS p (id, solution_id, investor_id, amount, status, provider, provider_ref, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${PLEDGE_COLUMNS}`,
    [p.id, p.solutionId, p.investorId, p.amount, p.status, p.provider, p.providerRef, p.idempotencyKey ?? null],
  );
  return rows[0]!;
}

export async function findPledgeByKey(q: Queryable, investorId: string, key: string): Promise<PledgeRow | null> {
  const { rows } = await q.query<PledgeRow>(`SELECT ${PLEDGE_COLUMNS} FROM marketplace_pledges p WHERE p.investor_id = $1 AND p.idempotency_key = $2`, [investorId, key]);
  return rows[0] ?? null;
}

export async function listPledgesOf(q: Queryable, investorId: string): Promise<(PledgeRow & { solution: MyPledge['solution'] })[]> {
  const { rows } = await q.query<PledgeRow & { solution: MyPledge['solution'] }>(
    `SELECT ${PLEDGE_COLUMNS},
       json_build_object('id', s.id, 'slug', s.slug, 'title', s.title, 'translations', s.translations,
         'funding_goal', s.funding_goal::float8, 'current_funding', s.current_funding::float8) AS solution
     FROM marketplace_pledges p JOIN marketplace_solutions s ON s.id = p.solution_id
     WHERE p.investor_id = $1 ORDER BY p.created_at DESC, p.id DESC LIMIT 200`,
    [investorId],
  );
  return rows;
}

const EVALUATION_COLUMNS = `id, solution_id, grade::int AS grade, text, ${ISO('created_at')} AS created_at`;

export async function insertEvaluation(q: Queryable, e: { solutionId: string; evaluatorId: string; grade: number; text: string; idempotencyKey?: string | undefined }): Promise<Evaluation> {
  const { rows } = await q.query<Evaluation>(
    `INSERT INTO marketplace_evaluations (solution_id, evaluator_id, grade, text, idempotency_key) VALUES ($1, $2, $3, $4, $5) RETURNING ${EVALUATION_COLUMNS}`,
    [e.solutionId, e.evaluatorId, e.grade, e.text, e.idempotencyKey ?? null],
  );
  return rows[0]!;
}

export async function findEvaluationByKey(q: Queryable, evaluatorId: string, key: string): Promise<Evaluation | null> {
  const { rows } = await q.query<Evaluation>(`SELECT ${EVALUATION_COLUMNS} FROM marketplace_evaluations WHERE evaluator_id = $1 AND idempotency_key = $2`, [evaluatorId, key]);
  return rows[0] ?? null;
}

const GRANT_COLUMNS = `id, solution_id, amount::float8 AS amount, ${ISO('created_at')} AS created_at`;

export async function insertGrant(q: Queryable, g: { solutionId: string; grantorId: string; amount: number; idempotencyKey?: string | undefined }): Promise<Grant> {
  const { rows } = await q.query<Grant>(
    `INSERT INTO marketplace_grants (solution_id, grantor_id, amount, idempotency_key) VALUES ($1, $2, $3, $4) RETURNING ${GRANT_COLUMNS}`,
    [g.solutionId, g.grantorId, g.amount, g.idempotencyKey ?? null],
  );
  return rows[0]!;
}

export async function findGrantByKey(q: Queryable, grantorId: string, key: string): Promise<Grant | null> {
  const { rows } = await q.query<Grant>(`SELECT ${GRANT_COLUMNS} FROM marketplace_grants WHERE grantor_id = $1 AND idempotency_key = $2`, [grantorId, key]);
  return rows[0] ?? null;
}

/** Inserts the spec's sample solutions that are not there yet (by slug); returns how many were added. */
export async function insertSeed(q: Queryable, seed: readonly SeedSolution[]): Promise<number> {
  let added = 0;
  for (const s of seed) {
    const fr = s.translations.fr;
    const search = normalizeSearch([fr.title, fr.description, s.translations.en.title, s.translations.en.description, s.startup, ...s.tags].join(' '));
    const { rowCount } = await q.query(
      `INSERT INTO marketplace_solutions (slug, title, description, translations, category, classification, price, rating, downloads, startup,
         certified, featured, tags, thumbnail, demo_url, funding_goal, base_funding, current_funding, search_text)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17, $18)
       ON CONFLICT (slug) DO NOTHING`,
      [s.slug, fr.title, fr.description, JSON.stringify(s.translations), s.category, s.classification, s.price, s.rating, s.downloads, s.startup,
        s.certified, s.featured, JSON.stringify(s.tags), s.thumbnail, s.demo_url, s.funding_goal, s.current_funding, search],
    );
    added += rowCount;
  }
  return added;
}

/**
 * Links sample solutions to the sample store listings of the same app (pairs of slugs), once the listing is public;
 * a solution already linked, or one a startup owns, is never touched. Answers how many were linked.
 */
export async function linkSampleListings(q: Queryable, pairs: readonly (readonly [string, string])[]): Promise<number> {
  const { rowCount } = await q.query(
    `UPDATE marketplace_solutions s SET store_app_id = a.id
       FROM store_apps a, unnest($1::text[], $2::text[]) AS p(solution_slug, listing_slug)
      WHERE s.slug = p.solution_slug AND a.slug = p.listing_slug
        AND s.owner_id IS NULL AND s.store_app_id IS NULL AND a.status IN ('approved', 'featured')`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  return rowCount;
}

export async function insertSolution(
  q: Queryable,
  s: { slug: string; ownerId: string; projectId: string; title: string; description: string; category: string; price: number; startup: string; tags: string[]; demoUrl: string | null; fundingGoal: number; storeAppId: string | null; idempotencyKey?: string | undefined },
): Promise<string> {
  const search = normalizeSearch([s.title, s.description, s.startup, ...s.tags].join(' '));
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO marketplace_solutions (slug, owner_id, project_id, title, description, category, price, startup, tags, demo_url, funding_goal, search_text, idempotency_key, store_app_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [s.slug, s.ownerId, s.projectId, s.title, s.description, s.category, s.price, s.startup, JSON.stringify(s.tags), s.demoUrl, s.fundingGoal, search, s.idempotencyKey ?? null, s.storeAppId],
  );
  return rows[0]!.id;
}

export async function listOwnedWithActivity(q: Queryable, ownerId: string): Promise<ReceivedRow[]> {
  const { rows } = await q.query<ReceivedRow>(
    `SELECT ${SOLUTION_COLUMNS},
       coalesce((SELECT json_agg(json_build_object('id', p.id, 'amount', p.amount::float8, 'created_at', ${ISO('p.created_at')}) ORDER BY p.created_at DESC)
         FROM marketplace_pledges p WHERE p.solution_id = s.id AND p.status = 'completed'), '[]'::json) AS pledges,
       coalesce((SELECT json_agg(json_build_object('id', e.id, 'grade', e.grade::int, 'text', e.text, 'created_at', ${ISO('e.created_at')}) ORDER BY e.created_at DESC)
         FROM marketplace_evaluations e WHERE e.solution_id = s.id), '[]'::json) AS evaluations,
       coalesce((SELECT json_agg(json_build_object('id', g.id, 'amount', g.amount::float8, 'created_at', ${ISO('g.created_at')}) ORDER BY g.created_at DESC)
         FROM marketplace_grants g WHERE g.solution_id = s.id), '[]'::json) AS grants
     FROM marketplace_solutions s WHERE s.owner_id = $1 ORDER BY s.created_at DESC`,
    [ownerId],
  );
  return rows;
}

export async function findOwnedByKey(q: Queryable, ownerId: string, key: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(`SELECT id FROM marketplace_solutions WHERE owner_id = $1 AND idempotency_key = $2`, [ownerId, key]);
  return rows[0]?.id ?? null;
}
