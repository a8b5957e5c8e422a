import type { ProjectFile } from '@ov/shared';
import type { Queryable } from '../../platform/db/types';

export type VersionRow = { id: string; number: number; hash: string; approved_at: Date | string | null; approved_baseline: 'pass' | 'fail' | null };

/** A version of the listing by number, or its newest approved one when `number` is undefined. */
export async function findVersion(q: Queryable, appId: string, number?: number): Promise<VersionRow | null> {
  const r =
    number === undefined
      ? await q.query<VersionRow>(
          `SELECT id, number, hash, approved_at, approved_baseline FROM store_versions WHERE app_id = $1 AND approved_at IS NOT NULL ORDER BY number DESC LIMIT 1`,
          [appId],
        )
      : await q.query<VersionRow>(`SELECT id, number, hash, approved_at, approved_baseline FROM store_versions WHERE app_id = $1 AND number = $2`, [appId, number]);
  return r.rows[0] ?? null;
}

/** The pinned files, whichever way they were stored: an array of {path, content} or an object path → content. */
export async function versionFiles(q: Queryable, versionId: string): Promise<ProjectFile[]> {
  const r = await q.query<{ files: unknown }>(`SELECT files FROM store_versions WHERE id = $1`, [versionId]);
  const raw = r.rows[0]?.files;
  const files = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  if (Array.isArray(files)) {
    return files.map((f: unknown) => (Array.isArray(f) ? { path: String(f[0]), content: String(f[1]) } : { path: String((f as ProjectFile).path), content: String((f as ProjectFile).content) }));
  }
  if (files && typeof files === 'object') return Object.entries(files as Record<string, unknown>).map(([path, content]) => ({ path, content: String(content) }));
  return [];
}

export async function hasBuild(q: Queryable, sourceHash: string): Promise<boolean> {
  return (await q.query(`SELECT 1 FROM store_builds WHERE source_hash = $1`, [sourceHash])).rows.length > 0;
}

export async function saveBuild(
  q: Queryable,
  b: { sourceHash: string; buildHash: string; kind: string; scriptHashes: string[]; imports: string[]; files: { path: string; content: string; contentType: string }[] },
): Promise<void> {
  const bytes = b.files.reduce((n, f) => n + Buffer.byteLength(f.content), 0);
  const r = await q.query(
    `INSERT INTO store_builds (source_hash, build_hash, kind, script_hashes, imports, bytes) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6)
     ON CONFLICT (source_hash) DO NOTHING RETURNING source_hash`,
    [b.sourceHash, b.buildHash, b.kind, JSON.stringify(b.scriptHashes), JSON.stringify(b.imports), bytes],
  );
  if (r.rows.length === 0) return; // built by a parallel request: the first one stays
  for (const f of b.files) {
    await q.query(`INSERT INTO store_build_files (source_hash, path, content_type, body) VALUES ($1, $2, $3, $4)`, [b.sourceHash, f.path, f.contentType, Buffer.from(f.content, 'utf8')]);
  }
}

export type DeploymentRow = {
  id: string;
  app_id: string;
  slug: string;
  title: string;
  author_id: string;
  user_id: string;
  version_number: number;
  version_hash: string;
  state: 'active' | 'removed';
  created_at: Date | string;
  updated_at: Date | string;
  newer_version: number | null;
};

const DEPLOYMENT_SELECT = `
  SELECT d.id, d.app_id, a.slug, a.title, a.author_id, d.user_id, v.number AS version_number, v.hash AS version_hash, d.state,
         d.created_at, d.updated_at,
         (SELECT max(n.number) FROM store_versions n
           WHERE n.app_id = d.app_id AND n.approved_at IS NOT NULL AND n.approved_baseline = 'pass' AND n.number > v.number) AS newer_version
    FROM store_deployments d
    JOIN store_apps a ON a.id = d.app_id
    JOIN store_versions v ON v.id = d.version_id`;

export async function upsertDeployment(q: Queryable, d: { appId: string; userId: string; versionId: string; sourceHash: string }): Promise<string> {
  const r = await q.query<{ id: string }>(
    `INSERT INTO store_deployments (app_id, user_id, version_id, source_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, app_id) DO UPDATE SET version_id = EXCLUDED.version_id, source_hash = EXCLUDED.source_hash, state = 'active', updated_at = now()
     RETURNING id`,
    [d.appId, d.userId, d.versionId, d.sourceHash],
  );
  return r.rows[0]!.id;
}

export async function findDeployment(q: Queryable, id: string): Promise<DeploymentRow | null> {
  return (await q.query<DeploymentRow>(`${DEPLOYMENT_SELECT} WHERE d.id = $1`, [id])).rows[0] ?? null;
}

export async function listDeployments(q: Queryable, userId: string): Promise<DeploymentRow[]> {
  return (await q.query<DeploymentRow>(`${DEPLOYMENT_SELECT} WHERE d.user_id = $1 ORDER BY d.updated_at DESC, d.id`, [userId])).rows;
}

export async function removeDeployment(q: Queryable, id: string): Promise<void> {
  await q.query(`UPDATE store_deployments SET state = 'removed', updated_at = now() WHERE id = $1`, [id]);
}

export type ServedBuild = { scriptHashes: string[]; file: { content_type: string; body: Uint8Array } | null };

/** A built file of `slug` version `number`, only while someone's deployment of that version is active. */
export async function servedFile(q: Queryable, slug: string, number: number, path: string): Promise<ServedBuild | null> {
  const r = await q.query<{ script_hashes: string[] | string; content_type: string | null; body: Uint8Array | null }>(
    `SELECT b.script_hashes, f.content_type, f.body
       FROM store_apps a
       JOIN store_versions v ON v.app_id = a.id AND v.number = $2
       JOIN store_builds b ON b.source_hash = v.hash
       LEFT JOIN store_build_files f ON f.source_hash = b.source_hash AND f.path = $3
      WHERE a.slug = $1 AND EXISTS (SELECT 1 FROM store_deployments d WHERE d.version_id = v.id AND d.state = 'active')`,
    [slug, number, path],
  );
  const row = r.rows[0];
  if (!row) return null;
  const hashes = typeof row.script_hashes === 'string' ? (JSON.parse(row.script_hashes) as string[]) : row.script_hashes;
  return { scriptHashes: hashes, file: row.body && row.content_type ? { content_type: row.content_type, body: row.body } : null };
}

/** A completed order of this listing by this user. */
export async function hasBought(q: Queryable, userId: string, appId: string): Promise<boolean> {
  return (await q.query(`SELECT 1 FROM store_orders WHERE buyer_id = $1 AND app_id = $2 AND status = 'completed'`, [userId, appId])).rows.length > 0;
}
