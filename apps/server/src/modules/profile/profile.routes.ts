import { Hono } from 'hono';
import { updateProfileSchema, type Profile } from '@ov/shared';
import type { Db } from '../../platform/db/types';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { readJson } from '../../platform/http/validate';
import { currentUser, requireUser } from '../../platform/security/guards';
import { listRoles } from '../auth/auth.repository';

const PROFILE_COLUMNS = 'id, full_name, avatar_url, email, plan';

/** GET/PATCH /api/profile: the caller's own profile only; email and plan are read-only. */
export function createProfileRoutes(db: Db) {
  const r = new Hono<AppEnv>();
  r.use('*', requireUser);
  r.get('/', async (c) => {
    const { rows } = await db.query<Profile>(`SELECT ${PROFILE_COLUMNS} FROM profiles WHERE id = $1`, [currentUser(c).id]);
    if (!rows[0]) throw new AppError(404, 'not_found', 'Profile not found');
    return c.json({ profile: rows[0] });
  });
  r.patch('/', async (c) => {
    const body = await readJson(c, updateProfileSchema);
    const avatar = body.avatar_url === '' ? null : body.avatar_url;
    const { rows } = await db.query<Profile>(
      `UPDATE profiles SET
         full_name = CASE WHEN $2::boolean THEN $3 ELSE full_name END,
         avatar_url = CASE WHEN $4::boolean THEN $5 ELSE avatar_url END,
         updated_at = now()
       WHERE id = $1 RETURNING ${PROFILE_COLUMNS}`,
      [currentUser(c).id, body.full_name !== undefined, body.full_name ?? null, avatar !== undefined, avatar ?? null],
    );
    if (!rows[0]) throw new AppError(404, 'not_found', 'Profile not found');
    return c.json({ profile: rows[0] });
  });
  return r;
}

/** GET /api/roles: the caller's own roles. */
export function createRolesRoutes(db: Db) {
  const r = new Hono<AppEnv>();
  r.get('/', requireUser, async (c) => c.json({ roles: await listRoles(db, currentUser(c).id) }));
  return r;
}
