import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/test-app';
import { client, newUser } from '../../test/http';

describeEachDb('profile and roles', (ctx) => {
  it('reads and updates only full_name and avatar_url of the caller', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app, { full_name: 'Awa' });
    const p = await c.get('/api/profile', { token: u.token });
    expect(p.json.profile).toEqual({ id: u.id, full_name: 'Awa', avatar_url: null, email: u.email, plan: 'free' });
    const upd = await c.patch('/api/profile', { full_name: 'Awa Koné', avatar_url: 'https://cdn.example/a.png' }, { token: u.token });
    expect(upd.status).toBe(200);
    expect(upd.json.profile).toMatchObject({ full_name: 'Awa Koné', avatar_url: 'https://cdn.example/a.png', plan: 'free' });
    expect((await c.patch('/api/profile', { avatar_url: '' }, { token: u.token })).json.profile.avatar_url).toBeNull();
    for (const bad of [{ email: 'x@y.z' }, { plan: 'pro' }, { avatar_url: 'javascript:alert(1)' }, { full_name: '' }, { id: u.id }]) {
      expect((await c.patch('/api/profile', bad, { token: u.token })).status).toBe(400);
    }
    expect((await c.get('/api/profile')).status).toBe(401);
    expect((await c.get('/api/auth/session', { token: u.token })).json.user.user_metadata.full_name).toBe('Awa Koné');
  });

  it('lists the caller roles', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app, { account_type: 'investor' });
    expect((await c.get('/api/roles', { token: u.token })).json).toEqual({ roles: ['investor'] });
    expect((await c.get('/api/roles')).status).toBe(401);
  });
});
