-- Append-only audit trail of security-relevant events, the contact form, and rate-limit counters.

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event text NOT NULL,
  actor_id uuid,
  target_user_id uuid,
  ip text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_event_created_idx ON audit_log (event, created_at DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_user_id);

CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION forbid_ledger_change();

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text,
  subject text NOT NULL,
  message text NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Fixed-window counters shared by every instance (see docs/decisions/007-rate-limits.md).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
