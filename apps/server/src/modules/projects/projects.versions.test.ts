import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/test-app';
import { client, newUser } from '../../test/http';

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
    expect((await c.get(`/api/projects/${pub}/versions`, { token: other.token })).status).toBe(200);
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
