import type * as EslintApi from 'eslint';
import type { ESLint, Linter } from 'eslint';
import type * as TsParser from '@typescript-eslint/parser';
import { lazyRequire } from '../../../platform/lazy-require';
import { ovPlugin } from './rules';
import { RUNTIME_SPECIFIERS } from './runtime-libs.generated';
import type { Severity } from './types';

/** A rule that fired, at a place in the linted text (1-based line and column, before any offset). */
export type Hit = { rule: string; severity?: Severity; line: number; column: number; text?: string };

/**
 * eslint-plugin-security's rules we run. Left out: detect-object-injection (fires on every `obj[key]`, which is
 * most of React code: its findings would bury the real ones) and detect-eval-with-expression (ov/no-eval covers
 * every eval, not only those with an expression). Decision 170.
 */
const SECURITY_RULES = [
  'detect-unsafe-regex',
  'detect-non-literal-regexp',
  'detect-non-literal-require',
  'detect-non-literal-fs-filename',
  'detect-pseudoRandomBytes',
  'detect-possible-timing-attacks',
  'detect-no-csrf-before-method-override',
  'detect-buffer-noassert',
  'detect-child-process',
  'detect-disable-mustache-escape',
  'detect-new-buffer',
  'detect-bidi-characters',
  'detect-invisible-characters',
];
const OV_RULES = ['no-eval', 'no-dangerous-html', 'no-plain-http', 'hardcoded-secret', 'token-in-localstorage', 'postmessage-origin', 'blank-target-rel', 'import-outside-runtime'];

/** Severities that depend on what exactly fired (rule:messageId), over the catalogue's default. */
const BY_MESSAGE: Record<string, Severity> = {
  'ov/hardcoded-secret:key-format': 'critical',
  'ov/hardcoded-secret:private-key': 'critical',
};

// Loaded on the first audit, not when the server starts (decision 242).
type Plugin = ESLint.Plugin & { meta?: { version?: string } };
export const eslintModule = lazyRequire<typeof EslintApi>('eslint', import.meta.url);
export const tsParserModule = lazyRequire<typeof TsParser>('@typescript-eslint/parser', import.meta.url);
const securityPlugin = lazyRequire<Plugin>('eslint-plugin-security', import.meta.url);
const noUnsanitizedPlugin = lazyRequire<Plugin>('eslint-plugin-no-unsanitized', import.meta.url);

let lintState: { linter: Linter; configs: { jsx: Linter.Config[]; ts: Linter.Config[] } } | undefined;
function state() {
  if (lintState) return lintState;
  const rules: Linter.RulesRecord = {
    ...Object.fromEntries(SECURITY_RULES.map((r) => [`security/${r}`, 'error'])),
    'no-unsanitized/property': 'error',
    'no-unsanitized/method': 'error',
    ...Object.fromEntries(OV_RULES.map((r) => [`ov/${r}`, 'error'])),
  };
  const plugins = { security: securityPlugin(), 'no-unsanitized': noUnsanitizedPlugin(), ov: ovPlugin(new Set(RUNTIME_SPECIFIERS)) };
  const config = (jsx: boolean): Linter.Config[] => [
    {
      files: ['**/*.tsx', '**/*.ts'],
      plugins,
      languageOptions: { parser: tsParserModule(), ecmaVersion: 'latest', sourceType: 'module', parserOptions: { ecmaFeatures: { jsx } } },
      linterOptions: { reportUnusedDisableDirectives: 'off', noInlineConfig: true },
      rules,
    },
  ];
  lintState = { linter: new (eslintModule().Linter)({ configType: 'flat' }), configs: { jsx: config(true), ts: config(false) } };
  return lintState;
}

/** Code files the linter reads; everything else (CSS, JSON, Markdown, images) has no code to audit. */
export const SCRIPT_FILE = /\.(?:[cm]?[jt]sx?)$/i;

/**
 * Lints one script with the audit's rules. A syntax error is one `ov/parse-error` hit at its place, never a throw.
 * `.ts` files are parsed without JSX (so `<T>value` casts read as TypeScript); everything else with JSX.
 */
export function lintScript(code: string, filename: string): Hit[] {
  const jsx = !/\.[cm]?ts$/i.test(filename);
  let messages: Linter.LintMessage[];
  try {
    // The linter sees a fixed name per parsing mode: the file's real name is the finding's, not the config's business.
    const { linter, configs } = state();
    messages = linter.verify(code, jsx ? configs.jsx : configs.ts, { filename: jsx ? 'audited.tsx' : 'audited.ts' });
  } catch (e) {
    // A rule crashing on an odd tree: reported as unparsable rather than taking the whole audit down.
    return [{ rule: 'ov/parse-error', line: 1, column: 1, text: e instanceof Error ? e.message.split('\n')[0] : String(e) }];
  }
  // Messages without a rule and not fatal are ESLint's notes about the file (an inline directive ignored): not findings.
  return messages.flatMap((m): Hit[] => {
    if (m.fatal) return [{ rule: 'ov/parse-error', line: m.line || 1, column: m.column || 1, text: m.message }];
    if (!m.ruleId) return [];
    const severity = BY_MESSAGE[`${m.ruleId}:${m.messageId ?? ''}`];
    return [{ rule: m.ruleId, line: m.line, column: m.column, ...(severity ? { severity } : {}) }];
  });
}

/** The syntax tree ESLint built for the last `lintScript` call (null after a parse error), so measures need no second parse. */
export function lastTree(): { ast: unknown; visitorKeys: Record<string, readonly string[]> } | null {
  const source = lintState?.linter.getSourceCode();
  return source ? { ast: source.ast, visitorKeys: source.visitorKeys as Record<string, readonly string[]> } : null;
}

export const LINT_TOOLS = () => [
  { name: 'eslint', version: eslintModule().Linter.version },
  { name: 'eslint-plugin-security', version: String(securityPlugin().meta?.version ?? 'unknown') },
  { name: 'eslint-plugin-no-unsanitized', version: String(noUnsanitizedPlugin().meta?.version ?? 'unknown') },
  { name: '@typescript-eslint/parser', version: String(tsParserModule().version) },
];
