import { createHash } from 'node:crypto';
import { entryFor } from './catalogue';
import { auditHtml } from './html';
import { LINT_TOOLS, SCRIPT_FILE, lastTree, lintScript, type Hit } from './lint';
import type { Tree } from './metrics';
import { SEVERITIES, type AuditBudget, type AuditReport, type Finding, type ProjectFile } from './types';

export const DEFAULT_AUDIT_BUDGET_MS = 10_000;
const HTML_FILE = /\.html?$/i;
const EXCERPT_MAX = 160;

/** Secrets are not copied into the report: long key-like runs keep their first 4 characters. */
const mask = (line: string) => line.replace(/[A-Za-z0-9_\-+/=.]{12,}/g, (m) => `${m.slice(0, 4)}…`);

function excerptOf(lines: string[], hit: Hit): string {
  const line = (lines[hit.line - 1] ?? '').trim();
  const shown = hit.rule === 'ov/hardcoded-secret' ? mask(line) : line;
  return shown.length > EXCERPT_MAX ? `${shown.slice(0, EXCERPT_MAX - 1)}…` : shown;
}

/**
 * The finding's id: a hash of its rule, file, excerpt and rank among identical ones, so it stays the same when
 * unrelated lines move (a justification given on one version still applies to the next). Decision 170.
 */
function idOf(rule: string, file: string, excerpt: string, rank: number): string {
  return createHash('sha256').update(`${rule}\u0000${file}\u0000${excerpt}\u0000${rank}`).digest('hex').slice(0, 16);
}

function findingsOf(file: ProjectFile, hits: Hit[]): Finding[] {
  const lines = file.content.split(/\r\n|\r|\n/);
  const ranks = new Map<string, number>();
  const sorted = [...hits].sort((a, b) => a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule));
  return sorted.map((hit) => {
    const entry = entryFor(hit.rule);
    const excerpt = hit.rule === 'ov/parse-error' && hit.text ? `${excerptOf(lines, hit)} — ${hit.text}`.slice(0, EXCERPT_MAX) : excerptOf(lines, hit);
    const key = `${hit.rule}\u0000${excerpt}`;
    const rank = ranks.get(key) ?? 0;
    ranks.set(key, rank + 1);
    return {
      id: idOf(hit.rule, file.path, excerpt, rank),
      rule: hit.rule,
      severity: hit.severity ?? entry.severity,
      file: file.path,
      line: hit.line,
      column: hit.column,
      excerpt,
      message: entry.message,
      advice: entry.advice,
    };
  });
}

/** What the audit reads in a file: scripts (JS/TS/JSX/TSX) and HTML; other files have no code to run. */
export const isAudited = (path: string) => SCRIPT_FILE.test(path) || HTML_FILE.test(path);

/**
 * The automatic security audit of a project's files (issue 16): pure and deterministic for given files and clock
 * readings. Files are read in path order; before each one the budget is checked, and once it has run out the
 * rest are listed in `notAudited` and the report is marked incomplete (never a silent pass). `onTree` receives
 * each script's syntax tree (for the complexity measures).
 */
export function auditProject(files: readonly ProjectFile[], budget: AuditBudget, onTree?: (path: string, tree: Tree | null) => void): AuditReport {
  const started = budget.now();
  const code = files.filter((f) => isAudited(f.path)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const findings: Finding[] = [];
  const notAudited: string[] = [];
  let audited = 0;
  for (const file of code) {
    if (notAudited.length > 0 || budget.now() - started >= budget.ms) {
      notAudited.push(file.path);
      continue;
    }
    const html = HTML_FILE.test(file.path);
    const hits = html ? auditHtml(file.content) : lintScript(file.content, file.path);
    // a script's tree as ESLint built it (null when it did not parse), so the measures need no second parse
    if (!html && onTree) onTree(file.path, hits.some((h) => h.rule === 'ov/parse-error') ? null : lastTree());
    findings.push(...findingsOf(file, hits));
    audited++;
  }
  const order = (s: Finding['severity']) => SEVERITIES.indexOf(s);
  findings.sort((a, b) => order(a.severity) - order(b.severity) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column);
  return { version: 1, findings, filesAudited: audited, complete: notAudited.length === 0, notAudited, budgetMs: budget.ms, tools: LINT_TOOLS() };
}
