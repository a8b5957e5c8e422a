import { Hono } from 'hono';
import { quantumRunListQuery, quantumRunSchema } from '@ov/shared';
import type { Db } from '../../platform/db/types';
import type { AppEnv } from '../../platform/http/app-env';
import { AppError } from '../../platform/http/errors';
import { readJson, readQuery } from '../../platform/http/validate';
import { currentUser, requireUser } from '../../platform/security/guards';
import type { RateLimiter, RateRule } from '../../platform/security/rate-limit';
import { createQuantumService, type QuantumService } from './quantum.service';

/** Runs are free (the spec charges credits for AI use only) but bounded per user (decision 204). */
export const QUANTUM_RUN_RATE: RateRule = { name: 'quantum-run:user', limit: 30, windowSeconds: 10 * 60 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST/GET /api/quantum/runs, GET /api/quantum/runs/:id — the caller's own runs only. */
export function createQuantumRoutes(deps: { db: Db; rateLimiter: RateLimiter; quantum?: QuantumService }) {
  const quantum = deps.quantum ?? createQuantumService({ db: deps.db });
  const r = new Hono<AppEnv>();
  r.use('*', requireUser);
  r.post('/runs', async (c) => {
    const user = currentUser(c);
    await deps.rateLimiter.hit(QUANTUM_RUN_RATE, user.id);
    const body = await readJson(c, quantumRunSchema, { optional: true });
    return c.json(await quantum.run(user.id, body), 201);
  });
  r.get('/runs', async (c) => {
    const { limit } = readQuery(c, quantumRunListQuery);
    return c.json(await quantum.list(currentUser(c).id, limit));
  });
  r.get('/runs/:id', async (c) => {
    const id = c.req.param('id');
    const run = UUID.test(id) ? await quantum.get(currentUser(c).id, id) : null;
    if (!run) throw new AppError(404, 'not_found', 'Run not found');
    return c.json(run);
  });
  return r;
}
