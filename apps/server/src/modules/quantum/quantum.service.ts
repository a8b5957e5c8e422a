import { randomInt } from 'node:crypto';
import { QUANTUM_DEFAULT_REGION, QUANTUM_HORIZON_DAYS, QUANTUM_MAX_SEED, type QuantumRun, type QuantumRunInput } from '@ov/shared';
import type { Db } from '../../platform/db/types';
import { sampleIncidents, type Incident } from './quantum.dataset';
import { runPrediction } from './quantum.engine';
import * as repo from './quantum.repository';
import { withSources } from './quantum.sources';

export type QuantumServiceDeps = { db: Db; incidents?: () => readonly Incident[]; randomSeed?: () => number; now?: () => number };

/**
 * Runs are computed inline: a run simulates 30 circuits of 5 qubits (about 10 ms here) and no input
 * changes that size, so the event loop is never held for long (decision 204).
 */
export function createQuantumService(deps: QuantumServiceDeps) {
  const incidents = deps.incidents ?? sampleIncidents;
  const randomSeed = deps.randomSeed ?? (() => randomInt(0, QUANTUM_MAX_SEED));
  return {
    async run(userId: string, input: QuantumRunInput): Promise<QuantumRun> {
      const result = runPrediction({
        incidents: incidents(),
        region: input.region ?? QUANTUM_DEFAULT_REGION,
        horizonDays: input.horizon_days ?? QUANTUM_HORIZON_DAYS.default,
        seed: input.seed ?? randomSeed(),
        ...(deps.now ? { now: deps.now } : {}),
      });
      return withSources(await repo.insertRun(deps.db, userId, result));
    },
    async list(userId: string, limit: number) {
      const page = await repo.listRuns(deps.db, userId, limit);
      return { ...page, items: page.items.map(withSources) };
    },
    async get(userId: string, id: string) {
      const run = await repo.findRun(deps.db, userId, id);
      return run ? withSources(run) : null;
    },
  };
}

export type QuantumService = ReturnType<typeof createQuantumService>;
