import { describe, expect, it } from 'vitest';
import { highlightLines, languageKind } from './quick-highlight';

const kinds = (line: { kind: string; text: string }[]) => line.filter((t) => t.kind !== 'text').map((t) => `${t.kind}:${t.text}`);

describe('highlightLines', () => {
  it('keeps every character of every line, in order', () => {
    const src = "import { a } from './a';\n/* multi\nline */ const s = `x\ny`; // fin\n<h1 class=\"t\">Titre</h1>\n";
    for (const lang of ['typescript', 'html', 'css', 'json', 'plaintext']) {
      const lines = highlightLines(src, lang);
      expect(lines.map((l) => l.map((t) => t.text).join(''))).toEqual(src.split('\n'));
    }
  });
  it('colours TypeScript keywords, strings, comments, numbers and components', () => {
    const [l1, l2] = highlightLines("export const n = 42; // réponse\nreturn <Card title='x' />;", 'typescript');
    expect(kinds(l1!)).toEqual(['keyword:export', 'keyword:const', 'number:42', 'comment:// réponse']);
    expect(kinds(l2!)).toEqual(['keyword:return', 'tag:<Card', "string:'x'"]);
  });
  it('carries a block comment and a template string over lines', () => {
    const lines = highlightLines('/* a\nb */ x\nconst t = `1\n2` + 3', 'javascript');
    expect(kinds(lines[1]!)).toEqual(['comment:b */']);
    expect(kinds(lines[3]!)).toEqual(['string:2`', 'number:3']);
  });
  it('colours HTML tags, attributes and values', () => {
    const [l] = highlightLines('<meta charset="UTF-8" /><!-- c -->', 'html');
    expect(kinds(l!)).toEqual(['tag:<meta', 'attr:charset', 'string:"UTF-8"', 'tag:>', 'comment:<!-- c -->']);
  });
  it('knows the languages of the file store', () => {
    expect(languageKind('typescript')).toBe('js');
    expect(languageKind('html')).toBe('html');
    expect(languageKind('markdown')).toBe('text');
  });
});
