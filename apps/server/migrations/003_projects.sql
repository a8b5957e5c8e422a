-- Projects (spec section 3) and a snapshot per save for history and restore.

CREATE TABLE projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text,
  visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('public', 'private', 'ministry_only')),
  category text,
  code_content jsonb NOT NULL DEFAULT '[]'::jsonb,
  image_url text,
  demo_url text,
  repository_url text,
  tech_stack jsonb NOT NULL DEFAULT '["html","css","js"]'::jsonb,
  is_featured boolean NOT NULL DEFAULT false,
  is_verified boolean NOT NULL DEFAULT false,
  star_count integer NOT NULL DEFAULT 0 CHECK (star_count >= 0),
  view_count integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  remix_count integer NOT NULL DEFAULT 0 CHECK (remix_count >= 0),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_user_updated_idx ON projects (user_id, updated_at DESC);
CREATE INDEX projects_visibility_idx ON projects (visibility) WHERE visibility <> 'private';

CREATE TABLE project_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  version integer NOT NULL,
  snapshot jsonb NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT project_versions_version_key UNIQUE (project_id, version)
);
