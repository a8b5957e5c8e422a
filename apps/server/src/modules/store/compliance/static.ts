// What the code says about RGPD, read from its syntax tree (ESLint's Linter with typescript-eslint's parser, as the
// audit) and, for HTML, from parse5's tree: storage writes and whether a consent check guards them, requests to
// other origins, and the privacy notice's text. Decision 177.
import type { Linter, Rule } from 'eslint';
import { eslintModule, tsParserModule } from '../audit/lint';
import type * as Parse5 from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import type { ProjectFile } from '@ov/shared';
import { lazyRequire } from '../../../platform/lazy-require';

// parse5 is read on the first HTML parsed (a build, an audit, a compliance check), not at start (decision 267).
const parse5 = lazyRequire<typeof Parse5>('parse5', import.meta.url);

// ESTree and JSX nodes as the parser gives them: read field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Node = any;

export type StorageWrite = { file: string; line: number; api: string; key: string | null; gated: boolean; guard: string | null };
export type Request = { file: string; line: number; sink: string; url: string | null };
export type NoticeText = { file: string; line: number; text: string };
export type StaticFacts = { storage: StorageWrite[]; requests: Request[]; notices: NoticeText[]; unparsed: string[] };

/** Words of a privacy notice, in French and English. */
export const PRIVACY_WORDS = /confidentialit|donn[ée]es? personnelles?|vie priv[ée]e|\bRGPD\b|privacy|personal data|\bGDPR\b/i;
/** A consent check: a name or text that speaks of consent. */
const CONSENT = /consent/i;
/** An address on another origin (the app is served alone: any absolute URL is a third party). */
export const EXTERNAL_URL = /^\s*(?:(?:https?|wss?):)?\/\/[^/\s]/i;

const SCRIPT_FILE = /\.(?:[cm]?[jt]sx?)$/i;
const GLOBALS = new Set(['window', 'globalThis', 'self']);

const nameOf = (n: Node): string | null => (n?.type === 'Identifier' ? n.name : n?.type === 'MemberExpression' && !n.computed && n.property.type === 'Identifier' ? n.property.name : null);
/** `x`, `window.x`, `globalThis.x` → 'x'. */
const globalName = (n: Node): string | null =>
  n?.type === 'Identifier' ? n.name : n?.type === 'MemberExpression' && !n.computed && GLOBALS.has(n.object?.name) ? n.property.name : null;
const stringOf = (n: Node): string | null =>
  n?.type === 'Literal' && typeof n.value === 'string' ? n.value : n?.type === 'TemplateLiteral' ? n.quasis.map((q: Node) => q.value.cooked ?? '').join('…') : null;
/** The URL a request goes to: its text when it is written out, with the start of a template literal. */
const urlOf = (n: Node): string | null => {
  if (n?.type === 'TemplateLiteral') return (n.quasis[0]?.value.cooked ?? '') + (n.expressions.length ? '…' : '');
  // 'https://host/path?k=' + value: the written start says where it goes
  if (n?.type === 'BinaryExpression' && n.operator === '+') {
    const start = urlOf(n.left);
    return start === null ? null : `${start}…`;
  }
  return stringOf(n);
};

type Collect = { storage: StorageWrite[]; requests: Request[]; notices: NoticeText[] };

function complianceRule(out: Collect, file: () => string): Rule.RuleModule {
  return {
    meta: { type: 'problem', schema: [] },
    create(ctx) {
      const src = ctx.sourceCode;
      /** The consent check guarding `node`, if any: an enclosing if / ?: / && whose test speaks of consent, or an earlier `if (!consent) return`. */
      const guardOf = (node: Node): string | null => {
        const ancestors = src.getAncestors(node);
        for (let i = ancestors.length - 1; i >= 0; i--) {
          const a: Node = ancestors[i];
          if ((a.type === 'IfStatement' || a.type === 'ConditionalExpression' || a.type === 'LogicalExpression') && a !== node) {
            const test = a.type === 'LogicalExpression' ? a.left : a.test;
            const text = src.getText(test);
            if (CONSENT.test(text)) return text;
          }
          if (a.type === 'BlockStatement' || a.type === 'Program') {
            const child = ancestors[i + 1] ?? node;
            for (const stmt of a.body as Node[]) {
              if (stmt.range[0] >= child.range[0]) break;
              if (stmt.type === 'IfStatement' && CONSENT.test(src.getText(stmt.test))) {
                const c = stmt.consequent.type === 'BlockStatement' ? stmt.consequent.body[0] : stmt.consequent;
                if (c && (c.type === 'ReturnStatement' || c.type === 'ThrowStatement')) return src.getText(stmt.test);
              }
            }
          }
          if (a.type === 'FunctionDeclaration' && a.id && CONSENT.test(a.id.name)) return a.id.name;
        }
        return null;
      };
      const storage = (node: Node, api: string, key: string | null) => {
        // storing the consent choice itself needs no consent (CNIL)
        const guard = key && CONSENT.test(key) ? `key "${key}"` : guardOf(node);
        out.storage.push({ file: file(), line: node.loc.start.line, api, key, gated: guard !== null, guard });
      };
      const request = (node: Node, sink: string, arg: Node) => {
        const url = urlOf(arg);
        // a relative address stays on the app's origin; a computed one cannot be shown to
        if (url !== null && !EXTERNAL_URL.test(url)) return;
        out.requests.push({ file: file(), line: node.loc.start.line, sink, url });
      };
      const storageObject = (n: Node) => ['localStorage', 'sessionStorage'].includes(globalName(n) ?? '');
      return {
        CallExpression(node: Node) {
          const c = node.callee;
          const fn = globalName(c);
          if (fn === 'fetch' && node.arguments[0]) request(node, 'fetch', node.arguments[0]);
          if (c.type !== 'MemberExpression') return;
          const method = nameOf(c);
          if (method === 'setItem' && storageObject(c.object)) storage(node, `${globalName(c.object)}.setItem`, stringOf(node.arguments[0]));
          else if (method === 'open' && globalName(c.object) === 'indexedDB') storage(node, 'indexedDB.open', stringOf(node.arguments[0]));
          else if (method === 'set' && globalName(c.object) === 'cookieStore') storage(node, 'cookieStore.set', stringOf(node.arguments[0]));
          else if (method === 'sendBeacon' && node.arguments[0]) request(node, 'navigator.sendBeacon', node.arguments[0]);
          else if (method === 'open' && node.arguments.length >= 2 && /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/i.test(stringOf(node.arguments[0]) ?? '')) request(node, 'XMLHttpRequest.open', node.arguments[1]);
        },
        NewExpression(node: Node) {
          const ctor = globalName(node.callee);
          if ((ctor === 'WebSocket' || ctor === 'EventSource') && node.arguments[0]) request(node, ctor, node.arguments[0]);
        },
        ImportExpression(node: Node) {
          request(node, 'import()', node.source);
        },
        AssignmentExpression(node: Node) {
          const l = node.left;
          if (l.type !== 'MemberExpression') return;
          if (storageObject(l.object)) storage(node, `${globalName(l.object)}[…]`, l.computed ? stringOf(l.property) : nameOf(l));
          else if (nameOf(l) === 'cookie' && globalName(l.object) === 'document') {
            const v = stringOf(node.right);
            storage(node, 'document.cookie', v ? v.split('=')[0]!.trim() : null);
          } else if (nameOf(l) === 'src') {
            const v = urlOf(node.right);
            if (v !== null && EXTERNAL_URL.test(v)) request(node, 'src', node.right);
          }
        },
        JSXAttribute(node: Node) {
          const attr = node.name?.name;
          const el = node.parent?.name?.name;
          const value = node.value?.type === 'Literal' ? node.value : node.value?.type === 'JSXExpressionContainer' ? node.value.expression : null;
          const url = urlOf(value);
          if (url === null || !EXTERNAL_URL.test(url)) return;
          // a link the user follows is a navigation, not a request the page makes
          if (attr === 'href' && el !== 'link') return;
          if (['src', 'srcSet', 'href', 'action', 'formAction', 'poster', 'data'].includes(attr)) request(node, `<${el} ${attr}>`, value);
        },
        JSXText(node: Node) {
          const text = node.value.replace(/\s+/g, ' ').trim();
          if (PRIVACY_WORDS.test(text)) out.notices.push({ file: file(), line: node.loc.start.line, text });
        },
        'Literal, TemplateLiteral'(node: Node) {
          if (node.parent?.type === 'ImportDeclaration' || node.parent?.type === 'JSXAttribute') return;
          const text = stringOf(node);
          if (text && PRIVACY_WORDS.test(text) && /\s/.test(text.trim())) out.notices.push({ file: file(), line: node.loc.start.line, text: text.replace(/\s+/g, ' ').trim() });
        },
      };
    },
  };
}

const collected: Collect = { storage: [], requests: [], notices: [] };
let currentFile = '';
const plugin = { rules: { facts: complianceRule(collected, () => currentFile) } };
// ESLint and the parser are loaded on the first check, not when the server starts (decision 242).
let factsState: { linter: Linter; configs: { jsx: Linter.Config[]; ts: Linter.Config[] } } | undefined;
function linting() {
  if (factsState) return factsState;
  const config = (jsx: boolean): Linter.Config[] => [
    {
      files: ['**/*.tsx', '**/*.ts'],
      plugins: { ovc: plugin },
      languageOptions: { parser: tsParserModule(), ecmaVersion: 'latest', sourceType: 'module', parserOptions: { ecmaFeatures: { jsx } } },
      linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' },
      rules: { 'ovc/facts': 'error' },
    },
  ];
  factsState = { linter: new (eslintModule().Linter)({ configType: 'flat' }), configs: { jsx: config(true), ts: config(false) } };
  return factsState;
}

type P5Node = DefaultTreeAdapterMap['node'];
type P5Element = DefaultTreeAdapterMap['element'];
const HTML_REQUEST_ATTRS: Record<string, string[]> = {
  script: ['src'],
  img: ['src', 'srcset'],
  iframe: ['src'],
  audio: ['src'],
  video: ['src', 'poster'],
  source: ['src', 'srcset'],
  embed: ['src'],
  object: ['data'],
  link: ['href'],
  form: ['action'],
};

function htmlFacts(file: ProjectFile, out: Collect) {
  const doc = parse5().parse(file.content, { sourceCodeLocationInfo: true });
  const visit = (n: P5Node, hidden: boolean) => {
    if ('tagName' in n) {
      const el = n as P5Element;
      for (const attr of HTML_REQUEST_ATTRS[el.tagName] ?? []) {
        const value = el.attrs.find((a) => a.name === attr)?.value;
        if (value && EXTERNAL_URL.test(value)) out.requests.push({ file: file.path, line: el.sourceCodeLocation?.attrs?.[attr]?.startLine ?? el.sourceCodeLocation?.startLine ?? 1, sink: `<${el.tagName} ${attr}>`, url: value });
      }
      hidden ||= ['script', 'style', 'template', 'noscript', 'head'].includes(el.tagName) || el.attrs.some((a) => a.name === 'hidden' || (a.name === 'aria-hidden' && a.value === 'true'));
    }
    if (n.nodeName === '#text' && !hidden && 'value' in n) {
      const text = n.value.replace(/\s+/g, ' ').trim();
      if (PRIVACY_WORDS.test(text)) out.notices.push({ file: file.path, line: n.sourceCodeLocation?.startLine ?? 1, text });
    }
    for (const k of 'childNodes' in n ? n.childNodes : []) visit(k, hidden);
  };
  visit(doc, false);
}

function cssFacts(file: ProjectFile, out: Collect) {
  // CSS has no parser here; url() and @import are the only ways a stylesheet makes a request
  file.content.split(/\r?\n/).forEach((line, i) => {
    for (const m of line.matchAll(/url\(\s*["']?([^"')\s]+)|@import\s+["']([^"']+)/gi)) {
      const url = m[1] ?? m[2] ?? '';
      if (EXTERNAL_URL.test(url)) out.requests.push({ file: file.path, line: i + 1, sink: m[1] ? 'css url()' : 'css @import', url });
    }
  });
}

/** The RGPD facts of a project's files, in path order; a script that does not parse is listed in `unparsed`. */
export function staticFacts(files: readonly ProjectFile[]): StaticFacts {
  const out: Collect = { storage: [], requests: [], notices: [] };
  const unparsed: string[] = [];
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const file of sorted) {
    if (SCRIPT_FILE.test(file.path)) {
      collected.storage = [];
      collected.requests = [];
      collected.notices = [];
      currentFile = file.path;
      const jsx = !/\.[cm]?ts$/i.test(file.path);
      let fatal = false;
      const { linter, configs } = linting();
      try {
        fatal = linter.verify(file.content, jsx ? configs.jsx : configs.ts, { filename: jsx ? 'checked.tsx' : 'checked.ts' }).some((m) => m.fatal);
      } catch {
        // a rule crashing on an odd tree: the file is reported as not examined, the check goes on
        fatal = true;
      }
      if (fatal) unparsed.push(file.path);
      out.storage.push(...collected.storage);
      out.requests.push(...collected.requests);
      out.notices.push(...collected.notices);
    } else if (/\.html?$/i.test(file.path)) htmlFacts(file, out);
    else if (/\.css$/i.test(file.path)) cssFacts(file, out);
  }
  return { ...out, unparsed };
}
