-- Store, part 2 (issue 17 items 2–5, decisions 185–189): orders, ratings, builds and deployments.

-- Which versions were approved, and with what baseline: a listing's status describes its CURRENT version only, so
-- the approval of each version is recorded on the version when the listing becomes approved or featured. Buyers
-- deploy an approved version whose baseline passed (decision 187). Set by a trigger, so every review path does it.
ALTER TABLE store_versions ADD COLUMN approved_at timestamptz;
ALTER TABLE store_versions ADD COLUMN approved_baseline text CHECK (approved_baseline IN ('pass', 'fail'));

CREATE FUNCTION store_apps_record_approval() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('approved', 'featured') AND NEW.current_version_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status OR OLD.current_version_id IS DISTINCT FROM NEW.current_version_id
          OR OLD.baseline IS DISTINCT FROM NEW.baseline) THEN
    UPDATE store_versions SET approved_at = coalesce(approved_at, now()), approved_baseline = coalesce(NEW.baseline, approved_baseline, 'pass')
     WHERE id = NEW.current_version_id;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER store_apps_record_approval AFTER INSERT OR UPDATE ON store_apps FOR EACH ROW EXECUTE FUNCTION store_apps_record_approval();

-- Order numbers OV-<year>-<6 digits>; the sequence never repeats a number (gaps are fine).
CREATE SEQUENCE store_order_number_seq;

CREATE TABLE store_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text NOT NULL UNIQUE CHECK (number ~ '^OV-[0-9]{4}-[0-9]{6,}$'),
  app_id uuid NOT NULL REFERENCES store_apps (id) ON DELETE RESTRICT,
  -- A bought version is never deleted (deleting a project only unlinks its listing; decision 188).
  version_id uuid NOT NULL REFERENCES store_versions (id) ON DELETE RESTRICT,
  buyer_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  seller_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  -- Priced by the server from the listing when ordered, in EUR (integers).
  price integer NOT NULL CHECK (price >= 0),
  currency text NOT NULL DEFAULT 'EUR' CHECK (currency = 'EUR'),
  buyer_kind text NOT NULL CHECK (buyer_kind IN ('institutional', 'private')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed')),
  provider text NOT NULL,
  provider_ref text,
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  CONSTRAINT store_orders_idempotency_key UNIQUE (buyer_id, idempotency_key)
);
-- One live order per buyer and listing: a double click with two keys still makes one (decision 185).
CREATE UNIQUE INDEX store_orders_one_per_buyer ON store_orders (buyer_id, app_id) WHERE status IN ('pending', 'completed');
CREATE INDEX store_orders_seller_idx ON store_orders (seller_id, created_at DESC);
CREATE INDEX store_orders_buyer_idx ON store_orders (buyer_id, created_at DESC);

-- A paid order cannot be rewritten: only pending → completed | failed.
CREATE FUNCTION store_orders_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.number IS DISTINCT FROM OLD.number OR NEW.app_id IS DISTINCT FROM OLD.app_id
     OR NEW.version_id IS DISTINCT FROM OLD.version_id OR NEW.buyer_id IS DISTINCT FROM OLD.buyer_id
     OR NEW.price IS DISTINCT FROM OLD.price OR NEW.idempotency_key IS DISTINCT FROM OLD.idempotency_key
     OR (OLD.status <> 'pending' AND NEW.status IS DISTINCT FROM OLD.status) THEN
    RAISE EXCEPTION 'store order % cannot change', OLD.id USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER store_orders_guard BEFORE UPDATE ON store_orders FOR EACH ROW EXECUTE FUNCTION store_orders_guard();

-- Ratings: one per buyer and listing, editable; the listing's rating and count are computed here, in the database.
CREATE TABLE store_ratings (
  app_id uuid NOT NULL REFERENCES store_apps (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (app_id, user_id)
);

CREATE FUNCTION store_ratings_recompute() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid := coalesce(NEW.app_id, OLD.app_id);
BEGIN
  UPDATE store_apps a SET rating = coalesce(s.avg, 0), ratings_count = s.n
    FROM (SELECT round(avg(stars)::numeric, 2) AS avg, count(*)::int AS n FROM store_ratings WHERE app_id = target) s
   WHERE a.id = target;
  RETURN NULL;
END;
$$;
CREATE TRIGGER store_ratings_recompute AFTER INSERT OR UPDATE OR DELETE ON store_ratings FOR EACH ROW EXECUTE FUNCTION store_ratings_recompute();

-- Builds of pinned versions, once per source hash (decision 186): bytes in bytea, in the database every instance shares.
CREATE TABLE store_builds (
  source_hash text PRIMARY KEY CHECK (source_hash ~ '^[0-9a-f]{64}$'),
  build_hash text NOT NULL CHECK (build_hash ~ '^[0-9a-f]{64}$'),
  kind text NOT NULL,
  script_hashes jsonb NOT NULL DEFAULT '[]'::jsonb,
  imports jsonb NOT NULL DEFAULT '[]'::jsonb,
  bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE store_build_files (
  source_hash text NOT NULL REFERENCES store_builds (source_hash) ON DELETE CASCADE,
  path text NOT NULL CHECK (path IN ('index.html', 'app.js', 'app.css')),
  content_type text NOT NULL,
  body bytea NOT NULL,
  PRIMARY KEY (source_hash, path)
);

-- A person's deployment of a listing: one row per user and listing, moved to a newer version on redeploy.
CREATE TABLE store_deployments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  app_id uuid NOT NULL REFERENCES store_apps (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  version_id uuid NOT NULL REFERENCES store_versions (id) ON DELETE RESTRICT,
  source_hash text NOT NULL REFERENCES store_builds (source_hash),
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'removed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT store_deployments_user_app UNIQUE (user_id, app_id)
);
CREATE INDEX store_deployments_version_idx ON store_deployments (version_id) WHERE state = 'active';
