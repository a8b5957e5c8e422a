import type { ESLint, Rule } from 'eslint';
import { secretByName, secretByShape } from './secrets';

// ESTree and JSX nodes as the parser gives them (typescript-eslint's tree, JSX included): read field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Node = any;

const rule = (create: (ctx: Rule.RuleContext) => Rule.RuleListener, messages: Record<string, string>): Rule.RuleModule => ({
  meta: { type: 'problem', schema: [], messages },
  create,
});

const stringValue = (n: Node): string | null =>
  n?.type === 'Literal' && typeof n.value === 'string' ? n.value : n?.type === 'TemplateLiteral' && n.expressions.length === 0 ? n.quasis[0].value.cooked : null;
const calleeName = (callee: Node): string | null =>
  callee?.type === 'Identifier' ? callee.name : callee?.type === 'MemberExpression' && !callee.computed ? callee.property.name : null;
const objectName = (callee: Node): string | null =>
  callee?.type === 'MemberExpression' ? (callee.object.type === 'Identifier' ? callee.object.name : calleeName(callee.object)) : null;
const GLOBALS = new Set(['window', 'globalThis', 'self']);
const isGlobalCall = (callee: Node, name: string) =>
  (callee.type === 'Identifier' && callee.name === name) || (callee.type === 'MemberExpression' && calleeName(callee) === name && GLOBALS.has(objectName(callee) ?? ''));

/** eval, new Function / Function(), and timers given a string (setTimeout("...")). */
const noEval = rule(
  (ctx) => {
    const check = (node: Node) => {
      const c = node.callee;
      if (isGlobalCall(c, 'eval')) ctx.report({ node, messageId: 'eval' });
      else if (isGlobalCall(c, 'Function')) ctx.report({ node, messageId: 'fn' });
      else if (['setTimeout', 'setInterval', 'setImmediate', 'execScript'].some((t) => isGlobalCall(c, t))) {
        const a = node.arguments[0];
        if (a && (a.type === 'TemplateLiteral' || (a.type === 'Literal' && typeof a.value === 'string') || (a.type === 'BinaryExpression' && a.operator === '+')))
          ctx.report({ node, messageId: 'timer' });
      }
    };
    return { CallExpression: check, NewExpression: check };
  },
  { eval: 'eval() runs a string as code.', fn: 'Function() builds code from a string.', timer: 'A timer given a string runs it as code.' },
);

/** React's dangerouslySetInnerHTML (innerHTML & co are no-unsanitized's). */
const noDangerousHtml = rule(
  (ctx) => ({
    JSXAttribute(node: Node) {
      if (node.name?.name === 'dangerouslySetInnerHTML') ctx.report({ node, messageId: 'html' });
    },
    Property(node: Node) {
      if (!node.computed && (node.key?.name ?? node.key?.value) === 'dangerouslySetInnerHTML') ctx.report({ node, messageId: 'html' });
    },
  }),
  { html: 'dangerouslySetInnerHTML injects raw HTML.' },
);

/** http:// addresses other than this machine and XML namespaces (which are names, never fetched). */
export const PLAIN_HTTP = /\bhttp:\/\/(?!localhost\b|127\.0\.0\.1\b|\[::1\]|www\.w3\.org\/|schemas\.|purl\.org\/|xmlns\.)[^\s'"`<>)]+/i;
const noPlainHttp = rule(
  (ctx) => {
    const check = (node: Node, text: string | null) => {
      if (text && PLAIN_HTTP.test(text)) ctx.report({ node, messageId: 'http' });
    };
    return {
      Literal: (node: Node) => check(node, typeof node.value === 'string' ? node.value : null),
      TemplateElement: (node: Node) => check(node, node.value.cooked),
    };
  },
  { http: 'Plain http:// address.' },
);

const nameOf = (n: Node): string | null =>
  n?.type === 'Identifier' ? n.name : n?.type === 'Literal' ? String(n.value) : n?.type === 'MemberExpression' && !n.computed ? n.property.name : null;

/** Key formats, private keys and JWTs anywhere; high-entropy values under a secret's name. */
const hardcodedSecret = rule(
  (ctx) => {
    const seen = new Set<Node>();
    const byShape = (node: Node, text: string | null) => {
      const kind = text ? secretByShape(text) : null;
      if (kind) {
        seen.add(node);
        ctx.report({ node, messageId: kind });
      }
    };
    const byName = (name: string | null, value: Node) => {
      const text = stringValue(value);
      if (!name || text === null || seen.has(value)) return;
      const kind = secretByName(name, text);
      if (kind) ctx.report({ node: value, messageId: kind });
    };
    return {
      Literal: (node: Node) => byShape(node, typeof node.value === 'string' ? node.value : null),
      TemplateElement: (node: Node) => byShape(node, node.value.cooked),
      'VariableDeclarator:exit': (node: Node) => byName(nameOf(node.id), node.init),
      'Property:exit': (node: Node) => byName(nameOf(node.key), node.value),
      'PropertyDefinition:exit': (node: Node) => byName(nameOf(node.key), node.value),
      'AssignmentExpression:exit': (node: Node) => byName(nameOf(node.left), node.right),
      'AssignmentPattern:exit': (node: Node) => byName(nameOf(node.left), node.right),
    };
  },
  { 'key-format': 'A known key format.', 'private-key': 'A private key block.', jwt: 'A JSON Web Token.', 'high-entropy': 'A random-looking value under a secret’s name.' },
);

const SENSITIVE = /token|jwt|secret|passw|session|auth|credential|api[_-]?key/i;
const STORAGES = new Set(['localStorage', 'sessionStorage']);
/** Tokens written to localStorage / sessionStorage (setItem, or property assignment). */
const tokenInStorage = rule(
  (ctx) => ({
    CallExpression(node: Node) {
      const c = node.callee;
      if (c.type !== 'MemberExpression' || calleeName(c) !== 'setItem' || !STORAGES.has(objectName(c) ?? '')) return;
      const key = stringValue(node.arguments[0]) ?? nameOf(node.arguments[0]);
      const value = nameOf(node.arguments[1]);
      if ((key && SENSITIVE.test(key)) || (value && SENSITIVE.test(value))) ctx.report({ node, messageId: 'stored' });
    },
    AssignmentExpression(node: Node) {
      const l = node.left;
      if (l.type !== 'MemberExpression' || !STORAGES.has(objectName(l) ?? '')) return;
      const key = l.computed ? stringValue(l.property) : l.property.name;
      if (key && SENSITIVE.test(key)) ctx.report({ node, messageId: 'stored' });
    },
  }),
  { stored: 'A token kept in browser storage.' },
);

/** The source text of a handler: the function itself, or the function a name refers to in this file. */
function handlerText(ctx: Rule.RuleContext, handler: Node): string {
  const source = ctx.sourceCode;
  if (handler?.type !== 'Identifier') return handler ? source.getText(handler) : '';
  let scope: Node = source.getScope(handler);
  while (scope) {
    const v = scope.set.get(handler.name);
    if (v) return v.defs.map((d: Node) => source.getText(d.node)).join('\n');
    scope = scope.upper;
  }
  return '';
}
/** postMessage(x, '*') and message listeners that never read event.origin. */
const postMessageOrigin = rule(
  (ctx) => ({
    CallExpression(node: Node) {
      const name = calleeName(node.callee);
      if (name === 'postMessage' && stringValue(node.arguments[1]) === '*') ctx.report({ node, messageId: 'star' });
      if (name === 'addEventListener' && stringValue(node.arguments[0]) === 'message' && !/\.origin\b|\{[^}]*\borigin\b[^}]*\}/.test(handlerText(ctx, node.arguments[1])))
        ctx.report({ node, messageId: 'listener' });
    },
    AssignmentExpression(node: Node) {
      if (nameOf(node.left) === 'onmessage' && GLOBALS.has(objectName(node.left) ?? '') && !/\.origin\b/.test(handlerText(ctx, node.right)))
        ctx.report({ node, messageId: 'listener' });
    },
  }),
  { star: 'postMessage to any origin ("*").', listener: 'A message listener that does not check event.origin.' },
);

const attr = (el: Node, name: string): Node => el.attributes.find((a: Node) => a.type === 'JSXAttribute' && a.name?.name === name);
const attrText = (a: Node): string | null => (!a?.value ? null : a.value.type === 'Literal' ? String(a.value.value) : stringValue(a.value.expression));
/** target="_blank" without rel="noopener"/"noreferrer"; window.open(url, '_blank') without "noopener". */
const blankTargetRel = rule(
  (ctx) => ({
    JSXOpeningElement(node: Node) {
      const target = attr(node, 'target');
      if (!target || attrText(target) !== '_blank') return;
      const rel = attr(node, 'rel');
      if (!rel || (attrText(rel) !== null && !/noopener|noreferrer/i.test(attrText(rel)!))) ctx.report({ node: target, messageId: 'rel' });
    },
    CallExpression(node: Node) {
      if (!isGlobalCall(node.callee, 'open') || stringValue(node.arguments[1]) !== '_blank') return;
      const features = stringValue(node.arguments[2]);
      if (features === null || !/noopener|noreferrer/i.test(features)) ctx.report({ node, messageId: 'rel' });
    },
  }),
  { rel: 'A new tab opened without noopener.' },
);

/** Bare imports the preview runtime does not serve (relative imports are the project's own files). */
export function importAllowList(allowed: ReadonlySet<string>): Rule.RuleModule {
  return rule(
    (ctx) => {
      const check = (node: Node, source: Node) => {
        // `import type` / `export type` vanish at build time: nothing is loaded
        if (node.importKind === 'type' || node.exportKind === 'type') return;
        const spec = stringValue(source);
        if (spec === null || spec.startsWith('.') || spec.startsWith('/') || allowed.has(spec)) return;
        ctx.report({ node: source, messageId: 'outside', data: { spec } });
      };
      return {
        ImportDeclaration: (node: Node) => check(node, node.source),
        ExportAllDeclaration: (node: Node) => check(node, node.source),
        ExportNamedDeclaration: (node: Node) => node.source && check(node, node.source),
        ImportExpression: (node: Node) => check(node, node.source),
        CallExpression: (node: Node) => node.callee.type === 'Identifier' && node.callee.name === 'require' && check(node, node.arguments[0]),
      };
    },
    { outside: '"{{spec}}" is not served by the preview runtime.' },
  );
}

export function ovPlugin(allowedImports: ReadonlySet<string>): ESLint.Plugin {
  return {
    meta: { name: 'ov-store-audit' },
    rules: {
      'no-eval': noEval,
      'no-dangerous-html': noDangerousHtml,
      'no-plain-http': noPlainHttp,
      'hardcoded-secret': hardcodedSecret,
      'token-in-localstorage': tokenInStorage,
      'postmessage-origin': postMessageOrigin,
      'blank-target-rel': blankTargetRel,
      'import-outside-runtime': importAllowList(allowedImports),
    },
  };
}
