/**
 * A small read-only highlighter for the few hundred milliseconds before Monaco is ready (decision 106): comments,
 * strings, numbers, keywords, tags and attributes, in the colours of Monaco's own themes. It never has to be right
 * about the grammar, only close enough that Monaco replacing it looks like nothing happened.
 */
export type TokenKind = 'comment' | 'string' | 'number' | 'keyword' | 'tag' | 'attr' | 'type' | 'text';
export type Token = { kind: TokenKind; text: string };

const JS_KEYWORDS = new Set(
  ('import export from default function return const let var if else for while do switch case break continue new class extends ' +
    'interface type enum implements public private protected readonly static async await yield try catch finally throw typeof ' +
    'instanceof in of as void null undefined true false this super delete declare namespace module keyof satisfies')
    .split(' '),
);
const CSS_AT = /^@[\w-]+/;

type Lang = 'js' | 'html' | 'css' | 'json' | 'text';

export function languageKind(language: string): Lang {
  const l = language.toLowerCase();
  if (l === 'typescript' || l === 'javascript' || l === 'typescriptreact' || l === 'javascriptreact' || l === 'tsx' || l === 'jsx') return 'js';
  if (l === 'html' || l === 'xml' || l === 'svg' || l === 'vue') return 'html';
  if (l === 'css' || l === 'scss' || l === 'less') return 'css';
  if (l === 'json' || l === 'jsonc') return 'json';
  return 'text';
}

/** Splits text into lines of tokens; multi-line comments and template strings carry over between lines. */
export function highlightLines(text: string, language: string, maxLines = 400): Token[][] {
  const lang = languageKind(language);
  const lines = text.split(/\r?\n/).slice(0, maxLines);
  let open: 'block' | 'template' | 'htmlComment' | null = null;
  return lines.map((line) => {
    const out: Token[] = [];
    const push = (kind: TokenKind, t: string) => {
      if (!t) return;
      const last = out[out.length - 1];
      if (last && last.kind === kind) last.text += t;
      else out.push({ kind, text: t });
    };
    let i = 0;
    const closeWith = (end: string, kind: TokenKind) => {
      const j = line.indexOf(end, i);
      if (j < 0) {
        push(kind, line.slice(i));
        i = line.length;
        return false;
      }
      push(kind, line.slice(i, j + end.length));
      i = j + end.length;
      return true;
    };
    if (open === 'block' && closeWith('*/', 'comment')) open = null;
    if (open === 'htmlComment' && closeWith('-->', 'comment')) open = null;
    if (open === 'template' && closeWith('`', 'string')) open = null;
    while (i < line.length) {
      const rest = line.slice(i);
      let m: RegExpMatchArray | null;
      if (lang === 'text') {
        push('text', rest);
        break;
      }
      if (lang === 'html') {
        if (rest.startsWith('<!--')) {
          if (!closeWith('-->', 'comment')) open = 'htmlComment';
          continue;
        }
        if ((m = rest.match(/^<\/?[\w:-]+/)) || (m = rest.match(/^<!doctype\b/i))) {
          push('tag', m[0]);
          i += m[0].length;
          // attributes up to the end of the tag (or the line)
          while (i < line.length && line[i] !== '>') {
            const r = line.slice(i);
            let a: RegExpMatchArray | null;
            if ((a = r.match(/^"[^"]*"?|^'[^']*'?/))) push('string', a[0]);
            else if ((a = r.match(/^[\w:@.-]+/))) push('attr', a[0]);
            else a = [r[0]!];
            if (a[0] === r[0] && !/^["'\w:@.-]/.test(r)) push('text', a[0]);
            i += a[0].length;
          }
          if (line[i] === '>') {
            push('tag', '>');
            i++;
          }
          continue;
        }
        if ((m = rest.match(/^[^<]+/))) {
          push('text', m[0]);
          i += m[0].length;
          continue;
        }
      }
      if (rest.startsWith('//') && lang !== 'css') {
        push('comment', rest);
        break;
      }
      if (rest.startsWith('/*')) {
        i += 2;
        push('comment', '/*');
        if (!closeWith('*/', 'comment')) open = 'block';
        continue;
      }
      if (rest[0] === '`' && lang === 'js') {
        push('string', '`');
        i++;
        if (!closeWith('`', 'string')) open = 'template';
        continue;
      }
      if ((m = rest.match(/^"(?:[^"\\]|\\.)*"?|^'(?:[^'\\]|\\.)*'?/))) {
        push(lang === 'json' && /^\s*:/.test(line.slice(i + m[0].length)) ? 'attr' : 'string', m[0]);
        i += m[0].length;
        continue;
      }
      if ((m = rest.match(/^#[0-9a-fA-F]{3,8}\b/)) && lang === 'css') {
        push('number', m[0]);
        i += m[0].length;
        continue;
      }
      if ((m = rest.match(/^\d[\d_.]*(?:e[+-]?\d+)?[a-z%]*/i))) {
        push('number', m[0]);
        i += m[0].length;
        continue;
      }
      if (lang === 'css' && (m = rest.match(CSS_AT))) {
        push('keyword', m[0]);
        i += m[0].length;
        continue;
      }
      if ((m = rest.match(/^[A-Za-z_$][\w$-]*/))) {
        const w = m[0];
        if (lang === 'js' && JS_KEYWORDS.has(w)) push('keyword', w);
        else if (lang === 'js' && /^[A-Z]/.test(w)) push('type', w);
        else if (lang === 'css' && /^\s*:/.test(line.slice(i + w.length)) && !/[{]/.test(line.slice(i))) push('attr', w);
        else if (lang === 'json' && /^(true|false|null)$/.test(w)) push('keyword', w);
        else push('text', w);
        i += w.length;
        continue;
      }
      if (lang === 'js' && (m = rest.match(/^<\/?[A-Za-z][\w.]*/))) {
        push('tag', m[0]);
        i += m[0].length;
        continue;
      }
      push('text', rest[0]!);
      i++;
    }
    return out;
  });
}
