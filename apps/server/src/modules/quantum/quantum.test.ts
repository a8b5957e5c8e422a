import { expect, it } from 'vitest';
import { createApp } from '../../app';
import { silentLogger } from '../../platform/logger';
import { createDbRateLimiter } from '../../platform/security/rate-limit';
import { describeEachDb, testConfig } from '../../test/test-app';
import { client, newUser } from '../../test/http';
import { QUANTUM_RUN_RATE } from './index';

describeEachDb('quantum runs API', (ctx) => {
  it('runs a prediction, stores it for the caller, and replays the same numbers for the same seed', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const r1 = await c.post('/api/quantum/runs', { region: 'east', horizon_days: 45, seed: 1234 }, { token: u.token });
    expect(r1.status).toBe(201);
    expect(r1.json).toMatchObject({ region: 'east', horizon_days: 45, seed: 1234, quantum_circuits: 30, simulated: true });
    expect(r1.json.scenarios).toHaveLength(6);
    expect(typeof r1.json.processing_time).toBe('number');
    const r2 = await c.post('/api/quantum/runs', { region: 'east', horizon_days: 45, seed: 1234 }, { token: u.token });
    const strip = (r: Record<string, unknown>) => ({ ...r, id: undefined, created_at: undefined, processing_time: undefined });
    expect(strip(r2.json)).toEqual(strip(r1.json));
    expect(r2.json.id).not.toBe(r1.json.id);

    const defaults = await c.post('/api/quantum/runs', undefined, { token: u.token });
    expect(defaults.status).toBe(201);
    expect(defaults.json).toMatchObject({ region: 'south', horizon_days: 30 });
    expect(Number.isInteger(defaults.json.seed)).toBe(true);

    const list = await c.get('/api/quantum/runs', { token: u.token });
    expect(list.json.total).toBe(3);
    expect(list.json.items.map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining([r1.json.id, r2.json.id, defaults.json.id]));
    const one = await c.get(`/api/quantum/runs/${r1.json.id}`, { token: u.token });
    expect(one.json).toEqual(r1.json);
  });

  it('shows a user only their own runs (others get 404)', async () => {
    const c = client(ctx.app);
    const a = await newUser(ctx.app);
    const b = await newUser(ctx.app);
    const run = await c.post('/api/quantum/runs', { seed: 1 }, { token: a.token });
    expect((await c.get('/api/quantum/runs', { token: b.token })).json).toEqual({ items: [], total: 0 });
    expect((await c.get(`/api/quantum/runs/${run.json.id}`, { token: b.token })).status).toBe(404);
    expect((await c.get('/api/quantum/runs/not-a-uuid', { token: a.token })).status).toBe(404);
    expect((await c.get('/api/quantum/runs')).status).toBe(401);
    expect((await c.post('/api/quantum/runs', {})).status).toBe(401);
  });

  it('rejects bad input with 4xx and an error code', async () => {
    const c = client(ctx.app);
    const u = await newUser(ctx.app);
    const table: [unknown, number, string][] = [
      [{ region: 'mars' }, 400, 'validation_failed'],
      [{ region: 'NORTH' }, 400, 'validation_failed'],
      [{ horizon_days: 6 }, 400, 'validation_failed'],
      [{ horizon_days: 91 }, 400, 'validation_failed'],
      [{ horizon_days: 30.5 }, 400, 'validation_failed'],
      [{ horizon_days: '30' }, 400, 'validation_failed'],
      [{ seed: -1 }, 400, 'validation_failed'],
      [{ seed: 2 ** 31 }, 400, 'validation_failed'],
      [{ seed: 1.5 }, 400, 'validation_failed'],
      [{ user_id: u.id }, 400, 'validation_failed'],
      [[], 400, 'validation_failed'],
      [null, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of table) {
      const r = await c.post('/api/quantum/runs', body, { token: u.token });
      expect([JSON.stringify(body), r.status, r.json?.error?.code]).toEqual([JSON.stringify(body), status, code]);
    }
    const raw = await c.call('POST', '/api/quantum/runs', { raw: '{not json', token: u.token });
    expect(raw.status).toBe(400);
    const form = await c.call('POST', '/api/quantum/runs', { raw: 'a=1', token: u.token, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    for (const q of ['?limit=0', '?limit=51', '?limit=x', '?other=1']) {
      expect((await c.get(`/api/quantum/runs${q}`, { token: u.token })).status).toBe(400);
    }
    expect((await c.get('/api/quantum/runs', { token: u.token })).json.total).toBe(0);
  });

  it('limits how many runs a user may start in a window', async () => {
    const limited = createApp({ config: testConfig(), db: ctx.db, logger: silentLogger, rateLimiter: createDbRateLimiter(ctx.db) });
    const c = client(limited);
    const u = await newUser(limited);
    for (let i = 0; i < QUANTUM_RUN_RATE.limit; i++) expect((await c.post('/api/quantum/runs', { seed: i }, { token: u.token })).status).toBe(201);
    const over = await c.post('/api/quantum/runs', { seed: 99 }, { token: u.token });
    expect(over.status).toBe(429);
    expect(over.json.error.code).toBe('rate_limited');
    const other = await newUser(limited);
    expect((await c.post('/api/quantum/runs', {}, { token: other.token })).status).toBe(201);
  });
});
