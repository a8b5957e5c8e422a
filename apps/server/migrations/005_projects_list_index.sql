-- GET /api/projects orders a user's projects by updated_at DESC, id DESC. With id in the index the
-- rows come out of the index in that order and PostgreSQL skips the sort (docs/decisions/013).
CREATE INDEX projects_user_updated_id_idx ON projects (user_id, updated_at DESC, id DESC);
DROP INDEX projects_user_updated_idx;
