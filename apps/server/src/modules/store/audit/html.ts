import type * as Parse5 from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { lintScript, type Hit } from './lint';
import { PLAIN_HTTP } from './rules';
import { lazyRequire } from '../../../platform/lazy-require';

// parse5 is read on the first HTML parsed (a build, an audit, a compliance check), not at start (decision 267).
const parse5 = lazyRequire<typeof Parse5>('parse5', import.meta.url);

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (n: Node): n is Element => 'tagName' in n;
const SCRIPT_TYPES = /^(?:|text\/javascript|application\/javascript|module|text\/babel)$/i;
const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'data', 'poster', 'srcset']);

/**
 * Audits an HTML file with parse5 (the WHATWG parser, with source positions): inline scripts and event-handler
 * attributes are linted as JavaScript at their place in the file; attributes are checked for javascript: and
 * http:// addresses, external scripts, and target="_blank" without rel="noopener". HTML never fails to parse
 * (the standard defines a result for any input), so HTML files give no parse-error finding.
 */
export function auditHtml(html: string): Hit[] {
  const hits: Hit[] = [];
  const doc = parse5().parse(html, { sourceCodeLocationInfo: true });
  const visit = (node: Node) => {
    if (isElement(node)) element(node, hits);
    const kids = 'childNodes' in node ? node.childNodes : [];
    for (const k of kids) visit(k);
    if (node.nodeName === 'template' && 'content' in node) visit(node.content as Node);
  };
  visit(doc);
  return hits;
}

function element(el: Element, hits: Hit[]) {
  const loc = el.sourceCodeLocation;
  if (!loc) return;
  const attrs = new Map(el.attrs.map((a) => [a.name.toLowerCase(), a.value]));
  const at = (name: string) => loc.attrs?.[name] ?? loc.startTag ?? loc;
  for (const [name, value] of attrs) {
    const place = at(name);
    if (/^on/.test(name)) {
      // the handler's code starts after `name="`: columns are approximate within the attribute, lines exact
      for (const h of lintScript(value, 'handler.js')) hits.push({ ...h, line: place.startLine + h.line - 1, column: h.line === 1 ? place.startCol : h.column });
    }
    if (!URL_ATTRS.has(name)) continue;
    if (/^\s*javascript:/i.test(value)) hits.push({ rule: 'ov/javascript-url', line: place.startLine, column: place.startCol });
    if (PLAIN_HTTP.test(value)) hits.push({ rule: 'ov/no-plain-http', line: place.startLine, column: place.startCol });
  }
  if (el.tagName === 'a' || el.tagName === 'area' || el.tagName === 'form') {
    if (attrs.get('target')?.toLowerCase() === '_blank' && !/noopener|noreferrer/i.test(attrs.get('rel') ?? ''))
      hits.push({ rule: 'ov/blank-target-rel', line: at('target').startLine, column: at('target').startCol });
  }
  if (el.tagName !== 'script') return;
  const src = attrs.get('src');
  if (src !== undefined) {
    // a script from another site is code the audit cannot see
    if (/^(?:[a-z]+:)?\/\//i.test(src)) hits.push({ rule: 'ov/import-outside-runtime', line: at('src').startLine, column: at('src').startCol });
    return;
  }
  if (!SCRIPT_TYPES.test(attrs.get('type') ?? '')) return;
  const text = el.childNodes.map((c) => ('value' in c ? c.value : '')).join('');
  const start = loc.startTag?.endLine ?? loc.startLine;
  const startCol = loc.startTag?.endCol ?? loc.startCol;
  for (const h of lintScript(text, 'inline.js')) hits.push({ ...h, line: start + h.line - 1, column: h.line === 1 ? startCol + h.column - 1 : h.column });
}
