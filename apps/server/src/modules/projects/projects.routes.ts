import { Hono } from 'hono';
import { z } from 'zod';
import {
  createProjectSchema,
  updateProjectSchema,
  type CreateProjectResponse,
  type ProjectListResponse,
  type ProjectResponse,
  type ProjectStats,
} from '@ov/shared';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { isUuid, readJson, readQuery } from '../../platform/http/validate';
import { currentUser, requireUser } from '../../platform/security/guards';
import type { ProjectsService } from './projects.service';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }).strict();

const projectId = (id: string | undefined): string => {
  // A malformed id cannot exist: answer like any other unknown project.
  if (!isUuid(id)) throw new AppError(404, 'not_found', 'Project not found');
  return id;
};

const versionsQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }).strict();

const versionNumber = (v: string | undefined): number => {
  const n = Number(v);
  if (!v || !/^\d{1,9}$/.test(v) || !Number.isSafeInteger(n) || n < 1) throw new AppError(404, 'not_found', 'Version not found');
  return n;
};

/** DESIGN section 4, /api/projects. */
export function createProjectsRoutes(projects: ProjectsService) {
  const r = new Hono<AppEnv>();

  r.get('/', requireUser, async (c) => {
    const { limit } = readQuery(c, listQuery);
    return c.json({ projects: await projects.listOwn(currentUser(c), limit) } satisfies ProjectListResponse);
  });
  r.post('/', requireUser, async (c) => {
    const body = await readJson(c, createProjectSchema);
    const p = await projects.create(currentUser(c), body);
    return c.json({ id: p.id } satisfies CreateProjectResponse, 201);
  });
  r.get('/stats', requireUser, async (c) => c.json((await projects.stats(currentUser(c))) satisfies ProjectStats));
  r.get('/:id', async (c) => c.json({ project: await projects.get(c.get('user'), projectId(c.req.param('id'))) } satisfies ProjectResponse));
  r.get('/:id/versions', async (c) => {
    const { limit } = readQuery(c, versionsQuery);
    return c.json({ versions: await projects.listVersions(c.get('user'), projectId(c.req.param('id')), limit) });
  });
  r.get('/:id/versions/:version', async (c) => {
    const id = projectId(c.req.param('id'));
    return c.json({ version: await projects.getVersion(c.get('user'), id, versionNumber(c.req.param('version'))) });
  });
  r.post('/:id/versions/:version/restore', requireUser, async (c) => {
    const id = projectId(c.req.param('id'));
    return c.json({ project: await projects.restoreVersion(currentUser(c), id, versionNumber(c.req.param('version'))) } satisfies ProjectResponse);
  });
  r.patch('/:id', requireUser, async (c) => {
    const id = projectId(c.req.param('id'));
    const body = await readJson(c, updateProjectSchema);
    return c.json({ project: await projects.update(currentUser(c), id, body) } satisfies ProjectResponse);
  });
  r.delete('/:id', requireUser, async (c) => {
    await projects.remove(currentUser(c), projectId(c.req.param('id')));
    return c.body(null, 204);
  });
  return r;
}
