-- What the AI understood when it generated a project (an AppSpec, packages/shared/src/app-spec.ts) and the
-- files exactly as it last generated them: an instruction ("ajoute un champ service visité") edits the
-- description, the app is generated again, and the user's own edits are kept by a three-way merge whose
-- base is generated_files (issue 13). Both are null for projects written by hand.
ALTER TABLE projects ADD COLUMN app_spec jsonb;
ALTER TABLE projects ADD COLUMN generated_files jsonb;
