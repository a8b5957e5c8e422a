import { deploymentUrl, type StoreDeployment } from '@ov/shared';
import type { Db } from '../../platform/db/types';
import { AppError } from '../../platform/http/errors';
import { recordAudit } from '../audit';
import { buildApp, DEFAULT_BUILD_BUDGET_MS, visibleListing, type Viewer } from '../store';
import * as repo from './deploy.repository';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

function toDeployment(r: repo.DeploymentRow): StoreDeployment {
  return {
    id: r.id,
    app: { slug: r.slug, title: r.title },
    version: { number: r.version_number, hash: r.version_hash },
    url: deploymentUrl(r.slug, r.version_number),
    state: r.state,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    newer_version: r.newer_version === null ? null : Number(r.newer_version),
    role: r.author_id === r.user_id ? 'author' : 'buyer',
  };
}

export type DeployOptions = { db: Db; buildBudgetMs?: number; now?: () => number };

/**
 * Deployment of approved store versions on the platform (issue 17 items 4–5, decisions 186–188): built once per
 * pinned-files hash, kept in the database (bytea), served under /apps/<slug>/<version>/ while deployed.
 */
export function createDeployService(opts: DeployOptions) {
  const { db } = opts;
  const budgetMs = opts.buildBudgetMs ?? DEFAULT_BUILD_BUDGET_MS;
  const now = opts.now ?? (() => performance.now());

  async function ensureBuilt(version: repo.VersionRow): Promise<void> {
    if (await repo.hasBuild(db, version.hash)) return;
    const files = await repo.versionFiles(db, version.id);
    const built = await buildApp(files, { budgetMs, now });
    if (!built.ok) {
      throw new AppError(422, 'store_build_failed', built.message.en);
    }
    await db.transaction((tx) =>
      repo.saveBuild(tx, { sourceHash: version.hash, buildHash: built.hash, kind: built.kind, scriptHashes: built.scriptHashes, imports: built.imports, files: built.files }),
    );
  }

  return {
    /** By the listing's author or a buyer; the newest approved version unless `version` names one. Redeploying moves to it. */
    async deploy(viewer: Viewer, slug: string, versionNumber: number | undefined, ip: string | null): Promise<StoreDeployment> {
      const app = await visibleListing(db, slug, viewer);
      const isAuthor = app.author_id === viewer.id;
      if (!isAuthor) {
        if (!(await repo.hasBought(db, viewer.id, app.id))) throw new AppError(403, 'store_not_buyer', 'Only the author or a buyer may deploy this listing');
      }
      const version = await repo.findVersion(db, app.id, versionNumber);
      if (!version) throw new AppError(versionNumber === undefined ? 409 : 404, versionNumber === undefined ? 'store_version_not_approved' : 'not_found', 'No such approved version');
      if (!version.approved_at) throw new AppError(409, 'store_version_not_approved', 'This version has not been approved');
      if (version.approved_baseline !== 'pass') throw new AppError(409, 'store_deploy_baseline_failed', 'This version failed its security baseline');
      await ensureBuilt(version);
      const id = await db.transaction(async (tx) => {
        const depId = await repo.upsertDeployment(tx, { appId: app.id, userId: viewer.id, versionId: version.id, sourceHash: version.hash });
        await recordAudit(tx, 'store.deployed', { actorId: viewer.id, targetUserId: app.author_id, ip, details: { app_id: app.id, slug: app.slug, version: version.number, hash: version.hash, deployment_id: depId } });
        return depId;
      });
      const row = await repo.findDeployment(db, id);
      if (!row) throw new Error('deployment vanished');
      return toDeployment(row);
    },

    async list(userId: string): Promise<StoreDeployment[]> {
      return (await repo.listDeployments(db, userId)).map(toDeployment);
    },

    /** The caller's own deployment only (404 otherwise); the URL stops answering unless someone else deployed it too. */
    async undeploy(viewer: Viewer, id: string, ip: string | null): Promise<StoreDeployment> {
      const row = await repo.findDeployment(db, id);
      if (!row || row.user_id !== viewer.id) throw new AppError(404, 'not_found', 'Deployment not found');
      if (row.state === 'active') {
        await db.transaction(async (tx) => {
          await repo.removeDeployment(tx, id);
          await recordAudit(tx, 'store.undeployed', { actorId: viewer.id, targetUserId: row.author_id, ip, details: { app_id: row.app_id, slug: row.slug, version: row.version_number, deployment_id: id } });
        });
      }
      return toDeployment((await repo.findDeployment(db, id))!);
    },

    servedFile: (slug: string, number: number, path: string) => repo.servedFile(db, slug, number, path),
  };
}

export type DeployService = ReturnType<typeof createDeployService>;
