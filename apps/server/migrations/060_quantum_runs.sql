-- Quantum prediction runs, kept per user so a run can be reopened (issue 19, decision 203).
CREATE TABLE quantum_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  region text NOT NULL,
  horizon_days integer NOT NULL CHECK (horizon_days BETWEEN 7 AND 90),
  seed bigint NOT NULL CHECK (seed >= 0),
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quantum_runs_user_created_idx ON quantum_runs (user_id, created_at DESC, id DESC);
