import type { ProjectFile } from '@ov/shared';

export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];
export type Bilingual = { fr: string; en: string };

/** One thing the audit found, at one place. `id` is stable: the same code at the same place gives the same id. */
export type Finding = {
  id: string;
  rule: string;
  severity: Severity;
  file: string;
  line: number;
  column: number;
  excerpt: string;
  message: Bilingual;
  advice: Bilingual;
};

/** The time the audit may take. `now` is injected (tests advance it by hand; the server passes performance.now). */
export type AuditBudget = { ms: number; now: () => number };

export type AuditReport = {
  version: 1;
  findings: Finding[];
  /** Files read (audited, or skipped as not code: images, JSON, CSS...). */
  filesAudited: number;
  /** false when the budget ran out: the files in `notAudited` were not checked. */
  complete: boolean;
  notAudited: string[];
  budgetMs: number;
  /** Tools and their versions, so the report says what checked the code. */
  tools: { name: string; version: string }[];
};

export type { ProjectFile };
