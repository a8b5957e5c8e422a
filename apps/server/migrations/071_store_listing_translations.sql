-- The store's sample listings in French and English (decision 174): per-language title and description, as the
-- marketplace seed has them (050_marketplace.sql). Null for a user's listing, shown in its author's language.
-- The seed fills it, also for samples seeded before this column existed (by slug, sample vendor only).
ALTER TABLE store_apps ADD COLUMN translations jsonb CHECK (translations IS NULL OR jsonb_typeof(translations) = 'object');

-- Search (decision 172) also finds a sample by its English words: the generated column is rebuilt with them.
ALTER TABLE store_apps DROP COLUMN search;
ALTER TABLE store_apps ADD COLUMN search text GENERATED ALWAYS AS (store_fold(
  title || ' ' || description || ' ' || tech_stack::text
    || ' ' || coalesce(translations #>> '{en,title}', '') || ' ' || coalesce(translations #>> '{en,description}', '')
)) STORED;
