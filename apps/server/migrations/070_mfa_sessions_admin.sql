-- Two-factor authentication, visible sessions, account locks and the admin console (issue 20, decisions 210-219).

-- A locked account cannot sign in; its sessions are revoked in the transaction that locks it.
ALTER TABLE users ADD COLUMN locked_at timestamptz;
ALTER TABLE users ADD COLUMN locked_reason text;
ALTER TABLE users ADD COLUMN locked_by uuid REFERENCES users (id) ON DELETE SET NULL;

-- "Last used" of a session: its last refresh (access tokens live minutes, so this is close enough).
ALTER TABLE sessions ADD COLUMN last_used_at timestamptz;
CREATE INDEX sessions_user_created_idx ON sessions (user_id, created_at DESC);

-- The TOTP secret, AES-256-GCM encrypted with the server's MFA key (decision 211). confirmed_at is null while
-- enrolment waits for its first code; last_step is the last accepted 30-second step, so a code is never used twice.
CREATE TABLE user_mfa (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_enc text NOT NULL,
  confirmed_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Ten single-use recovery codes per enrolment; only an HMAC of each is kept.
CREATE TABLE mfa_recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT mfa_recovery_codes_user_hash_key UNIQUE (user_id, code_hash)
);

-- The short-lived proof that the password was right, traded for a session with a code.
CREATE TABLE mfa_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  user_agent text,
  ip text,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT mfa_challenges_hash_key UNIQUE (token_hash)
);
CREATE INDEX mfa_challenges_user_idx ON mfa_challenges (user_id);

-- The console filters the audit log by actor and date, and pages it newest first.
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);

-- Contact messages are read and marked handled from the console.
ALTER TABLE contact_messages ADD COLUMN handled_at timestamptz;
ALTER TABLE contact_messages ADD COLUMN handled_by uuid REFERENCES users (id) ON DELETE SET NULL;
