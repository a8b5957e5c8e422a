import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '@ov/shared';
import { createApp, type App } from '../../app';
import { ENGINES, createTestDb, testConfig, uniqueEmail, type TestDb } from '../../test/test-app';
import { client, newUser, signIn, STRONG_PASSWORD } from '../../test/http';
import { silentLogger } from '../../platform/logger';
import { createDbRateLimiter, noRateLimit } from '../../platform/security/rate-limit';
import type { MailMessage } from './mailer';
import { grantRole } from '../../test/roles';

const NEW_PASSWORD = 'Brand-New-Pass-77';

for (const engine of ENGINES) {
  describe(`passwords [${engine}]`, () => {
    let t: TestDb;
    let app: App;
    let limited: App;
    const sent: MailMessage[] = [];
    // The injected clock of reset tokens: tests move it forward to expire a link.
    let clock = new Date('2026-11-25T10:00:00Z');

    beforeAll(async () => {
      t = await createTestDb(engine);
      const mailer = { send: async (m: MailMessage) => void sent.push(m) };
      const config = testConfig({ publicUrl: 'https://sentinel.example' });
      app = createApp({ config, db: t.db, logger: silentLogger, rateLimiter: noRateLimit, mailer, now: () => clock });
      limited = createApp({ config: { ...config, trustProxy: 1 }, db: t.db, logger: silentLogger, rateLimiter: createDbRateLimiter(t.db), mailer, now: () => clock });
    });
    afterAll(async () => {
      await t?.close();
    });

    const admin = async () => {
      const u = await newUser(app);
      await grantRole({ app, db: t.db }, u, 'admin', { now: clock });
      return u;
    };
    const audit = async (event: string, userId: string) =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE event = $1 AND target_user_id = $2', [event, userId])).rows[0]!.n;

    it('signs the new user in on sign-up: 201 {user, session} and the refresh cookie', async () => {
      const r = await client(app).post('/api/auth/sign-up', { email: uniqueEmail(), password: STRONG_PASSWORD, full_name: 'Awa' });
      expect(r.status).toBe(201);
      expect(r.json.user.roles).toEqual(['developer']);
      expect(r.json.session.user.id).toBe(r.json.user.id);
      expect(r.headers.get('set-cookie')).toContain(`${REFRESH_COOKIE}=`);
      const me = await client(app).get('/api/auth/session', { token: r.json.session.access_token });
      expect(me.status).toBe(200);
      expect(me.json.user.id).toBe(r.json.user.id);
    });

    it('changes the password with the current one, keeps this session, ends the others, writes audit_log', async () => {
      const c = client(app);
      const u = await newUser(app);
      const other = await signIn(app, u.email, STRONG_PASSWORD);

      const wrong = await c.post('/api/auth/password', { current_password: 'not-the-password', new_password: NEW_PASSWORD }, { token: u.token });
      expect(wrong.status).toBe(400);
      expect(wrong.json.error.code).toBe('wrong_password');
      expect(await audit('password.change_failed', u.id)).toBe(1);
      await signIn(app, u.email, STRONG_PASSWORD); // unchanged

      const short = await c.post('/api/auth/password', { current_password: STRONG_PASSWORD, new_password: '123' }, { token: u.token });
      expect(short.json.error.code).toBe('weak_password');
      const common = await c.post('/api/auth/password', { current_password: STRONG_PASSWORD, new_password: 'Azerty123' }, { token: u.token });
      expect(common.json.error.code).toBe('common_password');
      expect((await c.post('/api/auth/password', { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD })).status).toBe(401);

      const ok = await c.post('/api/auth/password', { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD }, { token: u.token });
      expect(ok.status).toBe(204);
      expect(await audit('password.changed', u.id)).toBe(1);
      expect((await c.get('/api/auth/session', { token: u.token })).status).toBe(200);
      expect((await c.get('/api/auth/session', { token: other.access_token })).status).toBe(401);
      expect((await c.post('/api/auth/refresh', { refresh_token: other.refresh_token })).status).toBe(401);
      expect((await c.post('/api/auth/sign-in', { email: u.email, password: STRONG_PASSWORD })).status).toBe(401);
      await signIn(app, u.email, NEW_PASSWORD);
    });

    it('an admin issues a one-time link: the new password works, every session ends, the link works once', async () => {
      const c = client(app);
      const a = await admin();
      const u = await newUser(app);
      const issued = await c.post(`/api/admin/users/${u.id}/password-reset-link`, undefined, { token: a.token });
      expect(issued.status).toBe(201);
      expect(issued.json.reset_url).toBe(`https://sentinel.example/reset-password?token=${issued.json.token}`);
      expect(new Date(issued.json.expires_at).getTime() - clock.getTime()).toBe(60 * 60 * 1000);
      expect(await audit('password.reset_link_issued', u.id)).toBe(1);
      const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens WHERE user_id = $1', [u.id]);
      expect(stored.rows[0]!.token_hash).not.toBe(issued.json.token);

      const r = await c.post('/api/auth/password-reset/confirm', { token: issued.json.token, new_password: NEW_PASSWORD });
      expect(r.status).toBe(204);
      expect(await audit('password.reset', u.id)).toBe(1);
      expect((await c.get('/api/auth/session', { token: u.token })).status).toBe(401);
      await signIn(app, u.email, NEW_PASSWORD);

      const again = await c.post('/api/auth/password-reset/confirm', { token: issued.json.token, new_password: 'Another-Pass-88' });
      expect(again.status).toBe(400);
      expect(again.json.error.code).toBe('invalid_reset_token');
      await signIn(app, u.email, NEW_PASSWORD);

      const byEmail = await c.post('/api/admin/password-reset-links', { email: u.email.toUpperCase() }, { token: a.token });
      expect(byEmail.status).toBe(201);
      expect(byEmail.json.user_id).toBe(u.id);
      expect((await c.post('/api/admin/password-reset-links', { email: uniqueEmail() }, { token: a.token })).status).toBe(404);
    });

    it('a link expires after one hour (injected clock), and a password change kills older links', async () => {
      const c = client(app);
      const a = await admin();
      const u = await newUser(app);
      const issued = await c.post(`/api/admin/users/${u.id}/password-reset-link`, undefined, { token: a.token });
      const start = clock;
      try {
        clock = new Date(start.getTime() + 60 * 60 * 1000);
        const late = await c.post('/api/auth/password-reset/confirm', { token: issued.json.token, new_password: NEW_PASSWORD });
        expect(late.status).toBe(400);
        expect(late.json.error.code).toBe('invalid_reset_token');
        clock = new Date(start.getTime() + 59 * 60 * 1000);
        const second = await c.post(`/api/admin/users/${u.id}/password-reset-link`, undefined, { token: a.token });
        expect((await c.post('/api/auth/password', { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD }, { token: u.token })).status).toBe(204);
        const stale = await c.post('/api/auth/password-reset/confirm', { token: second.json.token, new_password: 'Another-Pass-88' });
        expect(stale.json.error.code).toBe('invalid_reset_token');
      } finally {
        clock = start;
      }
      expect((await c.post('/api/auth/password-reset/confirm', { token: 'x', new_password: NEW_PASSWORD })).json.error.code).toBe('invalid_reset_token');
    });

    it('a non-admin cannot issue a link; anonymous neither', async () => {
      const c = client(app);
      const u = await newUser(app);
      const victim = await newUser(app);
      expect((await c.post(`/api/admin/users/${victim.id}/password-reset-link`, undefined, { token: u.token })).status).toBe(403);
      expect((await c.post('/api/admin/password-reset-links', { email: victim.email }, { token: u.token })).status).toBe(403);
      expect((await c.post(`/api/admin/users/${victim.id}/password-reset-link`)).status).toBe(401);
      const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = $1', [victim.id]);
      expect(rows[0]!.n).toBe(0);
    });

    it('a reset request answers the same for a known and an unknown address; only the known one gets an e-mail', async () => {
      const c = client(app);
      const u = await newUser(app);
      const before = sent.length;
      const known = await c.post('/api/auth/password-reset/request', { email: u.email }, { headers: { 'accept-language': 'en-GB' } });
      const unknown = await c.post('/api/auth/password-reset/request', { email: uniqueEmail() }, { headers: { 'accept-language': 'en-GB' } });
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      expect(unknown.text).toBe(known.text);
      expect(known.json).toEqual({ accepted: true, email_enabled: true });
      await new Promise((r) => setImmediate(r));
      expect(sent.length).toBe(before + 1);
      const mail = sent.at(-1)!;
      expect(mail.to).toBe(u.email);
      expect(mail.subject).toContain('reset your password');
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
      expect(mail.text).toContain('https://sentinel.example/reset-password?token=');
      expect((await c.post('/api/auth/password-reset/confirm', { token, new_password: NEW_PASSWORD })).status).toBe(204);
      await signIn(app, u.email, NEW_PASSWORD);
      expect((await c.post('/api/auth/password-reset/request', { email: 'not-an-email' })).status).toBe(400);
    });

    it('without a mailer the request still answers 202 and says e-mail is off', async () => {
      const noMail = createApp({ config: testConfig(), db: t.db, logger: silentLogger, rateLimiter: noRateLimit, mailer: null });
      const u = await newUser(noMail);
      const r = await client(noMail).post('/api/auth/password-reset/request', { email: u.email });
      expect(r.status).toBe(202);
      expect(r.json).toEqual({ accepted: true, email_enabled: false });
      const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = $1', [u.id]);
      expect(rows[0]!.n).toBe(0);
    });

    it('rate-limits reset requests per address whether or not it exists, and per IP', async () => {
      const c = client(limited);
      const emails = [uniqueEmail(), (await newUser(app)).email];
      for (const [n, email] of emails.entries()) {
        const ip = `10.9.0.${n + 1}`;
        const codes: number[] = [];
        for (let i = 0; i < 4; i++) {
          codes.push((await c.post('/api/auth/password-reset/request', { email }, { headers: { 'x-forwarded-for': ip } })).status);
        }
        expect(codes).toEqual([202, 202, 202, 429]);
      }
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        codes.push((await c.post('/api/auth/password-reset/request', { email: uniqueEmail() }, { headers: { 'x-forwarded-for': '10.9.1.1' } })).status);
      }
      expect(codes.slice(0, 5).every((s) => s === 202)).toBe(true);
      expect(codes[5]).toBe(429);
    });
  });
}
