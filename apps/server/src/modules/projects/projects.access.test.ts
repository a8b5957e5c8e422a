import { beforeAll, expect, it } from 'vitest';
import type { ProjectVisibility, Role } from '@ov/shared';
import { describeEachDb } from '../../test/test-app';
import { client, newUser } from '../../test/http';
import type { App } from '../../app';
import { grantRole } from '../../test/roles';
import type { Db } from '../../platform/db/types';

// DESIGN section 5, as one table: every kind of user × every visibility × read/update/delete/list.
// Denied reads are 404 (ids do not leak); a non-owner who may read gets 403 on writes.
type Kind = 'anonymous' | 'owner' | 'developer' | 'investor' | 'ministry_interior' | 'ministry_security' | 'ministry_defense' | 'admin';
type Cell = { read: number; update: number; delete: number; list: boolean | 401 };

// The cells that recur: signed out (writes need a session), the owner, a reader who may not write, a project hidden.
const SIGNED_OUT = { update: 401, delete: 401, list: 401 } as const;
const OWNER: Cell = { read: 200, update: 200, delete: 204, list: true };
const READ_ONLY: Cell = { read: 200, update: 403, delete: 403, list: false };
const HIDDEN: Cell = { read: 404, update: 404, delete: 404, list: false };

const MATRIX: Record<Kind, Record<ProjectVisibility, Cell>> = {
  anonymous: { public: { read: 200, ...SIGNED_OUT }, private: { read: 404, ...SIGNED_OUT }, ministry_only: { read: 404, ...SIGNED_OUT } },
  owner: { public: OWNER, private: OWNER, ministry_only: OWNER },
  developer: { public: READ_ONLY, private: HIDDEN, ministry_only: HIDDEN },
  investor: { public: READ_ONLY, private: HIDDEN, ministry_only: HIDDEN },
  ministry_interior: { public: READ_ONLY, private: HIDDEN, ministry_only: READ_ONLY },
  ministry_security: { public: READ_ONLY, private: HIDDEN, ministry_only: READ_ONLY },
  ministry_defense: { public: READ_ONLY, private: HIDDEN, ministry_only: READ_ONLY },
  admin: { public: READ_ONLY, private: HIDDEN, ministry_only: READ_ONLY },
};

const KINDS = Object.keys(MATRIX) as Kind[];
const VISIBILITIES: ProjectVisibility[] = ['public', 'private', 'ministry_only'];

/** Admin and ministry roles need 2FA (decision 211): grantRole also enrols the account. */
async function grant(app: App, db: Db, user: { id: string; token: string }, role: Role) {
  await grantRole({ app, db }, user, role);
}

describeEachDb('projects access matrix', (ctx) => {
  const tokens = {} as Record<Kind, string | undefined>;
  let ownerToken = '';

  beforeAll(async () => {
    const owner = await newUser(ctx.app);
    ownerToken = owner.token;
    tokens.owner = owner.token;
    tokens.anonymous = undefined;
    tokens.developer = (await newUser(ctx.app)).token;
    tokens.investor = (await newUser(ctx.app, { account_type: 'investor' })).token;
    for (const role of ['ministry_interior', 'ministry_security', 'ministry_defense', 'admin'] as const) {
      const u = await newUser(ctx.app);
      await grant(ctx.app, ctx.db, u, role);
      tokens[role] = u.token; // roles are read per request, so the existing token sees the grant
    }
  });

  const create = async (visibility: ProjectVisibility) => {
    const r = await client(ctx.app).post('/api/projects', { title: `p-${visibility}`, visibility }, { token: ownerToken });
    expect(r.status).toBe(201);
    return r.json.id as string;
  };

  for (const kind of KINDS) {
    for (const visibility of VISIBILITIES) {
      const cell = MATRIX[kind][visibility];
      it(`${kind} × ${visibility}: read ${cell.read}, update ${cell.update}, delete ${cell.delete}, list ${cell.list}`, async () => {
        const c = client(ctx.app);
        const token = tokens[kind];
        const opts = token ? { token } : {};
        const id = await create(visibility);

        const read = await c.get(`/api/projects/${id}`, opts);
        expect(read.status).toBe(cell.read);
        if (cell.read === 200) expect(read.json.project.id).toBe(id);
        else expect(read.json.error.code).toBe('not_found');

        const list = await c.get('/api/projects', opts);
        if (cell.list === 401) expect(list.status).toBe(401);
        else expect(list.json.projects.some((p: { id: string }) => p.id === id)).toBe(cell.list);

        const upd = await c.patch(`/api/projects/${id}`, { title: 'changed' }, opts);
        expect(upd.status).toBe(cell.update);
        const after = await c.get(`/api/projects/${id}`, { token: ownerToken });
        expect(after.json.project.title).toBe(cell.update === 200 ? 'changed' : `p-${visibility}`);

        const del = await c.del(`/api/projects/${id}`, opts);
        expect(del.status).toBe(cell.delete);
        const gone = await c.get(`/api/projects/${id}`, { token: ownerToken });
        expect(gone.status).toBe(cell.delete === 204 ? 404 : 200);
      });
    }
  }

  it('a ministry grant takes effect, and its revocation too, without a new sign-in', async () => {
    const c = client(ctx.app);
    const id = await create('ministry_only');
    const u = await newUser(ctx.app);
    expect((await c.get(`/api/projects/${id}`, { token: u.token })).status).toBe(404);
    await grant(ctx.app, ctx.db, u, 'ministry_defense');
    expect((await c.get(`/api/projects/${id}`, { token: u.token })).status).toBe(200);
    await ctx.db.query('DELETE FROM user_roles WHERE user_id = $1 AND role = $2', [u.id, 'ministry_defense']);
    expect((await c.get(`/api/projects/${id}`, { token: u.token })).status).toBe(404);
  });
});
