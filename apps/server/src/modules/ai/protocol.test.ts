import { describe, expect, it } from 'vitest';
import { FileBlockParser, parseFencedFiles, parseReply } from './protocol';

// The path rule is @ov/shared's (packages/shared/src/paths.ts, tested there); here, what it means for a model's
// reply. It differs from the rule this parser had before issue 15: accented names and spaces inside a name are
// project paths now (the editors accept them), and a leading `/`, backslashes or doubled slashes are normalised
// (the file stays inside the project) instead of the block being dropped.
describe('paths of the files a model writes', () => {
  const pathOf = (raw: string) => {
    const r = parseReply(`<file path="${raw}">x</file>`);
    return r.files[0]?.path ?? null;
  };
  it.each(['src/App.tsx', 'index.html', 'src/components/Alert-List.tsx', 'public/@fonts/a.woff2', 'données/équipes.json', 'src/Tableau de bord.tsx'])('keeps %s', (p) => {
    expect(pathOf(p)).toBe(p);
  });
  it.each([
    ['./src/main.tsx', 'src/main.tsx'],
    ['/etc/passwd', 'etc/passwd'],
    ['src\\App.tsx', 'src/App.tsx'],
    ['a//b', 'a/b'],
  ])('normalises %j to %j', (raw, path) => {
    expect(pathOf(raw)).toBe(path);
  });
  it.each(['../secret', 'src/../../x', 'C:/win.ini', 'C:\\win.ini', '', '   ', 'src/./a', 'x\u0001y', 'a/ b', 'a'.repeat(301)])('rejects %j', (p) => {
    const r = parseReply(`<file path="${p}">x</file><file path="ok.txt">z</file>`);
    expect(r.files).toEqual([{ path: 'ok.txt', content: 'z' }]);
    expect(r.rejected).toEqual([p]);
  });
});

describe('tagged file blocks, parsed while streaming', () => {
  const reply = 'Voici votre application.\n<file path="index.html">\n<div id="root"></div>\n</file>\n<file path="src/App.tsx">\nexport function App() { return <p>a < b</p>; }\n</file>\nFin.';

  it('gives the same files whatever the chunking, each as soon as it closes', () => {
    for (const size of [1, 3, 7, 50, reply.length]) {
      const parser = new FileBlockParser();
      const order: string[] = [];
      for (let i = 0; i < reply.length; i += size) {
        for (const ev of parser.push(reply.slice(i, i + size))) if (ev.type === 'file') order.push(ev.file.path);
      }
      parser.end();
      expect(order).toEqual(['index.html', 'src/App.tsx']);
      expect(parser.files[1]!.content).toBe('export function App() { return <p>a < b</p>; }');
      expect(parser.text).toContain('Voici votre application.');
      expect(parser.text).toContain('Fin.');
      expect(parser.text).not.toContain('<file');
    }
  });

  it('rejects unsafe paths and keeps the rest', () => {
    const r = parseReply('<file path="../../etc/passwd">x</file><file path="C:/win.ini">y</file><file path="ok.txt">z</file>');
    expect(r.files).toEqual([{ path: 'ok.txt', content: 'z' }]);
    expect(r.rejected).toEqual(['../../etc/passwd', 'C:/win.ini']);
  });

  it('never delivers a block left open at the end of the stream (an unfinished file), and names it', () => {
    const parser = new FileBlockParser();
    const events = [...parser.push('<file path="a.ts">const a = 1;</file>\n<file path="b.ts">const b ='), ...parser.end()];
    expect(events.filter((e) => e.type === 'file').map((e) => (e.type === 'file' ? e.file.path : ''))).toEqual(['a.ts']);
    expect(parser.unclosed).toBe('b.ts');
    const r = parseReply('<file path="a.ts">const a = 1;');
    expect(r.files).toEqual([]);
    expect(r.unclosed).toBe('a.ts');
  });

  it('strips a fence inside a tagged block', () => {
    const r = parseReply('<file path="a.ts">\n```ts\nconst a = 1;\n```\n</file>');
    expect(r.files[0]!.content).toBe('const a = 1;');
  });
});

describe('fenced-code fallback', () => {
  it('names files from the info string, a heading or a first-line comment, else by language', () => {
    const text = [
      'Here is the app.',
      '```tsx title="src/App.tsx"',
      'export const App = () => null;',
      '```',
      '**src/styles.css**',
      '```css',
      'body { margin: 0 }',
      '```',
      '```ts',
      '// src/data.ts',
      'export const data = [];',
      '```',
      'and',
      '```html',
      '<p>x</p>',
      '```',
      '```sh',
      'npm install',
      '```',
    ].join('\n');
    expect(parseFencedFiles(text).map((f) => f.path)).toEqual(['src/App.tsx', 'src/styles.css', 'src/data.ts', 'index.html']);
  });

  it('drops a fence left open at the end (an unfinished file)', () => {
    expect(parseFencedFiles('```ts title="src/a.ts"\nconst a = 1;\n```\n```ts title="src/b.ts"\nconst b =').map((f) => f.path)).toEqual(['src/a.ts']);
  });

  it('never names a file with an unsafe path', () => {
    const files = parseFencedFiles('x\n```ts title="../../evil.ts"\nconst a = 1;\n```');
    expect(files.map((f) => f.path)).toEqual(['src/App.tsx']);
  });
});
