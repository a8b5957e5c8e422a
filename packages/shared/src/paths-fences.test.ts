import { describe, expect, it } from 'vitest';
import { isProjectPath, normalizeProjectPath, MAX_PROJECT_PATH } from './paths';
import { codeOf, firstFencedBlock, stripFence, withoutFences } from './fences';

describe('project paths', () => {
  it('accepts relative paths, accented names included', () => {
    for (const p of ['index.html', 'src/App.tsx', 'src/composants/Tableau de bord.tsx', 'données/équipes.json', '.env.example']) expect(isProjectPath(p)).toBe(true);
  });
  it('refuses what could escape or confuse', () => {
    for (const p of ['', '/etc/passwd', '../x', 'a/../b', 'a//b', 'a/./b', 'C:/x', 'a\\b', 'a/ b', 'a\u0000b', 'x'.repeat(MAX_PROJECT_PATH + 1), 'dir/']) expect(isProjectPath(p)).toBe(false);
    expect(isProjectPath(42)).toBe(false);
  });
  it('normalises what a person types', () => {
    expect(normalizeProjectPath('  ./src//App.tsx ')).toBe('src/App.tsx');
    expect(normalizeProjectPath('/src\\utils\\a.ts')).toBe('src/utils/a.ts');
    expect(normalizeProjectPath('src/')).toBe('src');
    expect(normalizeProjectPath('../secret')).toBeNull();
    expect(normalizeProjectPath('   ')).toBeNull();
  });
});

describe('fences', () => {
  it('reads the first complete block with its language and info', () => {
    expect(firstFencedBlock('Voici :\n```tsx title="src/App.tsx"\nconst a = 1;\n```\nfin')).toEqual({ lang: 'tsx', info: 'title="src/App.tsx"', body: 'const a = 1;' });
    expect(firstFencedBlock('```\nplain\n```')).toEqual({ lang: '', info: '', body: 'plain' });
  });
  it('ignores an unclosed fence', () => {
    expect(firstFencedBlock('```ts\nconst a = 1;')).toBeNull();
    expect(codeOf('no code here')).toBe('no code here');
  });
  it('strips a fence only when it wraps the whole content', () => {
    expect(stripFence('```ts\nlet x;\n```')).toBe('let x;');
    expect(stripFence('before\n```ts\nlet x;\n```')).toBe('before\n```ts\nlet x;\n```');
  });
  it('keeps the prose around code', () => {
    expect(withoutFences('a ```x``` b').replace(/\s+/g, ' ')).toBe('a b');
  });
});
