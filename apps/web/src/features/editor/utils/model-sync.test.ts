import { describe, expect, it } from 'vitest';
import { echoes, minimalEdit } from './model-sync';

describe('echoes', () => {
  it('finds how far a lagging render has caught up with what the model emitted', () => {
    expect(echoes(['a', 'ab', 'abc'], 'ab')).toBe(2);
    expect(echoes(['a', 'ab', 'abc'], 'abc')).toBe(3);
  });
  it('says 0 for a text the model never emitted (a change made elsewhere)', () => {
    expect(echoes(['a', 'ab'], 'xyz')).toBe(0);
    expect(echoes([], 'a')).toBe(0);
  });
});

describe('minimalEdit', () => {
  it('is null when nothing changed', () => {
    expect(minimalEdit('abc', 'abc')).toBeNull();
  });
  it('replaces only the changed span', () => {
    expect(minimalEdit('<h1>Titre</h1>\n</html>', '<h1>Titre — Abidjan</h1>\n</html>')).toEqual({ start: 9, end: 9, text: ' — Abidjan' });
    expect(minimalEdit('hello world', 'hello')).toEqual({ start: 5, end: 11, text: '' });
    expect(minimalEdit('aaa', 'aaaa')).toEqual({ start: 3, end: 3, text: 'a' });
    expect(minimalEdit('', 'x')).toEqual({ start: 0, end: 0, text: 'x' });
  });
  it('rebuilds the target text and never splits a surrogate pair', () => {
    for (const [from, to] of [
      ['a😀b', 'a😃b'],
      ['x', ''],
      ['const a = 1;\n', 'const ab = 1;\nfoo'],
    ] as const) {
      const e = minimalEdit(from, to)!;
      expect(from.slice(0, e.start) + e.text + from.slice(e.end)).toBe(to);
      expect(e.text.length === 0 || !/^[\uDC00-\uDFFF]/.test(e.text)).toBe(true);
    }
  });
});
