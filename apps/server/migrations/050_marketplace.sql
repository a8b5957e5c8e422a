-- The defense marketplace (issue 18): solutions, investors' pledges, ministries' evaluations and grants.
-- Money is in whole euros (decision 190). current_funding = base_funding + completed pledges + grants,
-- kept in the same transaction as each row (decision 191).

CREATE TABLE marketplace_solutions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  owner_id uuid REFERENCES users (id) ON DELETE SET NULL,
  project_id uuid REFERENCES projects (id) ON DELETE SET NULL,
  title text NOT NULL,
  description text NOT NULL,
  translations jsonb NOT NULL DEFAULT '{}'::jsonb,
  category text NOT NULL CHECK (category IN ('cybersecurity', 'intelligence', 'surveillance', 'drones', 'biometrics', 'counter_terrorism', 'aml', 'human_trafficking')),
  classification text CHECK (classification IN ('confidential', 'secret', 'classified')),
  price integer NOT NULL DEFAULT 0 CHECK (price >= 0),
  rating numeric(3, 2) NOT NULL DEFAULT 0 CHECK (rating >= 0 AND rating <= 5),
  downloads integer NOT NULL DEFAULT 0 CHECK (downloads >= 0),
  startup text NOT NULL,
  certified boolean NOT NULL DEFAULT false,
  featured boolean NOT NULL DEFAULT false,
  tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  thumbnail text,
  demo_url text,
  funding_goal bigint NOT NULL CHECK (funding_goal > 0),
  -- Funding raised before the platform (the seed's figures); never changed by pledges or grants.
  base_funding bigint NOT NULL DEFAULT 0 CHECK (base_funding >= 0),
  current_funding bigint NOT NULL DEFAULT 0 CHECK (current_funding >= 0),
  -- Lower-case, accent-free text of titles, descriptions, startup and tags in both languages (search q).
  search_text text NOT NULL DEFAULT '',
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT marketplace_solutions_idempotency_key UNIQUE (owner_id, idempotency_key)
);
CREATE INDEX marketplace_solutions_owner_idx ON marketplace_solutions (owner_id);
CREATE INDEX marketplace_solutions_category_idx ON marketplace_solutions (category);

CREATE TABLE marketplace_pledges (
  id uuid PRIMARY KEY,
  solution_id uuid NOT NULL REFERENCES marketplace_solutions (id) ON DELETE CASCADE,
  -- RESTRICT: a pledge is counted in current_funding; deleting its author must not silently un-count it.
  investor_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  amount bigint NOT NULL CHECK (amount >= 1 AND amount <= 100000000),
  status text NOT NULL DEFAULT 'completed' CHECK (status IN ('pending', 'completed')),
  provider text NOT NULL,
  provider_ref text,
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT marketplace_pledges_idempotency_key UNIQUE (investor_id, idempotency_key)
);
CREATE INDEX marketplace_pledges_solution_idx ON marketplace_pledges (solution_id);
CREATE INDEX marketplace_pledges_investor_idx ON marketplace_pledges (investor_id, created_at DESC);

CREATE TABLE marketplace_evaluations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  solution_id uuid NOT NULL REFERENCES marketplace_solutions (id) ON DELETE CASCADE,
  evaluator_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  grade smallint NOT NULL CHECK (grade BETWEEN 1 AND 5),
  text text NOT NULL,
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT marketplace_evaluations_idempotency_key UNIQUE (evaluator_id, idempotency_key)
);
CREATE INDEX marketplace_evaluations_solution_idx ON marketplace_evaluations (solution_id);

CREATE TABLE marketplace_grants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  solution_id uuid NOT NULL REFERENCES marketplace_solutions (id) ON DELETE CASCADE,
  grantor_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  amount bigint NOT NULL CHECK (amount >= 1 AND amount <= 100000000),
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT marketplace_grants_idempotency_key UNIQUE (grantor_id, idempotency_key)
);
CREATE INDEX marketplace_grants_solution_idx ON marketplace_grants (solution_id);

-- Evaluations and grants are official records: corrected by new rows, never edited (pledges may move
-- from pending to completed when a real payment provider confirms them later).
CREATE TRIGGER marketplace_evaluations_append_only BEFORE UPDATE ON marketplace_evaluations
  FOR EACH ROW EXECUTE FUNCTION forbid_ledger_change();
CREATE TRIGGER marketplace_grants_append_only BEFORE UPDATE ON marketplace_grants
  FOR EACH ROW EXECUTE FUNCTION forbid_ledger_change();
