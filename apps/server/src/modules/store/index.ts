// The store module (issue 16). Other modules reach it only through this file.
export * from './audit/index';
// The server-side build of a pinned version (decision 176) and the compliance validation (decisions 177–179).
export * from './build/index';
export { checkCompliance, type ComplianceOptions } from './compliance/index';
