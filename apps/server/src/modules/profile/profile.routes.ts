import { Hono } from 'hono';
import { updateProfileSchema } from '@ov/shared';
import type { Db } from '../../platform/db/types';
import type { AppEnv } from '../../platform/http/app-env';
import { readJson } from '../../platform/http/validate';
import { currentUser, requireUser } from '../../platform/security/guards';
import { createProfileService, type ProfileService } from './profile.service';

/** GET/PATCH /api/profile: the caller's own profile only; email and plan are read-only. */
export function createProfileRoutes(db: Db, profiles: ProfileService = createProfileService(db)) {
  const r = new Hono<AppEnv>();
  r.use('*', requireUser);
  r.get('/', async (c) => c.json({ profile: await profiles.get(currentUser(c).id) }));
  r.patch('/', async (c) => {
    const body = await readJson(c, updateProfileSchema);
    return c.json({ profile: await profiles.update(currentUser(c).id, body) });
  });
  return r;
}

/** GET /api/roles: the caller's own roles. */
export function createRolesRoutes(db: Db, profiles: ProfileService = createProfileService(db)) {
  const r = new Hono<AppEnv>();
  r.get('/', requireUser, async (c) => c.json({ roles: await profiles.roles(currentUser(c).id) }));
  return r;
}
