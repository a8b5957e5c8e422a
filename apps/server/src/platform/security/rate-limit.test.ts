import { expect, it } from 'vitest';
import { describeEachDb, uniqueEmail } from '../../test/test-app';
import { client, STRONG_PASSWORD } from '../../test/http';
import { RATE_RULES } from './rate-limit';

describeEachDb(
  'rate limits',
  (ctx) => {
    it('sign-in: 429 with Retry-After after the per-email limit, even with the right password', async () => {
      const c = client(ctx.app);
      const email = uniqueEmail();
      expect((await c.post('/api/auth/sign-up', { email, password: STRONG_PASSWORD, full_name: 'A' })).status).toBe(201);
      for (let i = 0; i < RATE_RULES.signInEmail.limit; i++) {
        expect((await c.post('/api/auth/sign-in', { email, password: 'wrong-password' })).status).toBe(401);
      }
      const blocked = await c.post('/api/auth/sign-in', { email, password: STRONG_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.json.error.code).toBe('rate_limited');
      const retry = Number(blocked.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(RATE_RULES.signInEmail.windowSeconds);
      // Another email from the same address is still allowed (until the per-IP limit).
      expect((await c.post('/api/auth/sign-in', { email: uniqueEmail(), password: 'x' })).status).toBe(401);
    });

    it('sign-in: the window resets after it expires', async () => {
      const c = client(ctx.app);
      const email = uniqueEmail();
      for (let i = 0; i <= RATE_RULES.signInEmail.limit; i++) await c.post('/api/auth/sign-in', { email, password: 'x' });
      expect((await c.post('/api/auth/sign-in', { email, password: 'x' })).status).toBe(429);
      await ctx.db.query(`UPDATE rate_limits SET window_start = now() - interval '1 day' WHERE key = $1`, [`${RATE_RULES.signInEmail.name}:${email}`]);
      expect((await c.post('/api/auth/sign-in', { email, password: 'x' })).status).toBe(401);
    });

    it('sign-up: 429 after the per-IP limit', async () => {
      const c = client(ctx.app);
      await ctx.db.query(`DELETE FROM rate_limits`);
      const statuses: number[] = [];
      for (let i = 0; i < RATE_RULES.signUpIp.limit + 2; i++) {
        statuses.push((await c.post('/api/auth/sign-up', { email: uniqueEmail(), password: STRONG_PASSWORD, full_name: 'A' })).status);
      }
      expect(statuses.slice(0, RATE_RULES.signUpIp.limit).every((s) => s === 201)).toBe(true);
      expect(statuses.slice(RATE_RULES.signUpIp.limit)).toEqual([429, 429]);
    });

    it('contact: stored, then 429 after the per-IP limit', async () => {
      const c = client(ctx.app);
      const msg = { first_name: 'Awa', last_name: 'Koné', email: 'awa@example.ci', phone: '+225 07 00 00 00', subject: 'Démo', message: 'Bonjour' };
      for (let i = 0; i < RATE_RULES.contactIp.limit; i++) expect((await c.post('/api/contact', msg)).status).toBe(201);
      const r = await c.post('/api/contact', msg);
      expect(r.status).toBe(429);
      expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
      const { rows } = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM contact_messages WHERE email = 'awa@example.ci'`);
      expect(rows[0]!.n).toBe(RATE_RULES.contactIp.limit);
    });
  },
  { config: { rateLimitDisabled: false } },
);
