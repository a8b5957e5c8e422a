import { beforeAll, expect, it } from 'vitest';
import { MFA_CHALLENGE_MAX_ATTEMPTS, RECOVERY_CODES_COUNT } from '@ov/shared';
import { createApp, type App } from '../../app';
import { silentLogger } from '../../platform/logger';
import { createDbRateLimiter, noRateLimit } from '../../platform/security/rate-limit';
import { client, newUser, STRONG_PASSWORD } from '../../test/http';
import { enrolMfa, grantRole, totpAt } from '../../test/roles';
import { describeEachDb } from '../../test/test-app';

// TOTP with an injected clock (decision 210): every code below is computed at `clock`, never at the wall clock.

describeEachDb('two-factor authentication', (ctx) => {
  let clock = new Date('2026-11-25T10:00:00Z');
  let app: App;
  const tick = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  beforeAll(() => {
    app = createApp({ config: ctx.config, db: ctx.db, logger: silentLogger, rateLimiter: noRateLimit, now: () => clock });
  });
  const c = () => client(app);
  const audit = async (event: string, userId: string) =>
    (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE event = $1 AND target_user_id = $2', [event, userId])).rows[0]!.n;
  const challengeFor = async (email: string) => {
    const r = await c().post('/api/auth/sign-in', { email, password: STRONG_PASSWORD });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ mfa_required: true });
    expect(r.json.session).toBeUndefined();
    expect(r.headers.get('set-cookie')).toBeNull();
    return r.json.challenge as string;
  };

  it('enrols: a QR code drawn locally, the secret encrypted at rest, ten recovery codes stored hashed and shown once', async () => {
    const u = await newUser(app);
    const e = await c().post('/api/auth/mfa/enroll', undefined, { token: u.token });
    expect(e.status).toBe(200);
    expect(e.json.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(e.json.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(e.json.secret);
    // Key URI format: an absent parameter means its default (SHA1, 6 digits, 30 s), which is what we use.
    expect(url.searchParams.get('algorithm') ?? 'SHA1').toBe('SHA1');
    expect(url.searchParams.get('digits') ?? '6').toBe('6');
    expect(url.searchParams.get('period') ?? '30').toBe('30');
    expect(url.searchParams.get('issuer')).toBe('OV Sentinel');
    expect(e.json.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Drawn here: nothing in it points to a remote service (the SVG namespace is an identifier, not a fetch).
    expect(e.json.qr_svg.replaceAll('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:\/\//);

    const stored = await ctx.db.query<{ secret_enc: string }>('SELECT secret_enc FROM user_mfa WHERE user_id = $1', [u.id]);
    expect(stored.rows[0]!.secret_enc).not.toContain(e.json.secret);
    expect(stored.rows[0]!.secret_enc).toMatch(/^v1\./);

    // Not on until a first code: sign-in still gives a session.
    expect((await c().post('/api/auth/sign-in', { email: u.email, password: STRONG_PASSWORD })).json.session).toBeDefined();
    const wrong = await c().post('/api/auth/mfa/confirm', { code: '000000' }, { token: u.token });
    expect([wrong.status, wrong.json.error.code]).toEqual([400, 'invalid_mfa_code']);
    const ok = await c().post('/api/auth/mfa/confirm', { code: totpAt(e.json.secret, clock) }, { token: u.token });
    expect(ok.status).toBe(200);
    const codes = ok.json.recovery_codes as string[];
    expect(codes).toHaveLength(RECOVERY_CODES_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODES_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const hashes = await ctx.db.query<{ code_hash: string }>('SELECT code_hash FROM mfa_recovery_codes WHERE user_id = $1', [u.id]);
    expect(hashes.rows).toHaveLength(RECOVERY_CODES_COUNT);
    for (const h of hashes.rows) for (const code of codes) expect(h.code_hash).not.toContain(code.replace('-', ''));

    const status = await c().get('/api/auth/mfa', { token: u.token });
    expect(status.json).toMatchObject({ enabled: true, required: false, recovery_codes_left: RECOVERY_CODES_COUNT });
    expect((await c().post('/api/auth/mfa/enroll', undefined, { token: u.token })).json.error.code).toBe('mfa_already_enabled');
    expect((await c().post('/api/auth/mfa/confirm', { code: totpAt(e.json.secret, clock) }, { token: u.token })).json.error.code).toBe('mfa_already_enabled');
    expect(await audit('mfa.enabled', u.id)).toBe(1);
    expect((await c().get('/api/auth/session', { token: u.token })).json.user).toMatchObject({ mfa_enabled: true, mfa_required: false });
  });

  it('signs in with the right code; a wrong, replayed or expired code is refused', async () => {
    const u = await newUser(app);
    const m = await enrolMfa(app, u.token, { now: clock });
    tick(30);

    let ch = await challengeFor(u.email);
    const wrong = await c().post('/api/auth/mfa/verify', { challenge: ch, code: '123456' === m.code(clock) ? '654321' : '123456' });
    expect([wrong.status, wrong.json.error.code]).toEqual([401, 'invalid_mfa_code']);
    const right = await c().post('/api/auth/mfa/verify', { challenge: ch, code: m.code(clock) });
    expect(right.status).toBe(200);
    expect(right.json.session.access_token).toBeTruthy();
    expect(right.headers.get('set-cookie')).toMatch(/ov_refresh=/);
    expect((await c().get('/api/auth/session', { token: right.json.session.access_token })).status).toBe(200);

    // The same code again (same step), even on a new challenge: refused.
    ch = await challengeFor(u.email);
    const replay = await c().post('/api/auth/mfa/verify', { challenge: ch, code: m.code(clock) });
    expect([replay.status, replay.json.error.code]).toEqual([401, 'invalid_mfa_code']);
    // A used challenge cannot be used again either.
    expect((await c().post('/api/auth/mfa/verify', { challenge: ch.slice(0, -2) + 'xx', code: m.code(clock) })).json.error.code).toBe('mfa_challenge_expired');

    // The previous step's code is accepted once (phone clock 30 s behind)... but not older ones.
    tick(60);
    const old = totpAt(m.secret, new Date(clock.getTime() - 60_000));
    const expired = await c().post('/api/auth/mfa/verify', { challenge: ch, code: old });
    expect(expired.json.error.code).toBe('invalid_mfa_code');
    const late = await c().post('/api/auth/mfa/verify', { challenge: ch, code: totpAt(m.secret, new Date(clock.getTime() - 30_000)) });
    expect(late.status).toBe(200);
    expect(await audit('mfa.code_rejected', u.id)).toBe(3);
    const success = await ctx.db.query<{ via: string }>(
      `SELECT details->>'via' AS via FROM audit_log WHERE event = 'sign_in.success' AND target_user_id = $1 ORDER BY id`,
      [u.id],
    );
    expect(success.rows.map((r) => r.via)).toEqual(['sign_up', 'totp', 'totp']);
  });

  it('a recovery code works once; new codes need a fresh TOTP code and retire the old ones', async () => {
    const u = await newUser(app);
    const m = await enrolMfa(app, u.token, { now: clock });
    const [first, second] = m.recoveryCodes;
    const ok = await c().post('/api/auth/mfa/verify', { challenge: await challengeFor(u.email), recovery_code: first!.toUpperCase().replace('-', ' ') });
    expect(ok.status).toBe(200);
    const again = await c().post('/api/auth/mfa/verify', { challenge: await challengeFor(u.email), recovery_code: first });
    expect([again.status, again.json.error.code]).toEqual([401, 'invalid_mfa_code']);
    expect((await c().get('/api/auth/mfa', { token: u.token })).json.recovery_codes_left).toBe(RECOVERY_CODES_COUNT - 1);
    expect(await audit('mfa.recovery_code_used', u.id)).toBe(1);

    tick(30);
    expect((await c().post('/api/auth/mfa/recovery-codes', { code: '000000' }, { token: u.token })).json.error.code).toBe('invalid_mfa_code');
    const fresh = await c().post('/api/auth/mfa/recovery-codes', { code: m.code(clock) }, { token: u.token });
    expect(fresh.status).toBe(200);
    expect(fresh.json.recovery_codes).toHaveLength(RECOVERY_CODES_COUNT);
    const stale = await c().post('/api/auth/mfa/verify', { challenge: await challengeFor(u.email), recovery_code: second });
    expect(stale.json.error.code).toBe('invalid_mfa_code');
    const renewed = await c().post('/api/auth/mfa/verify', { challenge: await challengeFor(u.email), recovery_code: fresh.json.recovery_codes[0] });
    expect(renewed.status).toBe(200);
    expect(await audit('mfa.recovery_codes_regenerated', u.id)).toBe(1);
  });

  it('the challenge expires after five minutes and dies after five wrong codes', async () => {
    const u = await newUser(app);
    const m = await enrolMfa(app, u.token, { now: clock });
    let ch = await challengeFor(u.email);
    tick(5 * 60 + 1);
    const late = await c().post('/api/auth/mfa/verify', { challenge: ch, code: m.code(clock) });
    expect([late.status, late.json.error.code]).toEqual([401, 'mfa_challenge_expired']);

    ch = await challengeFor(u.email);
    for (let i = 0; i < MFA_CHALLENGE_MAX_ATTEMPTS; i++) {
      expect((await c().post('/api/auth/mfa/verify', { challenge: ch, code: '000000' })).json.error.code).toBe('invalid_mfa_code');
    }
    expect((await c().post('/api/auth/mfa/verify', { challenge: ch, code: m.code(clock) })).json.error.code).toBe('mfa_challenge_expired');
    // A fresh challenge with the right code still works: the account is not locked out by the dead challenge.
    expect((await c().post('/api/auth/mfa/verify', { challenge: await challengeFor(u.email), code: m.code(clock) })).status).toBe(200);
  });

  it('rejects malformed input with 4xx, never a session', async () => {
    const u = await newUser(app);
    await enrolMfa(app, u.token, { now: clock });
    const ch = await challengeFor(u.email);
    const cases: [unknown, number, string][] = [
      [{ challenge: ch }, 400, 'invalid_mfa_code'],
      [{ challenge: ch, code: '12345' }, 400, 'invalid_mfa_code'],
      [{ challenge: ch, code: 'abcdef' }, 400, 'invalid_mfa_code'],
      [{ challenge: ch, code: 123456 }, 400, 'validation_failed'],
      [{ challenge: ch, recovery_code: 'short' }, 400, 'invalid_mfa_code'],
      [{ challenge: ch, code: '123456', recovery_code: 'abcde-fghij' }, 400, 'invalid_mfa_code'],
      [{ challenge: 'x', code: '123456' }, 401, 'mfa_challenge_expired'],
      [{ code: '123456' }, 401, 'mfa_challenge_expired'],
      [{ challenge: ch, code: '123456', extra: 1 }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const r = await c().post('/api/auth/mfa/verify', body);
      expect([JSON.stringify(body), r.status, r.json.error.code]).toEqual([JSON.stringify(body), status, code]);
    }
    expect((await c().post('/api/auth/mfa/confirm', { code: '1' }, { token: u.token })).status).toBe(400);
    expect((await c().post('/api/auth/mfa/enroll')).status).toBe(401);
    expect((await c().post('/api/auth/mfa/disable', { code: '123456' })).status).toBe(401);
  });

  it('limits code checks per account and per IP (429 with Retry-After)', async () => {
    const limited = createApp({ config: ctx.config, db: ctx.db, logger: silentLogger, rateLimiter: createDbRateLimiter(ctx.db), now: () => clock });
    const lc = client(limited);
    const u = await newUser(app);
    await enrolMfa(app, u.token, { now: clock });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const first = await lc.post('/api/auth/sign-in', { email: u.email, password: STRONG_PASSWORD });
      for (let j = 0; j < 4; j++) {
        const r = await lc.post('/api/auth/mfa/verify', { challenge: first.json.challenge, code: '000000' });
        statuses.push(r.status);
        if (r.status === 429) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    // 10 checks per account in 15 minutes: the 11th is refused before the code is even looked at.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('enforces 2FA for admin and ministry roles: only /api/auth/* answers until enrolment', async () => {
    const u = await newUser(app);
    await ctx.db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'ministry_interior')`, [u.id]);
    const gated = await c().get('/api/projects', { token: u.token });
    expect([gated.status, gated.json.error.code]).toEqual([403, 'mfa_enrollment_required']);
    expect((await c().get('/api/credits', { token: u.token })).status).toBe(403);
    const me = await c().get('/api/auth/session', { token: u.token });
    expect(me.json.user).toMatchObject({ mfa_enabled: false, mfa_required: true });
    expect((await c().get('/api/auth/mfa', { token: u.token })).json).toMatchObject({ enabled: false, required: true });

    const m = await enrolMfa(app, u.token, { now: clock });
    expect((await c().get('/api/projects', { token: u.token })).status).toBe(200);

    // Turning it off needs a fresh code, and sends the account straight back to enrolment.
    expect((await c().post('/api/auth/mfa/disable', { code: m.code(clock) }, { token: u.token })).json.error.code).toBe('invalid_mfa_code');
    tick(30);
    const off = await c().post('/api/auth/mfa/disable', { code: m.code(clock) }, { token: u.token });
    expect(off.json).toEqual({ enabled: false, required: true });
    expect((await c().get('/api/projects', { token: u.token })).json.error.code).toBe('mfa_enrollment_required');
    expect(await audit('mfa.disabled', u.id)).toBe(1);
    // A developer is never gated.
    const dev = await newUser(app);
    expect((await c().get('/api/projects', { token: dev.token })).status).toBe(200);
  });

  it('lists the live sessions with their device, ends one, and ends all the others', async () => {
    const u = await newUser(app);
    const phone = await c().post('/api/auth/sign-in', { email: u.email, password: STRONG_PASSWORD }, {
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1' },
    });
    const laptop = await c().post('/api/auth/sign-in', { email: u.email, password: STRONG_PASSWORD }, {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
    });
    const list = await c().get('/api/auth/sessions', { token: u.token });
    expect(list.status).toBe(200);
    expect(list.json.total).toBe(3);
    expect(list.json.items.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const devices = list.json.items.map((s: { device: { browser: string; os: string } }) => `${s.device.browser}/${s.device.os}`);
    expect(devices).toEqual(expect.arrayContaining(['Safari/iOS', 'Firefox/Linux']));

    const phoneSession = list.json.items.find((s: { device: { os: string } }) => s.device.os === 'iOS');
    expect((await c().del(`/api/auth/sessions/${phoneSession.id}`, { token: u.token })).status).toBe(204);
    expect((await c().get('/api/auth/session', { token: phone.json.session.access_token })).status).toBe(401);
    expect((await c().post('/api/auth/refresh', { refresh_token: phone.json.session.refresh_token })).status).toBe(401);
    expect((await c().del(`/api/auth/sessions/${phoneSession.id}`, { token: u.token })).status).toBe(404);

    // Someone else's session is not found, not forbidden.
    const other = await newUser(app);
    const theirs = (await c().get('/api/auth/sessions', { token: other.token })).json.items[0].id;
    expect((await c().del(`/api/auth/sessions/${theirs}`, { token: u.token })).status).toBe(404);
    expect((await c().del('/api/auth/sessions/not-a-uuid', { token: u.token })).status).toBe(404);
    expect((await c().get('/api/auth/session', { token: other.token })).status).toBe(200);

    const ended = await c().post('/api/auth/sessions/end-others', undefined, { token: u.token });
    expect(ended.json).toEqual({ ended: 1 });
    expect((await c().get('/api/auth/session', { token: laptop.json.session.access_token })).status).toBe(401);
    expect((await c().get('/api/auth/session', { token: u.token })).status).toBe(200);
    expect((await c().get('/api/auth/sessions', { token: u.token })).json.total).toBe(1);
    expect(await audit('session.ended', u.id)).toBe(1);
    expect(await audit('session.ended_others', u.id)).toBe(1);
    expect((await c().get('/api/auth/sessions')).status).toBe(401);
  });

  it('an admin resets a lost 2FA (audited, sessions ended); the user signs in by password and re-enrols', async () => {
    const admin = await newUser(app);
    await grantRole({ app, db: ctx.db }, admin, 'admin', { now: clock });
    const u = await newUser(app);
    await grantRole({ app, db: ctx.db }, u, 'ministry_defense', { now: clock });
    const noReason = await c().post(`/api/admin/users/${u.id}/mfa/reset`, {}, { token: admin.token });
    expect(noReason.status).toBe(400);
    const r = await c().post(`/api/admin/users/${u.id}/mfa/reset`, { reason: 'Téléphone perdu, identité vérifiée' }, { token: admin.token });
    expect(r.json).toEqual({ reset: true, sessions_ended: 1 });
    expect((await c().get('/api/auth/session', { token: u.token })).status).toBe(401);
    const back = await c().post('/api/auth/sign-in', { email: u.email, password: STRONG_PASSWORD });
    expect(back.json.session.user).toMatchObject({ mfa_enabled: false, mfa_required: true });
    expect((await c().get('/api/projects', { token: back.json.session.access_token })).json.error.code).toBe('mfa_enrollment_required');
    const row = await ctx.db.query<{ actor_id: string; reason: string }>(
      `SELECT actor_id, details->>'reason' AS reason FROM audit_log WHERE event = 'mfa.reset_by_admin' AND target_user_id = $1`,
      [u.id],
    );
    expect(row.rows).toEqual([{ actor_id: admin.id, reason: 'Téléphone perdu, identité vérifiée' }]);
    expect((await c().post(`/api/admin/users/${admin.id}/mfa/reset`, { reason: 'moi-même' }, { token: admin.token })).status).toBe(409);
  });
});
