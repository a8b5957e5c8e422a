-- A startup's solution may link to one of its store listings (decision 195): "Démo" and "Acquérir" open the
-- listing's page and "Analyser" shows its audit label. SET NULL: deleting the listing unlinks the solution.
ALTER TABLE marketplace_solutions ADD COLUMN store_app_id uuid REFERENCES store_apps (id) ON DELETE SET NULL;
CREATE INDEX marketplace_solutions_store_app_idx ON marketplace_solutions (store_app_id);
