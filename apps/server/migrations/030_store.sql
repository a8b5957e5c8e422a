-- The application store (issue 16, decisions 171–172): listings, their immutable versions, and the vendor's
-- justification of each audit finding.

-- Accent- and case-folding for search. PGlite has no unaccent extension, so this is plain SQL: accented letters
-- (both cases, translate before lower so it does not depend on the database's locale) become their base letter,
-- ligatures are spelled out, then lower() handles ASCII. IMMUTABLE so a generated column and indexes may use it.
CREATE FUNCTION store_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(translate(
    replace(replace(replace(replace(t, 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae'),
    'àáâãäåāçćčèéêëēėęìíîïīįłñńòóôõöøōùúûüūýÿžźżÀÁÂÃÄÅĀÇĆČÈÉÊËĒĖĘÌÍÎÏĪĮŁÑŃÒÓÔÕÖØŌÙÚÛÜŪÝŸŽŹŻ',
    'aaaaaaaccceeeeeeeiiiiiilnnooooooouuuuuyyzzzaaaaaaaccceeeeeeeiiiiiilnnooooooouuuuuyyzzz'
  ))
$$;

CREATE TABLE store_apps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 80),
  author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id uuid REFERENCES projects (id) ON DELETE SET NULL,
  title text NOT NULL,
  description text NOT NULL,
  category text NOT NULL CHECK (category IN ('security', 'defense', 'analytics', 'productivity', 'ecommerce', 'other')),
  tech_stack jsonb NOT NULL DEFAULT '[]'::jsonb,
  features jsonb NOT NULL DEFAULT '[]'::jsonb,
  price integer NOT NULL CHECK (price >= 1000 AND price % 1000 = 0),
  target_buyers text NOT NULL CHECK (target_buyers IN ('government', 'private', 'both')),
  classification text NOT NULL CHECK (classification IN ('non_protege', 'diffusion_restreinte', 'secret')),
  ministry_only boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'audited', 'approved', 'featured', 'rejected')),
  rating numeric(3, 2) NOT NULL DEFAULT 0 CHECK (rating >= 0 AND rating <= 5),
  ratings_count integer NOT NULL DEFAULT 0 CHECK (ratings_count >= 0),
  downloads integer NOT NULL DEFAULT 0 CHECK (downloads >= 0),
  certifications jsonb NOT NULL DEFAULT '[]'::jsonb,
  data_location text,
  demo_url text,
  screenshots jsonb NOT NULL DEFAULT '[]'::jsonb,
  feedback text,
  current_version_id uuid,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Search over title, description and tech stack, folded once at write time (decision 172).
  search text GENERATED ALWAYS AS (store_fold(title || ' ' || description || ' ' || tech_stack::text)) STORED
);

-- The public list: approved and featured only, one index per sort, id as the tie-break (stable paging).
CREATE INDEX store_apps_public_rating_idx ON store_apps (rating DESC, id) WHERE status IN ('approved', 'featured');
CREATE INDEX store_apps_public_price_idx ON store_apps (price DESC, id) WHERE status IN ('approved', 'featured');
CREATE INDEX store_apps_public_downloads_idx ON store_apps (downloads DESC, id) WHERE status IN ('approved', 'featured');
CREATE INDEX store_apps_author_idx ON store_apps (author_id, submitted_at DESC);
CREATE INDEX store_apps_queue_idx ON store_apps (submitted_at, id) WHERE status IN ('pending', 'audited');
CREATE INDEX store_apps_project_idx ON store_apps (project_id);

CREATE TABLE store_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  app_id uuid NOT NULL REFERENCES store_apps (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number >= 1),
  -- SHA-256 (hex) of the canonical serialization of `files` (paths sorted, JSON of [path, content] pairs).
  hash text NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
  files jsonb NOT NULL,
  files_count integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Filled by the background audit job, once: raw AuditReport, metrics, compliance, price suggestion, SBOM.
  audit jsonb,
  metrics jsonb,
  compliance jsonb,
  price_suggestion jsonb,
  sbom jsonb,
  audited_at timestamptz,
  CONSTRAINT store_versions_number_key UNIQUE (app_id, number)
);

ALTER TABLE store_apps
  ADD CONSTRAINT store_apps_current_version_fk FOREIGN KEY (current_version_id) REFERENCES store_versions (id) ON DELETE SET NULL;

-- A version's pinned files and hash are write-once: what a buyer inspects is what was audited.
CREATE FUNCTION store_versions_write_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.files IS DISTINCT FROM OLD.files OR NEW.hash IS DISTINCT FROM OLD.hash OR NEW.number IS DISTINCT FROM OLD.number
     OR NEW.app_id IS DISTINCT FROM OLD.app_id THEN
    RAISE EXCEPTION 'store version % is write-once', OLD.id USING ERRCODE = '42501';
  END IF;
  IF OLD.audited_at IS NOT NULL AND (NEW.audit IS DISTINCT FROM OLD.audit OR NEW.sbom IS DISTINCT FROM OLD.sbom) THEN
    RAISE EXCEPTION 'store version % is already audited', OLD.id USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER store_versions_write_once BEFORE UPDATE ON store_versions FOR EACH ROW EXECUTE FUNCTION store_versions_write_once();

-- The vendor's justification of one finding of one version; an admin verifies (true) or refuses (false) it.
CREATE TABLE store_justifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  version_id uuid NOT NULL REFERENCES store_versions (id) ON DELETE CASCADE,
  finding_id text NOT NULL,
  text text NOT NULL,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  verified boolean,
  verified_by uuid REFERENCES users (id) ON DELETE SET NULL,
  verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT store_justifications_finding_key UNIQUE (version_id, finding_id)
);
CREATE INDEX store_justifications_open_idx ON store_justifications (created_at) WHERE verified IS NULL;

-- The timeline of a listing is read from audit_log (events store.*, details.app_id).
CREATE INDEX audit_log_store_app_idx ON audit_log ((details ->> 'app_id'), id) WHERE event LIKE 'store.%';
