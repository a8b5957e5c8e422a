// The automatic store audit (issue 16, decision 170): security findings, score and baseline, SBOM, suggested price.
export { auditProject, isAudited, DEFAULT_AUDIT_BUDGET_MS } from './audit';
export { analyseProject, unfinishedAnalysis, type AnalyseInput, type Analysis } from './analyse';
export { createAuditRunner, defaultAnalyse, defaultAuditWorker, type Analyse, type AuditRunner, type AuditWorker } from './runner';
export { scoreAudit, type AuditScore, type Justification } from './score';
export { buildSbom, purlOf, type CycloneDxBom, type SbomInput } from './sbom';
export { suggestPrice, STORE_CATEGORIES, PRICE_MIN, PRICE_STEP, type PriceSuggestion, type PriceLine, type StoreCategory, type TargetBuyers } from './price';
export { measure, type Metrics, type Feature } from './metrics';
export { CATALOGUE } from './catalogue';
export { SEVERITIES, type AuditBudget, type AuditReport, type Finding, type Severity, type Bilingual } from './types';
