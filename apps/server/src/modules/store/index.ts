// The store module (issue 16). Other modules reach it only through this file.
export * from './audit/index';
export * from './orders/index';
export { buildApp, DEFAULT_BUILD_BUDGET_MS, type BuildAppResult, type BuiltFile } from './build/index';
