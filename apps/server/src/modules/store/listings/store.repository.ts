import type { Certification, ProjectFile, StoreAppSummary, StoreSort, StoreStatus, StoreTimelineEvent, StoreTranslations } from '@ov/shared';
import type { Queryable } from '../../../platform/db/types';

type Row = Record<string, unknown>;

/** The summary columns of a listing: never the pinned files nor the audit report (decision 172). */
const SUMMARY = `a.id, a.slug, a.title, a.description, a.translations, a.category, a.tech_stack, a.price, a.target_buyers, a.classification,
  a.ministry_only, a.status, a.rating, a.ratings_count, a.downloads, a.author_id, coalesce(p.full_name, '') AS author_name,
  a.submitted_at, a.screenshots, a.audit_score, a.baseline`;
const DETAIL = `${SUMMARY}, a.project_id, a.features, a.certifications, a.data_location, a.demo_url, a.feedback, a.current_version_id`;
const FROM = `store_apps a LEFT JOIN profiles p ON p.id = a.author_id`;

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export type AppRow = StoreAppSummary & { id: string };
export type AppDetailRow = AppRow & {
  project_id: string | null;
  features: string[];
  certifications: Certification[];
  data_location: string | null;
  demo_url: string | null;
  feedback: string | null;
  current_version_id: string | null;
};

function toSummary(r: Row): AppRow {
  return {
    id: String(r.id),
    slug: String(r.slug),
    title: String(r.title),
    description: String(r.description),
    translations: (r.translations as AppRow['translations']) ?? null,
    category: r.category as AppRow['category'],
    tech_stack: strings(r.tech_stack),
    price: Number(r.price),
    target_buyers: r.target_buyers as AppRow['target_buyers'],
    classification: r.classification as AppRow['classification'],
    ministry_only: r.ministry_only === true,
    status: r.status as StoreStatus,
    rating: Number(r.rating),
    ratings_count: Number(r.ratings_count),
    downloads: Number(r.downloads),
    author: { id: String(r.author_id), name: String(r.author_name ?? '') },
    submitted_at: iso(r.submitted_at),
    screenshots: strings(r.screenshots),
    audit_score: r.audit_score === null || r.audit_score === undefined ? null : Number(r.audit_score),
    baseline: (r.baseline as AppRow['baseline']) ?? null,
  };
}

function toDetail(r: Row): AppDetailRow {
  return {
    ...toSummary(r),
    project_id: (r.project_id as string | null) ?? null,
    features: strings(r.features),
    certifications: (Array.isArray(r.certifications) ? r.certifications : []) as Certification[],
    data_location: (r.data_location as string | null) ?? null,
    demo_url: (r.demo_url as string | null) ?? null,
    feedback: (r.feedback as string | null) ?? null,
    current_version_id: (r.current_version_id as string | null) ?? null,
  };
}

const ORDER: Record<StoreSort, string> = {
  rating: 'a.rating DESC, a.id',
  price: 'a.price DESC, a.id',
  downloads: 'a.downloads DESC, a.id',
};

/** `%`, `_` and `\` are literal in a search. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export type ListFilter = { words: string[]; category?: string; sort: StoreSort; limit: number; offset: number; seeMinistry: boolean };

/**
 * The public list: approved and featured listings, ministry_only ones only when `seeMinistry`. Each word of the
 * search must appear in the folded title, description or tech stack (store_fold on both sides, decision 172).
 */
export async function listPublic(q: Queryable, f: ListFilter): Promise<{ items: AppRow[]; total: number }> {
  const params: unknown[] = [];
  const where = [`a.status IN ('approved', 'featured')`];
  if (!f.seeMinistry) where.push('NOT a.ministry_only');
  if (f.category) {
    params.push(f.category);
    where.push(`a.category = $${params.length}`);
  }
  for (const w of f.words) {
    params.push(likeEscape(w));
    // The sub-select folds the word once per query, not once per row (a generic plan would call store_fold per row).
    where.push(`a.search LIKE (SELECT '%' || store_fold($${params.length}) || '%') ESCAPE '\\'`);
  }
  const cond = where.join(' AND ');
  const n = params.length;
  // The page's ids in sort order first (narrow rows: a deep page never sorts wide rows), then those rows and authors.
  const page = (withTotal: boolean) =>
    q.query<Row>(
      `SELECT ${SUMMARY}${withTotal ? ', pg.total_count' : ''} FROM (
         SELECT a.id${withTotal ? ', count(*) OVER () AS total_count' : ''} FROM store_apps a WHERE ${cond} ORDER BY ${ORDER[f.sort]} LIMIT $${n + 1} OFFSET $${n + 2}
       ) pg JOIN store_apps a ON a.id = pg.id LEFT JOIN profiles p ON p.id = a.author_id ORDER BY ${ORDER[f.sort]}`,
      [...params, f.limit, f.offset],
    );
  const countAll = async () => (await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM store_apps a WHERE ${cond}`, params)).rows[0]?.n ?? 0;
  if (f.words.length === 0) {
    // No search: the page comes straight out of the sort's partial index; the count is a separate cheap scan.
    const [{ rows }, total] = [await page(false), await countAll()];
    return { items: rows.map(toSummary), total };
  }
  // A search reads every candidate row anyway: one scan gives the page and, beside it, the total.
  const { rows } = await page(true);
  if (rows.length > 0) return { items: rows.map(toSummary), total: Number(rows[0]!.total_count) };
  return { items: [], total: f.offset === 0 ? 0 : await countAll() };
}

export async function listByAuthor(q: Queryable, authorId: string): Promise<AppRow[]> {
  const { rows } = await q.query<Row>(`SELECT ${SUMMARY} FROM ${FROM} WHERE a.author_id = $1 ORDER BY a.submitted_at DESC, a.id`, [authorId]);
  return rows.map(toSummary);
}

/** Listings awaiting an admin: pending (audit running) and audited, oldest first, with their open justifications count. */
export async function listQueue(q: Queryable): Promise<(AppRow & { version: number; open_justifications: number })[]> {
  const { rows } = await q.query<Row>(
    `SELECT ${SUMMARY}, v.number AS version_number,
       (SELECT count(*)::int FROM store_justifications j WHERE j.version_id = a.current_version_id AND j.verified IS NULL) AS open_justifications
     FROM ${FROM} LEFT JOIN store_versions v ON v.id = a.current_version_id
     WHERE a.status IN ('pending', 'audited') ORDER BY a.submitted_at, a.id`,
  );
  return rows.map((r) => ({ ...toSummary(r), version: Number(r.version_number ?? 0), open_justifications: Number(r.open_justifications ?? 0) }));
}

export async function findBySlug(q: Queryable, slug: string, forUpdate = false): Promise<AppDetailRow | null> {
  const { rows } = await q.query<Row>(
    forUpdate ? `SELECT ${DETAIL} FROM ${FROM} WHERE a.slug = $1 FOR UPDATE OF a` : `SELECT ${DETAIL} FROM ${FROM} WHERE a.slug = $1`,
    [slug],
  );
  return rows[0] ? toDetail(rows[0]) : null;
}

export async function findById(q: Queryable, id: string): Promise<AppDetailRow | null> {
  const { rows } = await q.query<Row>(`SELECT ${DETAIL} FROM ${FROM} WHERE a.id = $1`, [id]);
  return rows[0] ? toDetail(rows[0]) : null;
}

/** The caller's project as a submission needs it; null when it does not exist or is not the caller's. */
export async function findOwnProject(q: Queryable, userId: string, projectId: string): Promise<{ code_content: unknown; tech_stack: string[]; version: number } | null> {
  const { rows } = await q.query<Row>(`SELECT code_content, tech_stack, version FROM projects WHERE id = $1 AND user_id = $2 FOR SHARE`, [projectId, userId]);
  const r = rows[0];
  return r ? { code_content: r.code_content, tech_stack: strings(r.tech_stack), version: Number(r.version) } : null;
}

export type NewApp = {
  slug: string;
  authorId: string;
  projectId: string | null;
  title: string;
  description: string;
  category: string;
  techStack: string[];
  features: string[];
  price: number;
  targetBuyers: string;
  classification: string;
  ministryOnly: boolean;
  certifications: Certification[];
  dataLocation: string | null;
  demoUrl: string | null;
  screenshots: string[];
};

/** Inserts the listing unless the slug is taken (then null). */
export async function insertApp(q: Queryable, a: NewApp): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO store_apps (slug, author_id, project_id, title, description, category, tech_stack, features, price, target_buyers,
       classification, ministry_only, certifications, data_location, demo_url, screenshots)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11, $12, $13::jsonb, $14, $15, $16::jsonb)
     ON CONFLICT (slug) DO NOTHING RETURNING id`,
    [
      a.slug,
      a.authorId,
      a.projectId,
      a.title,
      a.description,
      a.category,
      JSON.stringify(a.techStack),
      JSON.stringify(a.features),
      a.price,
      a.targetBuyers,
      a.classification,
      a.ministryOnly,
      JSON.stringify(a.certifications),
      a.dataLocation,
      a.demoUrl,
      JSON.stringify(a.screenshots),
    ],
  );
  return rows[0]?.id ?? null;
}

export type AppPatch = Partial<{
  title: string;
  description: string;
  category: string;
  tech_stack: string[];
  features: string[];
  price: number;
  target_buyers: string;
  classification: string;
  ministry_only: boolean;
  certifications: Certification[];
  data_location: string | null;
  demo_url: string | null;
  status: StoreStatus;
  feedback: string | null;
  current_version_id: string;
  audit_score: number | null;
  baseline: 'pass' | 'fail' | null;
}>;
const JSON_COLS = new Set(['tech_stack', 'features', 'certifications']);

export async function updateApp(q: Queryable, id: string, patch: AppPatch): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) continue;
    params.push(JSON_COLS.has(k) ? JSON.stringify(v) : v);
    sets.push(`${k} = $${params.length}${JSON_COLS.has(k) ? '::jsonb' : ''}`);
  }
  if (sets.length === 0) return;
  sets.push('updated_at = now()');
  await q.query(`UPDATE store_apps SET ${sets.join(', ')} WHERE id = $1`, params);
}

export async function insertVersion(q: Queryable, appId: string, number: number, hash: string, files: ProjectFile[]): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO store_versions (app_id, number, hash, files, files_count) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id`,
    [appId, number, hash, JSON.stringify(files), files.length],
  );
  return rows[0]!.id;
}

export type VersionRow = {
  id: string;
  app_id: string;
  number: number;
  hash: string;
  files_count: number;
  created_at: string;
  audit: unknown;
  metrics: unknown;
  compliance: unknown;
  price_suggestion: unknown;
  audited_at: string | null;
};

const VERSION_COLS = `id, app_id, number, hash, files_count, created_at, audit, metrics, compliance, price_suggestion, audited_at`;
function toVersion(r: Row): VersionRow {
  return {
    id: String(r.id),
    app_id: String(r.app_id),
    number: Number(r.number),
    hash: String(r.hash),
    files_count: Number(r.files_count),
    created_at: iso(r.created_at),
    audit: r.audit ?? null,
    metrics: r.metrics ?? null,
    compliance: r.compliance ?? null,
    price_suggestion: r.price_suggestion ?? null,
    audited_at: r.audited_at ? iso(r.audited_at) : null,
  };
}

export async function findVersion(q: Queryable, id: string): Promise<VersionRow | null> {
  const { rows } = await q.query<Row>(`SELECT ${VERSION_COLS} FROM store_versions WHERE id = $1`, [id]);
  return rows[0] ? toVersion(rows[0]) : null;
}

export async function versionFiles(q: Queryable, id: string): Promise<ProjectFile[]> {
  const { rows } = await q.query<{ files: ProjectFile[] }>(`SELECT files FROM store_versions WHERE id = $1`, [id]);
  return rows[0]?.files ?? [];
}

/** The previous version's files (number - 1), for "what changed". */
export async function previousFiles(q: Queryable, appId: string, number: number): Promise<ProjectFile[] | null> {
  const { rows } = await q.query<{ files: ProjectFile[] }>(`SELECT files FROM store_versions WHERE app_id = $1 AND number = $2`, [appId, number - 1]);
  return rows[0]?.files ?? null;
}

export async function versionSbom(q: Queryable, id: string): Promise<unknown> {
  const { rows } = await q.query<{ sbom: unknown }>(`SELECT sbom FROM store_versions WHERE id = $1`, [id]);
  return rows[0]?.sbom ?? null;
}

export async function maxVersionNumber(q: Queryable, appId: string): Promise<number> {
  const { rows } = await q.query<{ n: number | null }>(`SELECT max(number) AS n FROM store_versions WHERE app_id = $1`, [appId]);
  return Number(rows[0]?.n ?? 0);
}

/** Stores the audit results once; false when another instance already did. */
export async function saveAudit(
  q: Queryable,
  versionId: string,
  r: { audit: unknown; metrics: unknown; compliance: unknown; priceSuggestion: unknown; sbom: unknown },
): Promise<boolean> {
  const res = await q.query(
    `UPDATE store_versions SET audit = $2::jsonb, metrics = $3::jsonb, compliance = $4::jsonb, price_suggestion = $5::jsonb, sbom = $6::jsonb,
       audited_at = now() WHERE id = $1 AND audited_at IS NULL`,
    [versionId, JSON.stringify(r.audit), JSON.stringify(r.metrics), JSON.stringify(r.compliance), JSON.stringify(r.priceSuggestion), JSON.stringify(r.sbom)],
  );
  return res.rowCount > 0;
}

/** Versions whose audit never finished (the server stopped during it), oldest first. */
export async function unauditedVersions(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT v.id FROM store_versions v JOIN store_apps a ON a.current_version_id = v.id WHERE v.audited_at IS NULL AND a.status = 'pending' ORDER BY v.created_at`,
  );
  return rows.map((r) => r.id);
}

export type JustificationRow = { id: string; finding_id: string; text: string; verified: boolean | null };

export async function justifications(q: Queryable, versionId: string): Promise<JustificationRow[]> {
  const { rows } = await q.query<Row>(`SELECT id, finding_id, text, verified FROM store_justifications WHERE version_id = $1`, [versionId]);
  return rows.map((r) => ({ id: String(r.id), finding_id: String(r.finding_id), text: String(r.text), verified: (r.verified as boolean | null) ?? null }));
}

/** Gives or changes a justification; a changed text needs verifying again. */
export async function upsertJustification(q: Queryable, versionId: string, findingId: string, text: string, authorId: string): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO store_justifications (version_id, finding_id, text, author_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (version_id, finding_id) DO UPDATE SET text = EXCLUDED.text, author_id = EXCLUDED.author_id,
       verified = CASE WHEN store_justifications.text = EXCLUDED.text THEN store_justifications.verified END,
       verified_by = CASE WHEN store_justifications.text = EXCLUDED.text THEN store_justifications.verified_by END,
       verified_at = CASE WHEN store_justifications.text = EXCLUDED.text THEN store_justifications.verified_at END,
       updated_at = now()
     RETURNING id`,
    [versionId, findingId, text, authorId],
  );
  return rows[0]!.id;
}

/** Carries the previous version's justifications to the new one for findings it still has (same id: same code). */
export async function carryJustifications(q: Queryable, fromVersion: string, toVersion: string, findingIds: string[]): Promise<void> {
  if (findingIds.length === 0) return;
  await q.query(
    `INSERT INTO store_justifications (version_id, finding_id, text, author_id, verified, verified_by, verified_at)
     SELECT $2, finding_id, text, author_id, verified, verified_by, verified_at FROM store_justifications
     WHERE version_id = $1 AND finding_id = ANY($3::text[])
     ON CONFLICT (version_id, finding_id) DO NOTHING`,
    [fromVersion, toVersion, findingIds],
  );
}

export async function findJustification(q: Queryable, id: string): Promise<(JustificationRow & { version_id: string; app_id: string }) | null> {
  const { rows } = await q.query<Row>(
    `SELECT j.id, j.finding_id, j.text, j.verified, j.version_id, v.app_id FROM store_justifications j JOIN store_versions v ON v.id = j.version_id WHERE j.id = $1 FOR UPDATE OF j`,
    [id],
  );
  const r = rows[0];
  return r
    ? { id: String(r.id), finding_id: String(r.finding_id), text: String(r.text), verified: (r.verified as boolean | null) ?? null, version_id: String(r.version_id), app_id: String(r.app_id) }
    : null;
}

export async function setVerified(q: Queryable, id: string, verified: boolean, adminId: string): Promise<void> {
  await q.query(`UPDATE store_justifications SET verified = $2, verified_by = $3, verified_at = now(), updated_at = now() WHERE id = $1`, [id, verified, adminId]);
}

/** Open justifications of the current versions of listings in the queue. */
export async function openJustifications(q: Queryable, appIds: string[]): Promise<{ id: string; app_id: string; finding_id: string; text: string }[]> {
  if (appIds.length === 0) return [];
  const { rows } = await q.query<Row>(
    `SELECT j.id, a.id AS app_id, j.finding_id, j.text FROM store_justifications j JOIN store_apps a ON a.current_version_id = j.version_id
     WHERE a.id = ANY($1::uuid[]) AND j.verified IS NULL ORDER BY j.created_at`,
    [appIds],
  );
  return rows.map((r) => ({ id: String(r.id), app_id: String(r.app_id), finding_id: String(r.finding_id), text: String(r.text) }));
}

/** The listing's history from audit_log (events store.*), oldest first. */
export async function timeline(q: Queryable, appId: string): Promise<StoreTimelineEvent[]> {
  const { rows } = await q.query<Row>(
    `SELECT event, details, created_at FROM audit_log WHERE event LIKE 'store.%' AND details ->> 'app_id' = $1 ORDER BY id`,
    [appId],
  );
  return rows.map((r) => {
    const d = (r.details ?? {}) as { version?: number; feedback?: string; finding_id?: string; from_price?: unknown; to_price?: unknown };
    const event = String(r.event).slice('store.'.length) as StoreTimelineEvent['event'];
    const price = typeof d.from_price === 'number' && typeof d.to_price === 'number' ? { price: { from: d.from_price, to: d.to_price } } : {};
    return { at: iso(r.created_at), event, version: typeof d.version === 'number' ? d.version : null, detail: d.feedback ?? d.finding_id ?? null, ...price };
  });
}

export async function versionIdByNumber(q: Queryable, appId: string, number: number): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(`SELECT id FROM store_versions WHERE app_id = $1 AND number = $2`, [appId, number]);
  return rows[0]?.id ?? null;
}

/** pending → audited with the label, only while `versionId` is still the listing's current version; false otherwise. */
export async function markAudited(q: Queryable, appId: string, versionId: string, score: number, baseline: 'pass' | 'fail'): Promise<boolean> {
  const r = await q.query(
    `UPDATE store_apps SET status = 'audited', audit_score = $2, baseline = $3, updated_at = now() WHERE id = $1 AND current_version_id = $4 AND status = 'pending'`,
    [appId, score, baseline, versionId],
  );
  return r.rowCount > 0;
}

/** The listing's label, when `versionId` is its current version. */
export async function setLabel(q: Queryable, appId: string, versionId: string, score: number, baseline: 'pass' | 'fail'): Promise<void> {
  await q.query(`UPDATE store_apps SET audit_score = $2, baseline = $3, updated_at = now() WHERE id = $1 AND current_version_id = $4`, [appId, score, baseline, versionId]);
}

/** A sample vendor (decision 174): an account nobody can sign in to (the password hash is not a hash). */
export async function upsertSampleVendor(q: Queryable, email: string, name: string): Promise<string> {
  await q.query(`INSERT INTO users (email, password_hash) VALUES ($1, '!sample-vendor') ON CONFLICT (email) DO NOTHING`, [email]);
  const { rows } = await q.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);
  const id = rows[0]!.id;
  await q.query(`INSERT INTO profiles (id, email, full_name) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [id, email, name]);
  await q.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'developer') ON CONFLICT DO NOTHING`, [id]);
  return id;
}

export async function setSampleFigures(q: Queryable, appId: string, rating: number, downloads: number): Promise<void> {
  await q.query(`UPDATE store_apps SET rating = $2, downloads = $3 WHERE id = $1`, [appId, rating, downloads]);
}

/** A sample's texts per language (decision 174); also fills a sample seeded before they existed. Never a user's listing. */
export async function setSampleTranslations(q: Queryable, slug: string, vendorEmail: string, translations: StoreTranslations): Promise<void> {
  await q.query(
    `UPDATE store_apps SET translations = $3::jsonb WHERE slug = $1 AND translations IS DISTINCT FROM $3::jsonb
       AND author_id = (SELECT id FROM users WHERE email = $2)`,
    [slug, vendorEmail, JSON.stringify(translations)],
  );
}

/** Serialises the seed across instances until the transaction ends. */
export async function seedLock(q: Queryable, key: number): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1)', [key]);
}
