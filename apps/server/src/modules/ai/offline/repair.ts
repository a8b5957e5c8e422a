import type * as TS from 'typescript';
import type { Lang } from './understand';

/**
 * The offline "fix this error" engine (docs/decisions/043-ai-repair-and-free-first-fix.md).
 *
 * Given one file, the error the preview or the editor reported and the user's language, it returns the
 * WHOLE file repaired when a deterministic fix exists, otherwise the file unchanged and an explanation of
 * what the error means and how to fix it. It parses with the real TypeScript compiler (loaded on first
 * use): syntax errors come from the parser, unknown names from the checker of a one-file program without
 * lib or module resolution (so globals and imports are told apart by hand, below). Every candidate edit
 * is re-parsed and kept only if it removes the error without adding one.
 */

export type RepairError = {
  kind: 'build' | 'runtime' | 'unhandledrejection';
  message: string;
  line?: number | undefined;
  column?: number | undefined;
};
export type RepairInput = { path: string; content: string; error: RepairError; lang: Lang };
export type RepairResult = {
  /** The whole file: repaired when `changed`, else exactly the input. */
  content: string;
  changed: boolean;
  /** One line per edit made, in the user's language. */
  fixes: string[];
  /** What was done, or what the error means and how to fix it by hand. */
  explanation: string;
};

let tsModule: Promise<typeof TS> | undefined;
/** typescript is large (~9 MB of JS): loaded on the first repair, not at server start. */
const loadTs = () => (tsModule ??= import('typescript').then((m) => ((m as { default?: typeof TS }).default ?? m) as typeof TS));

/** React exports a file may use without importing them (the import is added). */
const REACT_EXPORTS = [
  'useState', 'useEffect', 'useMemo', 'useCallback', 'useRef', 'useContext', 'useReducer', 'useId', 'useLayoutEffect',
  'useTransition', 'useDeferredValue', 'useSyncExternalStore', 'useOptimistic', 'useActionState', 'Fragment', 'createContext',
  'memo', 'forwardRef', 'lazy', 'Suspense', 'startTransition',
];
/** lucide-react icons used by the generated projects and common in hand-written ones. */
const LUCIDE_ICONS = [
  'Activity', 'AlertCircle', 'AlertTriangle', 'ArrowDownAZ', 'ArrowLeft', 'ArrowRight', 'Bell', 'BellRing', 'Calendar', 'Check',
  'CheckCircle2', 'ChevronDown', 'ChevronLeft', 'ChevronRight', 'ChevronUp', 'Clock', 'Copy', 'Download', 'Edit', 'Eye', 'EyeOff',
  'FileText', 'Filter', 'Gauge', 'Globe', 'Hash', 'Home', 'Info', 'Languages', 'Layers', 'Lock', 'LogIn', 'LogOut', 'Mail',
  'MapPin', 'Menu', 'Minus', 'MoreHorizontal', 'PackagePlus', 'Pencil', 'Plus', 'RefreshCw', 'Save', 'Search', 'Send',
  'Settings', 'Shield', 'ShieldAlert', 'ShieldCheck', 'Star', 'Trash2', 'Upload', 'User', 'Users', 'X', 'Zap',
];
const KNOWN_IMPORTS = new Map<string, string>([...REACT_EXPORTS.map((n) => [n, 'react'] as const), ...LUCIDE_ICONS.map((n) => [n, 'lucide-react'] as const)]);

/** Names the browser and the language provide: never "unknown", never renamed. */
const GLOBALS = new Set(
  (
    'undefined NaN Infinity globalThis window self document navigator location history console Math JSON Date Array Object Number String ' +
    'Boolean Symbol BigInt Promise Set Map WeakMap WeakSet WeakRef Proxy Reflect Error TypeError RangeError SyntaxError ReferenceError ' +
    'AggregateError EvalError URIError RegExp Function Intl ArrayBuffer SharedArrayBuffer DataView Uint8Array Int8Array Uint16Array ' +
    'Int16Array Uint32Array Int32Array Float32Array Float64Array BigInt64Array BigUint64Array Uint8ClampedArray parseInt parseFloat ' +
    'isNaN isFinite encodeURI decodeURI encodeURIComponent decodeURIComponent setTimeout clearTimeout setInterval clearInterval ' +
    'requestAnimationFrame cancelAnimationFrame queueMicrotask structuredClone fetch Request Response Headers URL URLSearchParams ' +
    'FormData Blob File FileReader AbortController AbortSignal Event CustomEvent EventTarget KeyboardEvent MouseEvent HTMLElement ' +
    'HTMLInputElement HTMLFormElement HTMLDivElement HTMLButtonElement Element Node localStorage sessionStorage crypto performance ' +
    'alert confirm prompt atob btoa TextEncoder TextDecoder Worker WebSocket BroadcastChannel IntersectionObserver ResizeObserver ' +
    'MutationObserver matchMedia getComputedStyle Image Audio Notification React JSX arguments require module exports process'
  ).split(' '),
);

type Check = { syntax: TS.Diagnostic[]; unknown: { name: string; start: number }[]; source: TS.SourceFile };

const FILE = '/repair/input';

function scriptKind(ts: typeof TS, path: string): TS.ScriptKind | null {
  if (/\.tsx$/i.test(path)) return ts.ScriptKind.TSX;
  if (/\.ts$/i.test(path)) return ts.ScriptKind.TS;
  if (/\.jsx$/i.test(path)) return ts.ScriptKind.JSX;
  if (/\.(m|c)?js$/i.test(path)) return ts.ScriptKind.JSX; // JSX is common in .js React files
  return null;
}

function check(ts: typeof TS, text: string, kind: TS.ScriptKind): Check {
  const name = FILE + (kind === ts.ScriptKind.TS ? '.ts' : kind === ts.ScriptKind.TSX ? '.tsx' : '.jsx');
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.ES2022, true, kind);
  const host: TS.CompilerHost = {
    getSourceFile: (f) => (f === name ? source : undefined),
    writeFile: () => undefined,
    getDefaultLibFileName: () => 'lib.d.ts',
    useCaseSensitiveFileNames: () => true,
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => '/',
    getNewLine: () => '\n',
    fileExists: (f) => f === name,
    readFile: () => undefined,
  };
  const program = ts.createProgram({
    rootNames: [name],
    options: { noLib: true, noResolve: true, types: [], jsx: ts.JsxEmit.Preserve, allowJs: true, checkJs: true, target: ts.ScriptTarget.ES2022 },
    host,
  });
  const syntax = [...program.getSyntacticDiagnostics(source)];
  const unknown: Check['unknown'] = [];
  if (syntax.length === 0) {
    for (const d of program.getSemanticDiagnostics(source)) {
      // 2304 Cannot find name 'x'; 2552 ... Did you mean; 2582/2583/2584 ... change your lib
      if (![2304, 2552, 2582, 2583, 2584].includes(d.code) || d.start === undefined) continue;
      const m = /Cannot find name '([^']+)'/.exec(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      if (m && !GLOBALS.has(m[1]!)) unknown.push({ name: m[1]!, start: d.start });
    }
  }
  return { syntax, unknown, source };
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** Every name the file declares (imports, variables, functions, classes, parameters, types). */
function declaredNames(ts: typeof TS, source: TS.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: TS.Node) => {
    const n = (node as { name?: TS.Node }).name;
    if (
      n &&
      ts.isIdentifier(n) &&
      (ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isParameter(node) ||
        ts.isImportSpecifier(node) || ts.isImportClause(node) || ts.isNamespaceImport(node) || ts.isBindingElement(node) ||
        ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isEnumDeclaration(node) || ts.isFunctionExpression(node))
    ) {
      names.add(n.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

const lineOf = (source: TS.SourceFile, pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
const maxDistance = (name: string) => (name.length <= 3 ? 1 : name.length <= 7 ? 2 : 3);

/** The closest known name, or null when none is close enough or two are equally close. */
function closestName(name: string, candidates: Iterable<string>): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  let tie = false;
  for (const c of candidates) {
    if (c === name) continue;
    const dist = editDistance(name, c);
    if (dist < bestD) {
      best = c;
      bestD = dist;
      tie = false;
    } else if (dist === bestD && c !== best) tie = true;
  }
  if (best === null || bestD > maxDistance(name) || tie) return null;
  // a one-letter name is never "almost" another one
  if (name.length < 3) return null;
  return best;
}

type Edit = { start: number; end: number; text: string };
const applyEdits = (text: string, edits: Edit[]) =>
  [...edits].sort((a, b) => b.start - a.start).reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);

/** Adds `name` to the file's import from `module` (or a new import line after the last import). */
function addImport(ts: typeof TS, source: TS.SourceFile, name: string, module: string): Edit {
  let lastImportEnd = 0;
  for (const st of source.statements) {
    if (!ts.isImportDeclaration(st)) continue;
    lastImportEnd = st.end;
    const spec = st.moduleSpecifier;
    const bindings = st.importClause?.namedBindings;
    if (ts.isStringLiteral(spec) && spec.text === module && bindings && ts.isNamedImports(bindings) && !st.importClause?.isTypeOnly) {
      const last = bindings.elements[bindings.elements.length - 1];
      if (last) return { start: last.end, end: last.end, text: `, ${name}` };
    }
  }
  const line = `import { ${name} } from '${module}';`;
  return lastImportEnd > 0 ? { start: lastImportEnd, end: lastImportEnd, text: `\n${line}` } : { start: 0, end: 0, text: `${line}\n` };
}

const T = {
  renamed: (lang: Lang, from: string, to: string, line: number) =>
    lang === 'fr' ? `« ${from} » remplacé par « ${to} » (ligne ${line}) : le nom était mal orthographié.` : `"${from}" replaced by "${to}" (line ${line}): the name was misspelled.`,
  imported: (lang: Lang, name: string, module: string) =>
    lang === 'fr' ? `Import de « ${name} » depuis « ${module} » ajouté : il était utilisé sans être importé.` : `Added the import of "${name}" from "${module}": it was used without being imported.`,
  inserted: (lang: Lang, token: string, line: number) =>
    lang === 'fr' ? `« ${token} » manquant ajouté ligne ${line}.` : `Added the missing "${token}" on line ${line}.`,
  guarded: (lang: Lang, expr: string, line: number, withDefault: boolean) =>
    lang === 'fr'
      ? `Ligne ${line} : « ${expr} » peut être undefined ; ${withDefault ? 'une liste vide est utilisée par défaut' : 'accès protégé par ?.'}.`
      : `Line ${line}: "${expr}" can be undefined; ${withDefault ? 'an empty list is used by default' : 'the access is guarded with ?.'}.`,
  done: (lang: Lang, path: string) =>
    lang === 'fr' ? `Fichier ${path} corrigé (fichier complet ci-dessous) :` : `${path} repaired (the whole file is below):`,
};

const ARRAY_MEMBERS = new Set(['map', 'filter', 'forEach', 'find', 'findIndex', 'reduce', 'some', 'every', 'slice', 'join', 'includes', 'length', 'flatMap', 'indexOf', 'at', 'sort', 'concat', 'entries', 'keys', 'values']);

/** The name an error message is about, in the usual browser, esbuild and TypeScript wordings. */
function namedInMessage(message: string): string | null {
  const m =
    /(?:ReferenceError:\s*)?([A-Za-z_$][\w$]*) is not defined/.exec(message) ??
    /Cannot find name '([^']+)'/.exec(message) ??
    /[Cc]an't find variable:\s*([A-Za-z_$][\w$]*)/.exec(message) ??
    /"([A-Za-z_$][\w$]*)" is not (?:defined|declared)/.exec(message);
  return m ? m[1]! : null;
}

function readsUndefined(message: string): { member: string; nullish: string } | null {
  const m =
    /Cannot read propert(?:y|ies) of (undefined|null) \(reading '([^']+)'\)/.exec(message) ??
    /can't access property "([^"]+)", \S+ is (undefined|null)/.exec(message);
  if (!m) return null;
  return m[0].startsWith('Cannot') ? { member: m[2]!, nullish: m[1]! } : { member: m[1]!, nullish: m[2]! };
}

/** Single-token insertions that could end a syntax error, best first. */
function syntaxCandidates(ts: typeof TS, text: string, d: TS.Diagnostic): Edit[] {
  const start = d.start ?? 0;
  const msg = ts.flattenDiagnosticMessageText(d.messageText, '\n');
  let prevEnd = start;
  while (prevEnd > 0 && /\s/.test(text[prevEnd - 1]!)) prevEnd--;
  const out: Edit[] = [];
  const insert = (at: number, t: string) => out.push({ start: at, end: at, text: t });

  const expected = /^'(.{1,3})' expected\.$/.exec(msg);
  if (expected) {
    insert(prevEnd, expected[1]!);
    if (prevEnd !== start) insert(start, expected[1]!);
  }
  const jsx = /JSX element '([^']+)' has no corresponding closing tag|Expected corresponding JSX closing tag for '([^']+)'/.exec(msg);
  if (jsx) {
    const tag = jsx[1] ?? jsx[2]!;
    // the opening tag: the diagnostic for 17008, else the nearest "<tag" before the closing one
    const openAt = jsx[1] ? start : text.lastIndexOf(`<${tag}`, start);
    const openLine = text.lastIndexOf('\n', openAt) + 1;
    const indent = /^[ \t]*/.exec(text.slice(openLine))![0];
    const closing = `</${tag}>`;
    let from = jsx[1] ? text.indexOf('>', openAt) + 1 : start;
    if (!jsx[1]) {
      insert(start, closing);
    }
    for (let n = 0; n < 12; n++) {
      const at = text.indexOf('</', from);
      if (at < 0) break;
      const lineStart = text.lastIndexOf('\n', at) + 1;
      if (/^[ \t]*$/.test(text.slice(lineStart, at))) insert(lineStart, `${indent}${closing}\n`);
      else insert(at, closing);
      from = at + 2;
    }
  }
  if (d.code === 1002 || d.code === 1160) {
    // unterminated string or template (reported where the line ends): close it before the punctuation that ends the line
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const lineEnd = text.indexOf('\n', start) < 0 ? text.length : text.indexOf('\n', start);
    const before = text.slice(lineStart, Math.min(start, lineEnd));
    const q = Math.max(before.lastIndexOf("'"), before.lastIndexOf('"'), before.lastIndexOf('`'));
    if (q >= 0) {
      const quote = before[q]!;
      const open = lineStart + q;
      const line = text.slice(open + 1, lineEnd);
      // a closing parenthesis or brace glued to the string, e.g. t('key);
      const glued = /^([^;,)\]}]*?)([)\]}]+[;,]?\s*)$/.exec(line);
      if (glued) insert(open + 1 + glued[1]!.length, quote);
      const trailing = /[\s;,)\]}>]*$/.exec(line)![0];
      insert(lineEnd - trailing.length, quote);
      insert(lineEnd, quote);
    }
  }
  for (const tok of [')', '}', ']', ',', ';']) insert(prevEnd, tok);
  return out;
}

/** The parser's error count (its parse diagnostics; a full one-file program when they are not exposed). */
function syntaxErrorCount(ts: typeof TS, text: string, kind: TS.ScriptKind): number {
  const sf = ts.createSourceFile(FILE + (kind === ts.ScriptKind.TS ? '.ts' : '.tsx'), text, ts.ScriptTarget.ES2022, false, kind);
  const parsed = (sf as unknown as { parseDiagnostics?: TS.Diagnostic[] }).parseDiagnostics;
  return Array.isArray(parsed) ? parsed.length : check(ts, text, kind).syntax.length;
}

/** Repairs syntax errors one at a time (at most 4), each by the first candidate the parser accepts. */
/**
 * Work budget of the syntax search, counted in characters parsed rather than milliseconds: it runs on the
 * server's event loop, and a 200,000-character file parses in ~30 ms, so this is about one second of an idle
 * core. Counting work, not time, gives the same answer on a loaded machine as on an idle one (issue 14).
 */
export const SYNTAX_BUDGET_CHARS = 6_000_000;

function repairSyntax(ts: typeof TS, text: string, kind: TS.ScriptKind, lang: Lang, fixes: string[]): string {
  let current = text;
  let parsed = 0;
  const spent = () => parsed >= SYNTAX_BUDGET_CHARS;
  for (let round = 0; round < 4 && !spent(); round++) {
    const c = check(ts, current, kind);
    parsed += current.length;
    if (c.syntax.length === 0) return current;
    const first = c.syntax[0]!;
    let best: { text: string; errors: number; edit: Edit } | null = null;
    for (const edit of syntaxCandidates(ts, current, first)) {
      const next = applyEdits(current, [edit]);
      const errors = syntaxErrorCount(ts, next, kind);
      parsed += next.length;
      if (!best || errors < best.errors) best = { text: next, errors, edit };
      if (errors === 0 || spent()) break;
    }
    if (!best || best.errors >= c.syntax.length) return current;
    fixes.push(T.inserted(lang, best.edit.text.trim(), lineOf(c.source, best.edit.start)));
    current = best.text;
  }
  return current;
}

function explain(lang: Lang, error: RepairError, path: string, reason: string | null): string {
  const fr = lang === 'fr';
  const where = error.line ? (fr ? `${path}, ligne ${error.line}` : `${path}, line ${error.line}`) : path;
  const name = namedInMessage(error.message);
  const reads = readsUndefined(error.message);
  let meaning: string;
  if (name) {
    meaning = fr
      ? `« ${name} » n'est déclaré nulle part à cet endroit (${where}) et n'est pas importé. Vérifiez son orthographe, importez-le depuis le bon module (par exemple \`import { ${name} } from '…'\`) ou déclarez-le avant de l'utiliser.`
      : `"${name}" is not declared at that place (${where}) and is not imported. Check its spelling, import it from the right module (e.g. \`import { ${name} } from '…'\`) or declare it before using it.`;
  } else if (reads) {
    meaning = fr
      ? `Le code lit « .${reads.member} » sur une valeur ${reads.nullish} (${where}) : la donnée n'est pas encore chargée ou le nom de la propriété est faux. Protégez l'accès avec « ?. » ou une valeur par défaut (par exemple \`(liste ?? []).map(...)\`), ou initialisez l'état.`
      : `The code reads ".${reads.member}" on a ${reads.nullish} value (${where}): the data is not loaded yet or the property name is wrong. Guard the access with "?." or a default (e.g. \`(list ?? []).map(...)\`), or initialise the state.`;
  } else if (/is not a function/.test(error.message)) {
    meaning = fr
      ? `Une valeur appelée comme une fonction n'en est pas une (${where}) : vérifiez le nom de la fonction, son import (export nommé ou par défaut) et le type de la valeur.`
      : `A value called as a function is not one (${where}): check the function's name, its import (named or default export) and the value's type.`;
  } else if (error.kind === 'build') {
    meaning = fr
      ? `Le fichier ne se compile pas (${where}) : ${error.message}. Regardez la ligne indiquée et celle d'avant : une parenthèse, une accolade, une balise JSX ou un guillemet non fermé en est souvent la cause.`
      : `The file does not compile (${where}): ${error.message}. Look at the line shown and the one before: an unclosed parenthesis, brace, JSX tag or quote is often the cause.`;
  } else {
    meaning = fr
      ? `Erreur à l'exécution (${where}) : ${error.message}. Ouvrez la ligne indiquée, vérifiez les valeurs utilisées (undefined, null, mauvais type) et protégez les accès aux données qui peuvent manquer.`
      : `Runtime error (${where}): ${error.message}. Open the line shown, check the values used there (undefined, null, wrong type) and guard accesses to data that can be missing.`;
  }
  const why = reason ? (fr ? `Correction automatique impossible : ${reason}` : `No automatic fix: ${reason}`) : fr ? 'Aucune correction automatique sûre : le fichier est renvoyé inchangé.' : 'No safe automatic fix: the file is returned unchanged.';
  return `${why}\n\n${meaning}`;
}

/** The file as it came, with what the error means and why it was not fixed (`reason` per language, or none). */
export function unchangedFile(input: RepairInput, reason: string | { fr: string; en: string } | null): RepairResult {
  const why = reason === null || typeof reason === 'string' ? reason : reason[input.lang];
  return { content: input.content, changed: false, fixes: [], explanation: explain(input.lang, input.error, input.path, why) };
}

/** Repairs `content` for `error`; never throws on bad input (the unchanged file and an explanation instead). */
export async function repairFile(input: RepairInput): Promise<RepairResult> {
  try {
    return await repair(input);
  } catch {
    return unchangedFile(input, { fr: 'erreur interne de l’analyseur.', en: 'internal analyser error.' });
  }
}

async function repair(input: RepairInput): Promise<RepairResult> {
  const { path, content, error, lang } = input;
  const fr = lang === 'fr';
  const unchanged = (reason: string | null): RepairResult => unchangedFile(input, reason);
  const ts = await loadTs();
  const kind = scriptKind(ts, path);
  if (kind === null) return unchanged(fr ? `le fichier ${path} n'est pas du TypeScript ou du JavaScript.` : `${path} is not TypeScript or JavaScript.`);

  const fixes: string[] = [];
  // 1. syntax: the parser decides, whatever the message says
  let text = repairSyntax(ts, content, kind, lang, fixes);
  let c = check(ts, text, kind);
  if (c.syntax.length > 0) return unchanged(fr ? 'la syntaxe du fichier est trop abîmée pour une correction sûre.' : 'the file’s syntax is too broken for a safe fix.');

  // 2. unknown names: the one the message names, else those on the reported line
  const named = namedInMessage(error.message);
  const targets = new Set(
    c.unknown
      .filter((u) => (named ? u.name === named : error.line ? lineOf(c.source, u.start) === error.line : error.kind === 'build'))
      .map((u) => u.name),
  );
  const edits: Edit[] = [];
  const declared = declaredNames(ts, c.source);
  const importsAdded = new Set<string>();
  for (const name of targets) {
    const occurrences = c.unknown.filter((u) => u.name === name);
    const firstLine = lineOf(c.source, occurrences[0]!.start);
    let replacement: string | null = null;
    if (KNOWN_IMPORTS.has(name)) replacement = name;
    else replacement = closestName(name, declared) ?? closestName(name, KNOWN_IMPORTS.keys());
    if (!replacement) continue;
    if (replacement !== name) {
      for (const u of occurrences) edits.push({ start: u.start, end: u.start + name.length, text: replacement });
      fixes.push(T.renamed(lang, name, replacement, firstLine));
    }
    const module = KNOWN_IMPORTS.get(replacement);
    if (module && !declared.has(replacement) && !importsAdded.has(replacement)) {
      importsAdded.add(replacement);
      edits.push(addImport(ts, c.source, replacement, module));
      fixes.push(T.imported(lang, replacement, module));
    }
  }
  if (edits.length) {
    text = applyEdits(text, edits);
    c = check(ts, text, kind);
  }

  // 3. reading a member of undefined at the reported line
  const reads = readsUndefined(error.message);
  if (reads && error.line) {
    const guard = guardAccess(ts, c.source, text, reads.member, error.line);
    if (guard) {
      fixes.push(T.guarded(lang, guard.expr, error.line, guard.withDefault));
      text = applyEdits(text, [guard.edit]);
      c = check(ts, text, kind);
    }
  }

  if (!fixes.length || text === content) return unchanged(null);
  if (c.syntax.length > 0) return unchanged(fr ? 'la correction trouvée ne se compile pas.' : 'the fix found does not compile.');
  return { content: text, changed: true, fixes, explanation: [T.done(lang, path), ...fixes.map((f) => `- ${f}`)].join('\n') };
}

/** `x.map(` → `(x ?? []).map(`; `x.name` → `x?.name`, on the given line. */
function guardAccess(ts: typeof TS, source: TS.SourceFile, text: string, member: string, line: number): { edit: Edit; expr: string; withDefault: boolean } | null {
  let found: TS.PropertyAccessExpression | TS.ElementAccessExpression | null = null;
  const visit = (node: TS.Node) => {
    if (found) return;
    if (ts.isPropertyAccessExpression(node) && node.name.text === member && !node.questionDotToken && lineOf(source, node.name.getStart(source)) === line) {
      // the innermost (leftmost) access first: a.b.map → the .map access itself
      found = node;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const access = found as TS.PropertyAccessExpression | null;
  if (!access) return null;
  const obj = access.expression;
  const exprText = text.slice(obj.getStart(source), obj.end);
  if (ARRAY_MEMBERS.has(member)) {
    return { edit: { start: obj.getStart(source), end: obj.end, text: `(${exprText} ?? [])` }, expr: exprText, withDefault: true };
  }
  return { edit: { start: obj.end, end: obj.end, text: '?' }, expr: exprText, withDefault: false };
}
