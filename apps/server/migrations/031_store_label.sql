-- The label of a listing's current version (score and baseline), kept on the listing so the public list reads
-- summary columns only, never the audit report or the pinned files (decision 172). Updated when the audit job
-- finishes and when a justification is given or verified.
ALTER TABLE store_apps ADD COLUMN audit_score integer CHECK (audit_score BETWEEN 0 AND 100);
ALTER TABLE store_apps ADD COLUMN baseline text CHECK (baseline IN ('pass', 'fail'));
