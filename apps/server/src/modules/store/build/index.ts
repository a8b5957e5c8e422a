// The server-side build of a pinned app version (issue 16 §5, issue 17 §4). Decision 176.
export { buildApp, DEFAULT_BUILD_BUDGET_MS, type BuildAppResult, type BuildOptions, type BuiltFile, type BuildError } from './build';
