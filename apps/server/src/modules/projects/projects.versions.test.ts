import { beforeAll, expect, it } from 'vitest';
import type { ProjectVisibility, Role } from '@ov/shared';
import { describeEachDb } from '../../test/test-app';
import { client, newUser } from '../../test/http';
import { grantRole } from '../../test/roles';

// Saved versions for the editor's version control: list, read, restore (docs/decisions/101-editor-versions.md).
describeEachDb('project versions', (ctx) => {
  it('lists versions newest first, reads one, and restores it as a new version', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const id = (await c.post('/api/projects', { title: 'Radar', code_content: [{ path: 'a.ts', content: 'v1' }] }, { token: u.token })).json.id;
    await c.patch(`/api/projects/${id}`, { code_content: [{ path: 'a.ts', content: 'v2' }, { path: 'b.ts', content: 'b' }] }, { token: u.token });

    const list = await c.get(`/api/projects/${id}/versions`, { token: u.token });
    expect(list.status).toBe(200);
    expect(list.json.versions.map((v: { version: number; file_count: number; title: string }) => [v.version, v.file_count, v.title])).toEqual([
      [2, 2, 'Radar'],
      [1, 1, 'Radar'],
    ]);
    expect(typeof list.json.versions[0].created_at).toBe('string');

    const one = await c.get(`/api/projects/${id}/versions/1`, { token: u.token });
    expect(one.json.version).toMatchObject({ version: 1, code_content: [{ path: 'a.ts', content: 'v1' }] });

    const restored = await c.post(`/api/projects/${id}/versions/1/restore`, {}, { token: u.token });
    expect(restored.status).toBe(200);
    expect(restored.json.project).toMatchObject({ version: 3, code_content: [{ path: 'a.ts', content: 'v1' }] });
    const after = await c.get(`/api/projects/${id}/versions?limit=2`, { token: u.token });
    expect(after.json.versions.map((v: { version: number }) => v.version)).toEqual([3, 2]);
  });

  it('hides other people\'s private versions (404), refuses restore by non-owners (403/404) and bad numbers (404)', async () => {
    const c = client(ctx.app);
    const owner = await newUser(ctx.app);
    const other = await newUser(ctx.app);
    const priv = (await c.post('/api/projects', { title: 'Secret' }, { token: owner.token })).json.id;
    const pub = (await c.post('/api/projects', { title: 'Open', visibility: 'public' }, { token: owner.token })).json.id;

    expect((await c.get(`/api/projects/${priv}/versions`, { token: other.token })).status).toBe(404);
    expect((await c.get(`/api/projects/${priv}/versions`)).status).toBe(404);
    expect((await c.get(`/api/projects/${priv}/versions/1`, { token: other.token })).status).toBe(404);
    expect((await c.post(`/api/projects/${priv}/versions/1/restore`, {}, { token: other.token })).status).toBe(404);
    // Even on a public project the history is the owner's (decision 016).
    expect((await c.get(`/api/projects/${pub}/versions`, { token: other.token })).status).toBe(404);
    expect((await c.get(`/api/projects/${pub}/versions/1`, { token: other.token })).status).toBe(404);
    const denied = await c.post(`/api/projects/${pub}/versions/1/restore`, {}, { token: other.token });
    expect(denied.status).toBe(403);
    expect(denied.json.error.code).toBe('forbidden');
    expect((await c.post(`/api/projects/${pub}/versions/1/restore`, {})).status).toBe(401);

    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999', '7']) {
      const r = await c.get(`/api/projects/${pub}/versions/${bad}`, { token: owner.token });
      expect(r.status).toBe(404);
      expect(r.json.error.code).toBe('not_found');
    }
    expect((await c.get(`/api/projects/${pub}/versions?limit=0`, { token: owner.token })).status).toBe(400);
  });
});

// Attacks on history (decision 016): drafts saved while a project was private must stay private
// when it is published, for every kind of caller but the owner, admins and ministries included.
describeEachDb('project versions: owner only', (ctx) => {
  type Kind = 'anonymous' | 'developer' | 'investor' | 'ministry_interior' | 'ministry_security' | 'ministry_defense' | 'admin';
  const KINDS: Kind[] = ['anonymous', 'developer', 'investor', 'ministry_interior', 'ministry_security', 'ministry_defense', 'admin'];
  const tokens = {} as Record<Kind, string | undefined>;
  let owner = { token: '', id: '' };

  beforeAll(async () => {
    owner = await newUser(ctx.app);
    tokens.anonymous = undefined;
    tokens.developer = (await newUser(ctx.app)).token;
    tokens.investor = (await newUser(ctx.app, { account_type: 'investor' })).token;
    for (const role of ['ministry_interior', 'ministry_security', 'ministry_defense', 'admin'] as const satisfies readonly Role[]) {
      const u = await newUser(ctx.app);
      await grantRole(ctx, u, role);
      tokens[role] = u.token;
    }
  });

  /** v1 private with a secret, v2 the published code under the target visibility. */
  async function publishedAfterPrivateDraft(visibility: ProjectVisibility) {
    const c = client(ctx.app);
    const id = (
      await c.post('/api/projects', { title: 'Brouillon', visibility: 'private', code_content: [{ path: 'cle.ts', content: 'SECRET-DRAFT-KEY' }] }, { token: owner.token })
    ).json.id as string;
    const r = await c.patch(`/api/projects/${id}`, { visibility, title: 'Publié', code_content: [{ path: 'app.ts', content: 'public code' }] }, { token: owner.token });
    expect(r.status).toBe(200);
    return id;
  }

  for (const visibility of ['public', 'ministry_only'] as const) {
    for (const kind of KINDS) {
      it(`${kind} cannot list or read the history of a ${visibility} project whose draft was private`, async () => {
        const c = client(ctx.app);
        const id = await publishedAfterPrivateDraft(visibility);
        const opts = tokens[kind] ? { token: tokens[kind] } : {};
        const canSeeProject = visibility === 'public' || kind.startsWith('ministry_') || kind === 'admin';
        // The project itself follows its visibility (DESIGN §5)...
        const project = await c.get(`/api/projects/${id}`, opts);
        expect(project.status).toBe(canSeeProject ? 200 : 404);
        if (canSeeProject) expect(JSON.stringify(project.json)).not.toContain('SECRET-DRAFT-KEY');
        // ...its history does not.
        for (const path of [`/api/projects/${id}/versions`, `/api/projects/${id}/versions/1`, `/api/projects/${id}/versions/2`]) {
          const r = await c.get(path, opts);
          expect(r.status, path).toBe(404);
          expect(r.json.error.code).toBe('not_found');
          expect(JSON.stringify(r.json)).not.toContain('SECRET-DRAFT-KEY');
        }
        const restore = await c.post(`/api/projects/${id}/versions/1/restore`, {}, opts);
        expect(restore.status).toBe(kind === 'anonymous' ? 401 : canSeeProject ? 403 : 404);
      });
    }
  }

  it('the owner still lists and reads every version, the private draft included', async () => {
    const c = client(ctx.app);
    const id = await publishedAfterPrivateDraft('public');
    const list = await c.get(`/api/projects/${id}/versions`, { token: owner.token });
    expect(list.json.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const draft = await c.get(`/api/projects/${id}/versions/1`, { token: owner.token });
    expect(draft.json.version.code_content).toEqual([{ path: 'cle.ts', content: 'SECRET-DRAFT-KEY' }]);
  });

  it('a stolen project id with a forged user id in the query or body changes nothing', async () => {
    const c = client(ctx.app);
    const id = await publishedAfterPrivateDraft('public');
    const r = await c.get(`/api/projects/${id}/versions?user_id=${owner.id}`, { token: tokens.developer! });
    expect([400, 404]).toContain(r.status);
    expect(JSON.stringify(r.json)).not.toContain('SECRET-DRAFT-KEY');
  });
});
