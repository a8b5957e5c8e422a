import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/test-app';
import { client, newUser } from '../../test/http';

describeEachDb('projects', (ctx) => {
  it('creates with spec defaults, lists newest first, and snapshots a version on every save', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const a = await c.post('/api/projects', { title: 'Alpha' }, { token: u.token });
    expect(a.status).toBe(201);
    const b = await c.post(
      '/api/projects',
      {
        title: 'Bravo',
        description: 'Surveillance',
        visibility: 'public',
        category: 'defense',
        code_content: [{ path: 'index.html', content: '<h1>Hi</h1>' }],
        image_url: null,
        demo_url: null,
        repository_url: null,
        tech_stack: ['react', 'ts'],
        is_featured: false,
        is_verified: false,
      },
      { token: u.token },
    );
    expect(b.status).toBe(201);

    const alpha = (await c.get(`/api/projects/${a.json.id}`, { token: u.token })).json.project;
    expect(alpha).toMatchObject({ title: 'Alpha', visibility: 'private', tech_stack: ['html', 'css', 'js'], code_content: [], is_featured: false, version: 1, user_id: u.id });

    const list = await c.get('/api/projects', { token: u.token });
    expect(list.json.projects.map((p: { title: string }) => p.title)).toEqual(['Bravo', 'Alpha']);

    const upd = await c.patch(`/api/projects/${a.json.id}`, { code_content: [{ path: 'a.ts', content: 'x' }], visibility: 'public' }, { token: u.token });
    expect(upd.status).toBe(200);
    expect(upd.json.project).toMatchObject({ version: 2, visibility: 'public', title: 'Alpha' });
    await c.patch(`/api/projects/${a.json.id}`, { title: 'Alpha 2' }, { token: u.token });
    const versions = await ctx.db.query<{ version: number; title: string }>(
      `SELECT version, snapshot->>'title' AS title FROM project_versions WHERE project_id = $1 ORDER BY version`,
      [a.json.id],
    );
    expect(versions.rows).toEqual([
      { version: 1, title: 'Alpha' },
      { version: 2, title: 'Alpha' },
      { version: 3, title: 'Alpha 2' },
    ]);
    // Now that Alpha was updated, it is the newest.
    const list2 = await c.get('/api/projects', { token: u.token });
    expect(list2.json.projects[0].title).toBe('Alpha 2');
  });

  it('sums star, view and remix counts of own projects only', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const other = await newUser(ctx.app);
    const p1 = (await c.post('/api/projects', { title: 'one' }, { token: u.token })).json.id;
    const p2 = (await c.post('/api/projects', { title: 'two' }, { token: u.token })).json.id;
    const p3 = (await c.post('/api/projects', { title: 'three' }, { token: other.token })).json.id;
    await ctx.db.query('UPDATE projects SET star_count = 3, view_count = 10, remix_count = 1 WHERE id = $1', [p1]);
    await ctx.db.query('UPDATE projects SET star_count = 2, view_count = 5, remix_count = 0 WHERE id = $1', [p2]);
    await ctx.db.query('UPDATE projects SET star_count = 100 WHERE id = $1', [p3]);
    const s = await c.get('/api/projects/stats', { token: u.token });
    expect(s.json).toEqual({ projects: 2, star_count: 5, view_count: 15, remix_count: 1 });
    const empty = await c.get('/api/projects/stats', { token: (await newUser(ctx.app)).token });
    expect(empty.json).toEqual({ projects: 0, star_count: 0, view_count: 0, remix_count: 0 });
  });

  it('refuses self-featuring, bad visibility, unknown fields, empty updates and malformed ids', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const o = { token: u.token };
    expect((await c.post('/api/projects', { title: 'x', is_featured: true }, o)).status).toBe(400);
    expect((await c.post('/api/projects', { title: 'x', visibility: 'secret' }, o)).status).toBe(400);
    expect((await c.post('/api/projects', { title: 'x', user_id: u.id }, o)).status).toBe(400);
    expect((await c.post('/api/projects', { title: '' }, o)).status).toBe(400);
    expect((await c.post('/api/projects', { title: 'x', demo_url: 'javascript:alert(1)' }, o)).status).toBe(400);
    const id = (await c.post('/api/projects', { title: 'x' }, o)).json.id;
    expect((await c.patch(`/api/projects/${id}`, {}, o)).status).toBe(400);
    expect((await c.patch(`/api/projects/${id}`, { star_count: 999 }, o)).status).toBe(400);
    for (const bad of ['not-a-uuid', "1'%20OR%20'1'='1", '00000000-0000-0000-0000-000000000000']) {
      expect((await c.get(`/api/projects/${bad}`, o)).status).toBe(404);
      expect((await c.patch(`/api/projects/${bad}`, { title: 'y' }, o)).status).toBe(404);
      expect((await c.del(`/api/projects/${bad}`, o)).status).toBe(404);
    }
  });
});
