import { SCRIPT_FILE, tsParserModule } from './lint';
import type { ProjectFile } from './types';

export type Feature = 'charts' | 'maps' | 'forms' | 'tables' | 'exports';
export type Metrics = { files: number; lines: number; components: number; complexity: number; features: Feature[]; imports: string[] };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Node = any;
const DECISIONS = new Set(['IfStatement', 'ConditionalExpression', 'ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement', 'CatchClause']);
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

export type Tree = { ast: unknown; visitorKeys: Record<string, readonly string[]> };
type Acc = { components: number; complexity: number; jsx: Set<string>; names: Set<string>; strings: Set<string>; imports: Set<string> };

/** A file's syntax tree from typescript-eslint's parser, or null when it does not parse. */
export function parseTree(file: ProjectFile): Tree | null {
  try {
    const parsed = tsParserModule().parseForESLint(file.content, { jsx: !/\.[cm]?ts$/i.test(file.path), ecmaVersion: 'latest', sourceType: 'module', range: false, loc: false });
    return { ast: parsed.ast, visitorKeys: parsed.visitorKeys as Record<string, readonly string[]> };
  } catch {
    return null;
  }
}

/** What one file contributes, read from its syntax tree. */
function treeMetrics(path: string, tree: Tree, acc: Acc) {
  const keys = tree.visitorKeys;
  const walk = (n: Node) => {
    if (!n || typeof n.type !== 'string') return;
    if (DECISIONS.has(n.type) || (n.type === 'SwitchCase' && n.test) || (n.type === 'LogicalExpression')) acc.complexity++;
    if (FUNCTIONS.has(n.type)) acc.complexity++;
    if ((n.type === 'FunctionDeclaration' && /^[A-Z]/.test(n.id?.name ?? '')) || (n.type === 'VariableDeclarator' && /^[A-Z]\w*$/.test(n.id?.name ?? '') && FUNCTIONS.has(n.init?.type)))
      if (/\.[jt]sx$/i.test(path)) acc.components++;
    if (n.type === 'JSXOpeningElement' && n.name?.type === 'JSXIdentifier') acc.jsx.add(n.name.name);
    if (n.type === 'Identifier') acc.names.add(n.name);
    if (n.type === 'Literal' && typeof n.value === 'string' && n.value.length < 40) acc.strings.add(n.value);
    if ((n.type === 'ImportDeclaration' || n.type === 'ExportAllDeclaration' || n.type === 'ExportNamedDeclaration' || n.type === 'ImportExpression') && typeof n.source?.value === 'string')
      acc.imports.add(n.source.value);
    for (const k of keys[n.type] ?? []) {
      const v = n[k];
      if (Array.isArray(v)) v.forEach(walk);
      else walk(v);
    }
  };
  walk(tree.ast);
}

/**
 * Measured complexity of a project (for the suggested price): code files, non-blank lines, React components,
 * a cyclomatic estimate (1 per function + 1 per branch, loop, catch, case and && / || / ??), features seen in the
 * code, and the bare imports (for the SBOM). `trees`: syntax trees already built (by the audit's ESLint pass).
 */
export function measure(files: readonly ProjectFile[], trees: ReadonlyMap<string, Tree | null> = new Map()): Metrics {
  const code = files.filter((f) => SCRIPT_FILE.test(f.path) || /\.html?$/i.test(f.path));
  const acc: Acc = { components: 0, complexity: 0, jsx: new Set<string>(), names: new Set<string>(), strings: new Set<string>(), imports: new Set<string>() };
  let lines = 0;
  for (const f of code) {
    lines += f.content.split(/\r\n|\r|\n/).filter((l) => l.trim().length > 0).length;
    if (SCRIPT_FILE.test(f.path)) {
      // the audit's own tree when it has one (one parse per file), else a parse here
      const tree = trees.has(f.path) ? trees.get(f.path)! : parseTree(f);
      if (tree) treeMetrics(f.path, tree, acc);
    }
    else for (const tag of f.content.matchAll(/<(form|table|canvas|svg)\b/gi)) acc.jsx.add(tag[1]!.toLowerCase());
  }
  const imports = [...acc.imports].filter((s) => !s.startsWith('.') && !s.startsWith('/')).sort();
  const has = (...names: string[]) => names.some((n) => acc.names.has(n) || acc.jsx.has(n));
  const features: Feature[] = [];
  const jsx = [...acc.jsx];
  if (imports.includes('recharts') || jsx.some((n) => n === 'canvas' || /Chart$/.test(n))) features.push('charts');
  if (jsx.some((n) => /(?:^|[a-z])Map(?:View|Container)?$/.test(n)) || imports.some((s) => /leaflet|maplibre|mapbox|^ol(?:\/|$)/.test(s))) features.push('maps');
  if (has('form', 'onSubmit')) features.push('forms');
  if (has('table')) features.push('tables');
  if (has('toCsv', 'exportCsv', 'print') || acc.strings.has('text/csv')) features.push('exports');
  return { files: code.length, lines, components: acc.components, complexity: acc.complexity, features, imports };
}
