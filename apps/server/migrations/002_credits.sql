-- Credit balances and their append-only ledger. Invariant: credits.amount = sum(delta) per user.
-- See docs/decisions/005-credits-ledger.md.

CREATE TABLE credits (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  amount integer NOT NULL DEFAULT 0 CHECK (amount >= 0),
  total_used integer NOT NULL DEFAULT 0 CHECK (total_used >= 0),
  last_reset_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE credit_transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  delta integer NOT NULL CHECK (delta <> 0),
  balance_after integer NOT NULL CHECK (balance_after >= 0),
  description text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('signup_bonus', 'usage', 'grant', 'purchase', 'refund')),
  idempotency_key text,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT credit_transactions_idempotency_key UNIQUE (user_id, idempotency_key)
);
CREATE INDEX credit_transactions_user_created_idx ON credit_transactions (user_id, created_at DESC);

-- Append-only: the ledger is corrected by new rows, never by editing old ones.
CREATE FUNCTION forbid_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'append-only table %', TG_TABLE_NAME USING ERRCODE = '42501';
END;
$$;

CREATE TRIGGER credit_transactions_append_only
  BEFORE UPDATE ON credit_transactions
  FOR EACH ROW EXECUTE FUNCTION forbid_ledger_change();
