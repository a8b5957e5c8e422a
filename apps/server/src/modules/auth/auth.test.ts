import { expect, it } from 'vitest';
import { REFRESH_COOKIE } from '@ov/shared';
import { describeEachDb, uniqueEmail } from '../../test/test-app';
import { client, newUser, STRONG_PASSWORD } from '../../test/http';

describeEachDb('auth', (ctx) => {
  it('signs up with 100 credits, the developer role, a profile and a ledger row, in one go', async () => {
    const c = client(ctx.app);
    const email = uniqueEmail();
    const r = await c.post('/api/auth/sign-up', { email: email.toUpperCase(), password: STRONG_PASSWORD, full_name: 'Awa Koné' });
    expect(r.status).toBe(201);
    expect(r.json.user).toMatchObject({ email, roles: ['developer'], user_metadata: { full_name: 'Awa Koné', avatar_url: null } });
    const id = r.json.user.id;
    const { rows } = await ctx.db.query<{ amount: number; sum: number; n: number }>(
      `SELECT c.amount, (SELECT sum(delta)::int FROM credit_transactions t WHERE t.user_id = c.user_id) AS sum,
              (SELECT count(*)::int FROM credit_transactions t WHERE t.user_id = c.user_id AND kind = 'signup_bonus') AS n
       FROM credits c WHERE c.user_id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ amount: 100, sum: 100, n: 1 });
    const prof = await ctx.db.query('SELECT email, plan FROM profiles WHERE id = $1', [id]);
    expect(prof.rows[0]).toEqual({ email, plan: 'free' });
  });

  it('grants investor when asked, and never a ministry or admin role', async () => {
    const c = client(ctx.app);
    const inv = await c.post('/api/auth/sign-up', { email: uniqueEmail(), password: STRONG_PASSWORD, full_name: 'I', account_type: 'investor' });
    expect(inv.status).toBe(201);
    expect(inv.json.user.roles).toEqual(['investor']);
    for (const account_type of ['admin', 'ministry_defense', 'user']) {
      const r = await c.post('/api/auth/sign-up', { email: uniqueEmail(), password: STRONG_PASSWORD, full_name: 'X', account_type });
      expect(r.status).toBe(400);
      expect(r.json.error.code).toBe('validation_failed');
    }
    const extra = await c.post('/api/auth/sign-up', { email: uniqueEmail(), password: STRONG_PASSWORD, full_name: 'X', roles: ['admin'] });
    expect(extra.status).toBe(400);
  });

  it('refuses short passwords with weak_password, common ones with common_password, and a taken email', async () => {
    const c = client(ctx.app);
    const short = await c.post('/api/auth/sign-up', { email: uniqueEmail(), password: '12345', full_name: 'A' });
    expect(short.status).toBe(400);
    expect(short.json.error.code).toBe('weak_password');
    const common = await c.post('/api/auth/sign-up', { email: uniqueEmail(), password: 'Azerty123', full_name: 'A' });
    expect(common.status).toBe(400);
    expect(common.json.error.code).toBe('common_password');
    const email = uniqueEmail();
    expect((await c.post('/api/auth/sign-up', { email, password: STRONG_PASSWORD, full_name: 'A' })).status).toBe(201);
    const dup = await c.post('/api/auth/sign-up', { email, password: STRONG_PASSWORD, full_name: 'B' });
    expect(dup.status).toBe(409);
    expect(dup.json.error.code).toBe('email_taken');
    const missing = await c.post('/api/auth/sign-up', { email: uniqueEmail(), password: STRONG_PASSWORD });
    expect(missing.status).toBe(400);
  });

  it('signs in with a session, an httpOnly SameSite=Strict cookie, and a usable access token', async () => {
    const c = client(ctx.app);
    const email = uniqueEmail();
    await c.post('/api/auth/sign-up', { email, password: STRONG_PASSWORD, full_name: 'A' });
    const r = await c.post('/api/auth/sign-in', { email, password: STRONG_PASSWORD });
    expect(r.status).toBe(200);
    const s = r.json.session;
    expect(typeof s.access_token).toBe('string');
    expect(typeof s.refresh_token).toBe('string');
    expect(s.expires_at).toBeGreaterThan(Date.now() / 1000 + 60);
    expect(s.expires_at).toBeLessThanOrEqual(Date.now() / 1000 + 15 * 60 + 5);
    expect(s.user.email).toBe(email);
    const cookie = r.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${REFRESH_COOKIE}=${s.refresh_token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    const me = await c.get('/api/auth/session', { token: s.access_token });
    expect(me.status).toBe(200);
    expect(me.json.user.id).toBe(s.user.id);
    // Only the hash of the refresh token is stored.
    const stored = await ctx.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id WHERE s.user_id = $1',
      [s.user.id],
    );
    expect(stored.rows.map((x) => x.token_hash)).not.toContain(s.refresh_token);
    expect(stored.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers exactly the same for an unknown email and a wrong password, and audits both', async () => {
    const c = client(ctx.app);
    const email = uniqueEmail();
    await c.post('/api/auth/sign-up', { email, password: STRONG_PASSWORD, full_name: 'A' });
    const wrong = await c.post('/api/auth/sign-in', { email, password: 'not-the-password' });
    const unknown = await c.post('/api/auth/sign-in', { email: uniqueEmail(), password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.text).toBe(unknown.text);
    expect(wrong.json.error.code).toBe('invalid_credentials');
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const ok = await c.post('/api/auth/sign-in', { email, password: STRONG_PASSWORD });
    const { rows } = await ctx.db.query<{ event: string }>(
      `SELECT event FROM audit_log WHERE details->>'email' = $1 OR target_user_id = $2 ORDER BY id`,
      [email, ok.json.session.user.id],
    );
    const events = rows.map((r) => r.event);
    expect(events).toContain('sign_in.failure');
    expect(events).toContain('sign_in.success');
  });

  it('rotates refresh tokens (body or cookie) and revokes the whole family when one is replayed', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const first = await c.post('/api/auth/refresh', { refresh_token: u.refresh });
    expect(first.status).toBe(200);
    const t2 = first.json.session.refresh_token;
    expect(t2).not.toBe(u.refresh);
    // The cookie works as well as the body.
    const second = await c.post('/api/auth/refresh', undefined, { headers: { cookie: `${REFRESH_COOKIE}=${t2}` } });
    expect(second.status).toBe(200);
    const t3 = second.json.session.refresh_token;
    const access3 = second.json.session.access_token;
    expect((await c.get('/api/auth/session', { token: access3 })).status).toBe(200);

    // Replaying an old token: refused, and the family (including t3 and its access token) is dead.
    const replay = await c.post('/api/auth/refresh', { refresh_token: u.refresh });
    expect(replay.status).toBe(401);
    expect(replay.json.error.code).toBe('invalid_refresh_token');
    expect((await c.post('/api/auth/refresh', { refresh_token: t3 })).status).toBe(401);
    expect((await c.get('/api/auth/session', { token: access3 })).status).toBe(401);
    const { rows } = await ctx.db.query<{ revoked_reason: string }>('SELECT revoked_reason FROM sessions WHERE user_id = $1', [u.id]);
    expect(rows.map((r) => r.revoked_reason)).toEqual(['refresh_token_reuse']);
    const audit = await ctx.db.query('SELECT 1 FROM audit_log WHERE event = $1 AND target_user_id = $2', ['refresh.reuse_detected', u.id]);
    expect(audit.rows.length).toBe(1);
  });

  it('refuses unknown, missing and garbage refresh tokens', async () => {
    const c = client(ctx.app);
    expect((await c.post('/api/auth/refresh', { refresh_token: 'nope' })).status).toBe(401);
    expect((await c.post('/api/auth/refresh')).status).toBe(401);
    expect((await c.post('/api/auth/refresh', { refresh_token: 42 })).status).toBe(400);
  });

  it('signs out: the access token and refresh token stop working', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const out = await c.post('/api/auth/sign-out', undefined, { token: u.token });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie') ?? '').toMatch(new RegExp(`${REFRESH_COOKIE}=;`));
    expect((await c.get('/api/auth/session', { token: u.token })).status).toBe(401);
    expect((await c.post('/api/auth/refresh', { refresh_token: u.refresh })).status).toBe(401);
    expect((await c.post('/api/auth/sign-out')).status).toBe(401);
  });

  it('rejects forged, expired-looking and alg=none tokens as anonymous', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const [h, p] = u.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    for (const token of [`${h}.${p}.AAAA`, none, 'garbage.token.value']) {
      expect((await c.get('/api/auth/session', { token })).status).toBe(401);
    }
    expect((await c.get('/api/auth/session')).json.error.code).toBe('unauthorized');
  });
});
