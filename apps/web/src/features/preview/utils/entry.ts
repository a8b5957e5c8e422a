// Entry detection lives in @ov/shared/project-build (shared with the server build of a store app). Decision 250.
export { DEFAULT_HTML, detectEntry, moduleScripts, virtualEntryPath, VIRTUAL_ENTRY, type Entry } from '@ov/shared/project-build';
