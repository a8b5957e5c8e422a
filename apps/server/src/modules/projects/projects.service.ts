import {
  DEFAULT_PROJECT_VISIBILITY,
  DEFAULT_TECH_STACK,
  type CreateProjectInput,
  type Project,
  type UpdateProjectInput,
} from '@ov/shared';
import type { Db, Queryable } from '../../platform/db/types';
import type { AuthUser } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { canRead, canReadHistory, canWrite } from './projects.policy';
import * as repo from './projects.repository';

const notFound = () => new AppError(404, 'not_found', 'Project not found');

export function createProjectsService(db: Db) {
  /**
   * Saved versions are the owner's history: a version saved while the project was private must not
   * become readable when it is made public or ministry-only (docs/decisions/016-project-versions-owner-only.md).
   * Anyone else gets the same 404 as for a project they cannot see.
   */
  const ownHistory = async (user: AuthUser | null, id: string) => {
    const p = await repo.findById(db, id);
    if (!p || !canReadHistory(user, p)) throw notFound();
    return p;
  };
  /** A project the caller may change, read in `tx` with its row locked: 404 if they cannot see it, 403 if they only may read it. */
  const ownForWrite = async (tx: Queryable, user: AuthUser, id: string, refusal: string) => {
    const p = await repo.findById(tx, id, true);
    if (!p || !canRead(user, p)) throw notFound();
    if (!canWrite(user, p)) throw new AppError(403, 'forbidden', refusal);
    return p;
  };
  /** Saves a change and its version snapshot (every save adds one). */
  const saveVersion = async (tx: Queryable, user: AuthUser, id: string, patch: UpdateProjectInput) => {
    const updated = await repo.update(tx, id, patch);
    await repo.insertVersion(tx, updated, user.id);
    return updated;
  };
  return {
    listOwn: (user: AuthUser, limit: number) => repo.listByOwner(db, user.id, limit),
    stats: (user: AuthUser) => repo.stats(db, user.id),

    /** Whether `userId` owns the project (the marketplace links a solution to one of its author's projects). */
    isOwner: async (userId: string, id: string): Promise<boolean> => (await repo.findById(db, id))?.user_id === userId,

    /** Counts and last change of a project, no content (the marketplace's Analyser panel shows them for a linked project). */
    async activity(id: string): Promise<{ updated_at: string; versions: number; star_count: number; view_count: number; remix_count: number } | null> {
      const p = await repo.findById(db, id);
      if (!p) return null;
      return { updated_at: p.updated_at, versions: await repo.countVersions(db, id), star_count: p.star_count, view_count: p.view_count, remix_count: p.remix_count };
    },

    /** Denied reads are 404 so that ids do not leak. */
    async get(user: AuthUser | null, id: string): Promise<Project> {
      const p = await repo.findById(db, id);
      if (!p || !canRead(user, p)) throw notFound();
      return p;
    },

    /** Creates the project and its first version snapshot in one transaction. */
    async create(user: AuthUser, input: CreateProjectInput): Promise<Project> {
      return db.transaction(async (tx) => {
        const p = await repo.insert(tx, user.id, {
          ...input,
          visibility: input.visibility ?? DEFAULT_PROJECT_VISIBILITY,
          tech_stack: input.tech_stack ?? [...DEFAULT_TECH_STACK],
          code_content: input.code_content ?? [],
        });
        await repo.insertVersion(tx, p, user.id);
        return p;
      });
    },

    /**
     * A generated app kept as a private project (decision 110): its files are both the code and the AI's base for
     * a later three-way merge, with what the AI understood. Runs in the caller's transaction (the charge's).
     */
    async createGenerated(
      userId: string,
      g: { title: string; description: string; files: { path: string; content: string }[]; techStack: string[]; spec: unknown },
      tx: Queryable,
    ): Promise<{ id: string; title: string }> {
      const files = g.files.map((f) => ({ path: f.path, content: f.content }));
      const p = await repo.insert(tx, userId, {
        title: g.title.trim().slice(0, 200) || 'Application',
        description: g.description.slice(0, 5000) || null,
        visibility: 'private',
        tech_stack: g.techStack.map((t) => t.trim().slice(0, 50)).filter(Boolean).slice(0, 50),
        code_content: files,
        app_spec: g.spec ?? null,
        generated_files: files,
      });
      await repo.insertVersion(tx, p, userId);
      return { id: p.id, title: p.title };
    },

    /** Owner only (403 if the caller may read it, 404 otherwise); every save adds a version snapshot. */
    async update(user: AuthUser, id: string, patch: UpdateProjectInput): Promise<Project> {
      return db.transaction(async (tx) => {
        await ownForWrite(tx, user, id, 'Only the owner can change this project');
        return saveVersion(tx, user, id, patch);
      });
    },

    async remove(user: AuthUser, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await ownForWrite(tx, user, id, 'Only the owner can delete this project');
        await repo.remove(tx, id);
      });
    },

    countVersions: (id: string) => repo.countVersions(db, id),

    /** For an instruction (decision 115): the project's files, description and base; null unless the caller owns it. */
    async instructionSource(userId: string, id: string): Promise<repo.InstructionSource | null> {
      const p = await repo.findInstructionSource(db, id);
      return p && p.user_id === userId ? p : null;
    },

    /** Saved versions, for the owner only (decision 016, superseding the read rule of 101). */
    async listVersions(user: AuthUser | null, id: string, limit: number): Promise<repo.VersionSummary[]> {
      await ownHistory(user, id);
      return repo.listVersions(db, id, limit);
    },

    async getVersion(user: AuthUser | null, id: string, version: number): Promise<repo.VersionDetail> {
      await ownHistory(user, id);
      const v = await repo.findVersion(db, id, version);
      if (!v) throw new AppError(404, 'not_found', 'Version not found');
      return v;
    },

    /** Owner only: the version's files become the project's code, saved as a new version (history is never rewritten). */
    async restoreVersion(user: AuthUser, id: string, version: number): Promise<Project> {
      return db.transaction(async (tx) => {
        await ownForWrite(tx, user, id, 'Only the owner can change this project');
        const v = await repo.findVersion(tx, id, version);
        if (!v) throw new AppError(404, 'not_found', 'Version not found');
        return saveVersion(tx, user, id, { code_content: v.code_content });
      });
    },
  };
}
export type ProjectsService = ReturnType<typeof createProjectsService>;
