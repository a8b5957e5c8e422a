import { expect, it } from 'vitest';
import { describeEachDb, uniqueEmail } from '../../test/test-app';
import { client, newUser, signIn } from '../../test/http';
import { createAuthService, ensureAdmin } from '../auth';
import { createCreditsService } from '../credits';
import { createTokenSigner } from '../../platform/security/tokens';
import { noRateLimit } from '../../platform/security/rate-limit';
import { silentLogger } from '../../platform/logger';

describeEachDb('admin', (ctx) => {
  const bootstrap = (email: string, password: string) => {
    const auth = createAuthService({
      db: ctx.db,
      credits: createCreditsService(ctx.db),
      tokens: createTokenSigner(ctx.config.jwtSecret),
      rateLimiter: noRateLimit,
      logger: silentLogger,
    });
    return ensureAdmin({ db: ctx.db, auth, logger: silentLogger }, { email, password });
  };

  it('creates the ADMIN_EMAIL account at start-up once, and it can sign in as admin', async () => {
    const email = uniqueEmail('admin');
    expect(await bootstrap(email.toUpperCase(), 'Admin-Pass-2026')).toBe('created');
    expect(await bootstrap(email, 'Admin-Pass-2026')).toBe('exists');
    const s = await signIn(ctx.app, email, 'Admin-Pass-2026');
    expect(s.user.roles).toEqual(['admin']);
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]);
    expect(rows[0]!.n).toBe(1);
  });

  it('does not promote an account someone else registered with the admin email', async () => {
    const squatter = await newUser(ctx.app);
    expect(await bootstrap(squatter.email, 'Different-Admin-Pass')).toBe('refused');
    const roles = await client(ctx.app).get('/api/roles', { token: squatter.token });
    expect(roles.json.roles).toEqual(['developer']);
  });

  it('grants and revokes roles through the endpoint, each change in audit_log; non-admins get 403', async () => {
    const c = client(ctx.app);
    const email = uniqueEmail('admin');
    await bootstrap(email, 'Admin-Pass-2026');
    const admin = await signIn(ctx.app, email, 'Admin-Pass-2026');
    const u = await newUser(ctx.app);
    const path = `/api/admin/users/${u.id}/roles`;

    expect((await c.post(path, { role: 'ministry_defense' }, { token: u.token })).status).toBe(403);
    expect((await c.post(path, { role: 'ministry_defense' })).status).toBe(401);

    const g = await c.post(path, { role: 'ministry_defense', action: 'grant' }, { token: admin.access_token });
    expect(g.status).toBe(200);
    expect(g.json.roles).toEqual(['developer', 'ministry_defense']);
    expect((await c.get('/api/roles', { token: u.token })).json.roles).toEqual(['developer', 'ministry_defense']);
    // Granting twice changes nothing and writes nothing.
    await c.post(path, { role: 'ministry_defense' }, { token: admin.access_token });
    const rv = await c.post(path, { role: 'ministry_defense', action: 'revoke' }, { token: admin.access_token });
    expect(rv.json.roles).toEqual(['developer']);

    const { rows } = await ctx.db.query<{ event: string; actor_id: string; role: string }>(
      `SELECT event, actor_id, details->>'role' AS role FROM audit_log WHERE target_user_id = $1 AND event LIKE 'role.%' ORDER BY id`,
      [u.id],
    );
    expect(rows).toEqual([
      { event: 'role.granted', actor_id: admin.user.id, role: 'ministry_defense' },
      { event: 'role.revoked', actor_id: admin.user.id, role: 'ministry_defense' },
    ]);
    expect((await c.post(path, { role: 'emperor' }, { token: admin.access_token })).status).toBe(400);
    expect((await c.post('/api/admin/users/not-a-uuid/roles', { role: 'admin' }, { token: admin.access_token })).status).toBe(404);
    expect(
      (await c.post('/api/admin/users/00000000-0000-4000-8000-000000000000/roles', { role: 'admin' }, { token: admin.access_token })).status,
    ).toBe(404);
    const self = await c.post(`/api/admin/users/${admin.user.id}/roles`, { role: 'admin', action: 'revoke' }, { token: admin.access_token });
    expect(self.status).toBe(409);
  });

  it('audit_log is append-only', async () => {
    await expect(ctx.db.query(`UPDATE audit_log SET event = 'x'`)).rejects.toThrow();
    await expect(ctx.db.query(`DELETE FROM audit_log`)).rejects.toThrow();
  });
});
