import type { PredictionResult, QuantumRun } from '@ov/shared';
import type { Queryable } from '../../platform/db/types';

type Row = { id: string; created_at: Date | string; result: PredictionResult };
const toRun = (r: Row): QuantumRun => ({
  ...(typeof r.result === 'string' ? (JSON.parse(r.result) as PredictionResult) : r.result),
  id: r.id,
  created_at: new Date(r.created_at).toISOString(),
});

export async function insertRun(q: Queryable, userId: string, result: PredictionResult): Promise<QuantumRun> {
  const { rows } = await q.query<Row>(
    `INSERT INTO quantum_runs (user_id, region, horizon_days, seed, result) VALUES ($1, $2, $3, $4, $5::jsonb)
     RETURNING id, created_at, result`,
    [userId, result.region, result.horizon_days, result.seed, JSON.stringify(result)],
  );
  return toRun(rows[0]!);
}

/** The owner's runs, newest first. */
export async function listRuns(q: Queryable, userId: string, limit: number): Promise<{ items: QuantumRun[]; total: number }> {
  const { rows } = await q.query<Row>(
    `SELECT id, created_at, result FROM quantum_runs WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  const count = await q.query<{ n: string | number }>(`SELECT count(*) AS n FROM quantum_runs WHERE user_id = $1`, [userId]);
  return { items: rows.map(toRun), total: Number(count.rows[0]!.n) };
}

/** One run, only when it belongs to `userId` (otherwise null, so ids do not leak). */
export async function findRun(q: Queryable, userId: string, id: string): Promise<QuantumRun | null> {
  const { rows } = await q.query<Row>(`SELECT id, created_at, result FROM quantum_runs WHERE id = $1 AND user_id = $2`, [id, userId]);
  return rows[0] ? toRun(rows[0]) : null;
}
