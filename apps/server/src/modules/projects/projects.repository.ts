import type { CreateProjectInput, Project, ProjectStats, ProjectSummary, ProjectVersionSummary, UpdateProjectInput } from '@ov/shared';
import { isoTimestamp } from '../../platform/db/timestamps';
import type { Queryable } from '../../platform/db/types';

const iso = (v: unknown): string => new Date(v as string).toISOString();

const SUMMARY = 'id, title, description, visibility, category, updated_at, star_count, view_count, remix_count';
const FULL = `${SUMMARY}, user_id, code_content, image_url, demo_url, repository_url, tech_stack, is_featured, is_verified, created_at, version`;

type Row = Record<string, unknown>;
const toSummary = (r: Row): ProjectSummary => ({ ...(r as unknown as ProjectSummary), updated_at: isoTimestamp(r.updated_at) });
const toProject = (r: Row): Project => ({
  ...(r as unknown as Project),
  updated_at: iso(r.updated_at),
  created_at: iso(r.created_at),
});

/** The list of `GET /api/projects`: its timestamp is read as text (isoTimestamp, decision 270); the order is the column's. */
export async function listByOwner(q: Queryable, userId: string, limit: number): Promise<ProjectSummary[]> {
  const { rows } = await q.query<Row>(
    `SELECT id, title, description, visibility, category, updated_at::text AS updated_at, star_count, view_count, remix_count
     FROM projects p WHERE user_id = $1 ORDER BY p.updated_at DESC, p.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map(toSummary);
}

export async function findById(q: Queryable, id: string, forUpdate = false): Promise<Project | null> {
  const { rows } = await q.query<Row>(`SELECT ${FULL} FROM projects WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toProject(rows[0]) : null;
}

/** What the AI understood and wrote, kept with a generated project (migration 021); null for a hand-made one. */
export type GeneratedColumns = { app_spec?: unknown; generated_files?: { path: string; content: string }[] };

export async function insert(
  q: Queryable,
  userId: string,
  p: Required<Pick<CreateProjectInput, 'visibility' | 'tech_stack' | 'code_content'>> & CreateProjectInput & GeneratedColumns,
): Promise<Project> {
  const { rows } = await q.query<Row>(
    `INSERT INTO projects (user_id, title, description, visibility, category, code_content, image_url, demo_url,
       repository_url, tech_stack, app_spec, generated_files)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10::jsonb, $11::jsonb, $12::jsonb) RETURNING ${FULL}`,
    [
      userId,
      p.title,
      p.description ?? null,
      p.visibility,
      p.category ?? null,
      JSON.stringify(p.code_content),
      p.image_url ?? null,
      p.demo_url ?? null,
      p.repository_url ?? null,
      JSON.stringify(p.tech_stack),
      p.app_spec == null ? null : JSON.stringify(p.app_spec),
      p.generated_files == null ? null : JSON.stringify(p.generated_files),
    ],
  );
  return toProject(rows[0]!);
}

const UPDATABLE = [
  'title',
  'description',
  'visibility',
  'category',
  'code_content',
  'image_url',
  'demo_url',
  'repository_url',
  'tech_stack',
  'app_spec',
  'generated_files',
] as const;
const JSON_COLUMNS = new Set(['code_content', 'tech_stack', 'app_spec', 'generated_files']);

/** Updates the given fields and bumps the version; the column list is fixed, values are parameters. */
export async function update(q: Queryable, id: string, patch: UpdateProjectInput): Promise<Project> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const col of UPDATABLE) {
    if (patch[col] === undefined) continue;
    params.push(JSON_COLUMNS.has(col) ? JSON.stringify(patch[col]) : patch[col]);
    sets.push(`${col} = $${params.length}${JSON_COLUMNS.has(col) ? '::jsonb' : ''}`);
  }
  sets.push('version = version + 1', 'updated_at = now()');
  const { rows } = await q.query<Row>(`UPDATE projects SET ${sets.join(', ')} WHERE id = $1 RETURNING ${FULL}`, params);
  return toProject(rows[0]!);
}

export type InstructionSource = {
  user_id: string;
  code_content: { path: string; content: string }[];
  version: number;
  app_spec: unknown;
  generated_files: unknown;
};

/** What an instruction needs (decision 115): the files, the app description and the files as last generated. */
export async function findInstructionSource(q: Queryable, id: string): Promise<InstructionSource | null> {
  const { rows } = await q.query<Row>('SELECT user_id, code_content, version, app_spec, generated_files FROM projects WHERE id = $1', [id]);
  const r = rows[0];
  if (!r) return null;
  return {
    user_id: String(r.user_id),
    code_content: (Array.isArray(r.code_content) ? r.code_content : []) as InstructionSource['code_content'],
    version: Number(r.version),
    app_spec: r.app_spec ?? null,
    generated_files: r.generated_files ?? null,
  };
}

export async function insertVersion(q: Queryable, project: Project, actorId: string): Promise<void> {
  await q.query(`INSERT INTO project_versions (project_id, version, snapshot, created_by) VALUES ($1, $2, $3::jsonb, $4)`, [
    project.id,
    project.version,
    JSON.stringify(project),
    actorId,
  ]);
}

export async function remove(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM projects WHERE id = $1', [id]);
}

export async function countVersions(q: Queryable, id: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM project_versions WHERE project_id = $1', [id]);
  return rows[0]?.n ?? 0;
}

export type VersionSummary = ProjectVersionSummary;
export type VersionDetail = VersionSummary & { code_content: { path: string; content: string }[] };

/** Saved versions of a project, newest first (the snapshot's title and file count, not its content). */
export async function listVersions(q: Queryable, id: string, limit: number): Promise<VersionSummary[]> {
  const { rows } = await q.query<Row>(
    `SELECT version, created_at, snapshot->>'title' AS title,
       COALESCE(jsonb_array_length(snapshot->'code_content'), 0)::int AS file_count
     FROM project_versions WHERE project_id = $1 ORDER BY version DESC LIMIT $2`,
    [id, limit],
  );
  return rows.map((r) => ({ version: Number(r.version), created_at: iso(r.created_at), title: String(r.title ?? ''), file_count: Number(r.file_count) }));
}

export async function findVersion(q: Queryable, id: string, version: number): Promise<VersionDetail | null> {
  const { rows } = await q.query<Row>(
    `SELECT version, created_at, snapshot->>'title' AS title, COALESCE(snapshot->'code_content', '[]'::jsonb) AS code_content
     FROM project_versions WHERE project_id = $1 AND version = $2`,
    [id, version],
  );
  const r = rows[0];
  if (!r) return null;
  const files = (Array.isArray(r.code_content) ? r.code_content : []) as { path: string; content: string }[];
  return { version: Number(r.version), created_at: iso(r.created_at), title: String(r.title ?? ''), file_count: files.length, code_content: files };
}

export async function stats(q: Queryable, userId: string): Promise<ProjectStats> {
  const { rows } = await q.query<ProjectStats>(
    `SELECT count(*)::int AS projects, COALESCE(sum(star_count), 0)::int AS star_count,
       COALESCE(sum(view_count), 0)::int AS view_count, COALESCE(sum(remix_count), 0)::int AS remix_count
     FROM projects WHERE user_id = $1`,
    [userId],
  );
  return rows[0]!;
}
