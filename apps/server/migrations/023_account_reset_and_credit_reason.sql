-- Account basics and readable credit history (issue 12, decisions 031-033).

-- One-time password-reset tokens. Only the SHA-256 of the token is kept; a token is used once
-- (used_at), dies after its expiry, and every token of a user dies when the password changes.
CREATE TABLE password_reset_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- the admin who issued it, or null when it was requested by e-mail
  issued_by uuid REFERENCES users (id) ON DELETE SET NULL,
  CONSTRAINT password_reset_tokens_hash_key UNIQUE (token_hash)
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

-- What a ledger row paid for: {code, fn?, project?, project_id?}, rendered from the web's catalogue.
-- Rows written before this migration keep reason NULL and are shown by their description.
ALTER TABLE credit_transactions ADD COLUMN reason jsonb;
