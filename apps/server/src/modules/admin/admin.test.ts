import { expect, it } from 'vitest';
import { describeEachDb, uniqueEmail } from '../../test/test-app';
import { client, newUser, signIn } from '../../test/http';
import { enrolMfa } from '../../test/roles';
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
      mfaKey: ctx.config.mfaKey,
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
    // The bootstrap admin must enrol 2FA before anything else (decision 211).
    expect((await c.post(`/api/admin/users/${admin.user.id}/roles`, { role: 'admin', reason: 'test' }, { token: admin.access_token })).json.error.code).toBe('mfa_enrollment_required');
    await enrolMfa(ctx.app, admin.access_token);
    const u = await newUser(ctx.app);
    const path = `/api/admin/users/${u.id}/roles`;

    expect((await c.post(path, { role: 'ministry_defense', reason: 'Nouvelle affectation' }, { token: u.token })).status).toBe(403);
    expect((await c.post(path, { role: 'ministry_defense', reason: 'Nouvelle affectation' })).status).toBe(401);

    const g = await c.post(path, { role: 'ministry_defense', action: 'grant', reason: 'Nouvelle affectation' }, { token: admin.access_token });
    expect(g.status).toBe(200);
    expect(g.json.roles).toEqual(['developer', 'ministry_defense']);
    // The new ministry official is sent to enrolment: only /api/auth/* answers until 2FA is on.
    const me = await c.get('/api/auth/session', { token: u.token });
    expect(me.json.user).toMatchObject({ roles: ['developer', 'ministry_defense'], mfa_enabled: false, mfa_required: true });
    expect((await c.get('/api/roles', { token: u.token })).json.error.code).toBe('mfa_enrollment_required');
    // Granting twice changes nothing and writes nothing.
    await c.post(path, { role: 'ministry_defense', reason: 'Nouvelle affectation' }, { token: admin.access_token });
    const rv = await c.post(path, { role: 'ministry_defense', action: 'revoke', reason: 'Fin de mission' }, { token: admin.access_token });
    expect(rv.json.roles).toEqual(['developer']);

    const { rows } = await ctx.db.query<{ event: string; actor_id: string; role: string }>(
      `SELECT event, actor_id, details->>'role' AS role, details->>'reason' AS reason FROM audit_log WHERE target_user_id = $1 AND event LIKE 'role.%' ORDER BY id`,
      [u.id],
    );
    expect(rows).toEqual([
      { event: 'role.granted', actor_id: admin.user.id, role: 'ministry_defense', reason: 'Nouvelle affectation' },
      { event: 'role.revoked', actor_id: admin.user.id, role: 'ministry_defense', reason: 'Fin de mission' },
    ]);
    expect((await c.post(path, { role: 'emperor', reason: 'x'.repeat(5) }, { token: admin.access_token })).status).toBe(400);
    expect((await c.post('/api/admin/users/not-a-uuid/roles', { role: 'admin', reason: 'because' }, { token: admin.access_token })).status).toBe(404);
    expect(
      (await c.post('/api/admin/users/00000000-0000-4000-8000-000000000000/roles', { role: 'admin', reason: 'because' }, { token: admin.access_token })).status,
    ).toBe(404);
    const self = await c.post(`/api/admin/users/${admin.user.id}/roles`, { role: 'admin', action: 'revoke', reason: 'because' }, { token: admin.access_token });
    expect(self.status).toBe(409);
  });

  it('audit_log is append-only', async () => {
    await expect(ctx.db.query(`UPDATE audit_log SET event = 'x'`)).rejects.toThrow();
    await expect(ctx.db.query(`DELETE FROM audit_log`)).rejects.toThrow();
  });
});
