-- Credit purchases. An order is completed in the same transaction as its credit grant
-- (credit_transactions row of kind 'purchase'). See docs/decisions/023-billing-demo-provider.md.

CREATE TABLE credit_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  pack_id text NOT NULL,
  credits integer NOT NULL CHECK (credits > 0),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  currency text NOT NULL,
  provider text NOT NULL,
  provider_ref text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed')),
  idempotency_key text,
  credit_transaction_id uuid REFERENCES credit_transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  CONSTRAINT credit_orders_idempotency_key UNIQUE (user_id, idempotency_key),
  CONSTRAINT credit_orders_completed_has_grant CHECK (status <> 'completed' OR credit_transaction_id IS NOT NULL)
);
CREATE INDEX credit_orders_user_created_idx ON credit_orders (user_id, created_at DESC);
