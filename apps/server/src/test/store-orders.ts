import type { ProjectFile } from '@ov/shared';
import type { Db } from '../platform/db/types';
import { filesHash } from '../modules/store';

// Roles are granted with grantRole(ctx, user, role) from ./roles: admin and ministry roles need 2FA (decision 211).
export { grantRole } from './roles';

export const SAMPLE_APP_FILES: ProjectFile[] = [
  { path: 'index.html', content: '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Registre</title></head><body><div id="root"></div></body></html>' },
  { path: 'src/main.tsx', content: "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')!).render(<App />);\n" },
  { path: 'src/App.tsx', content: "export default function App() {\n  return <main><h1>Registre des incidents</h1></main>;\n}\n" },
];


let seq = 0;

/**
 * A listing with one version, written straight to the tables (the listing routes are another module's); with
 * `status: 'approved'` the approval goes through the same UPDATE a review makes, so the version records it.
 */
export async function seedListing(
  db: Db,
  o: { authorId: string; status?: 'pending' | 'audited' | 'approved' | 'featured' | 'rejected'; price?: number; baseline?: 'pass' | 'fail'; ministryOnly?: boolean; targetBuyers?: 'government' | 'private' | 'both'; files?: ProjectFile[]; slug?: string },
): Promise<{ id: string; slug: string; versionId: string; hash: string }> {
  const slug = o.slug ?? `app-${Date.now().toString(36)}-${++seq}`;
  const files = o.files ?? SAMPLE_APP_FILES;
  const hash = filesHash(files);
  const app = await db.query<{ id: string }>(
    `INSERT INTO store_apps (slug, author_id, title, description, category, price, target_buyers, classification, ministry_only, status, baseline, audit_score)
     VALUES ($1, $2, $3, 'Registre des incidents de sécurité', 'security', $4, $5, 'non_protege', $6, 'pending', $7, 90) RETURNING id`,
    [slug, o.authorId, `Registre ${slug}`, o.price ?? 12000, o.targetBuyers ?? 'both', o.ministryOnly ?? false, o.baseline ?? 'pass'],
  );
  const id = app.rows[0]!.id;
  const versionId = await addVersion(db, id, 1, files);
  await db.query(`UPDATE store_apps SET current_version_id = $2 WHERE id = $1`, [id, versionId]);
  if (o.status && o.status !== 'pending') await db.query(`UPDATE store_apps SET status = $2 WHERE id = $1`, [id, o.status]);
  return { id, slug, versionId, hash };
}

export async function addVersion(db: Db, appId: string, number: number, files: ProjectFile[]): Promise<string> {
  const r = await db.query<{ id: string }>(
    `INSERT INTO store_versions (app_id, number, hash, files, files_count) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id`,
    [appId, number, filesHash(files), JSON.stringify(files), files.length],
  );
  return r.rows[0]!.id;
}

/** Resubmission then approval of a new version, as the review flow leaves it. */
export async function approveNewVersion(db: Db, appId: string, number: number, files: ProjectFile[], baseline: 'pass' | 'fail' = 'pass'): Promise<string> {
  const versionId = await addVersion(db, appId, number, files);
  await db.query(`UPDATE store_apps SET current_version_id = $2, status = 'pending', baseline = $3 WHERE id = $1`, [appId, versionId, baseline]);
  await db.query(`UPDATE store_apps SET status = 'approved' WHERE id = $1`, [appId]);
  return versionId;
}
