-- What the AI wrote for whom, so the server (never the client) can decide that a fix is the free first
-- automatic fix of an error the AI introduced. See docs/decisions/043-ai-repair-and-free-first-fix.md.

-- One row per answer of sentinel-ai-agent or sentinel-codegen that was delivered and paid for.
CREATE TABLE ai_generations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  fn text NOT NULL CHECK (fn IN ('sentinel-ai-agent', 'sentinel-codegen')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- set once, by the one request that was granted this generation's free fix
  free_fix_at timestamptz
);
CREATE INDEX ai_generations_user_created_idx ON ai_generations (user_id, created_at DESC);

-- The files of a generation: path ('' when the answer has none) and the SHA-256 of the content
-- (trailing whitespace trimmed, as editors and the client normalise it). The content itself is not kept.
CREATE TABLE ai_generation_files (
  generation_id uuid NOT NULL REFERENCES ai_generations (id) ON DELETE CASCADE,
  path text NOT NULL,
  content_sha256 text NOT NULL CHECK (content_sha256 ~ '^[0-9a-f]{64}$'),
  PRIMARY KEY (generation_id, path)
);
CREATE INDEX ai_generation_files_sha_idx ON ai_generation_files (content_sha256);

-- A free fix is written to the ledger as a usage row of 0 credits ("Correction automatique offerte"):
-- the balance invariant (amount = sum of deltas) still holds.
ALTER TABLE credit_transactions DROP CONSTRAINT credit_transactions_delta_check;
ALTER TABLE credit_transactions ADD CONSTRAINT credit_transactions_delta_check CHECK (delta <> 0 OR kind = 'usage');
