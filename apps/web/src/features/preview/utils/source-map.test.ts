import { describe, expect, it } from 'vitest';
import { SourceMapReader } from './source-map';

describe('SourceMapReader', () => {
  // line 1: col 0 → App.tsx 1:1, col 4 → App.tsx 1:5; line 2: nothing; line 3: col 2 → b.ts 5:3 (all 1-based out).
  const reader = new SourceMapReader({ version: 3, sources: ['vfs:src/App.tsx', 'vfs:src/b.ts'], mappings: 'AAAA,IAAI;;ECIF' });

  it('maps to the closest mapping at or before the column', () => {
    expect(reader.originalPosition(1, 1)).toEqual({ source: 'vfs:src/App.tsx', line: 1, column: 1 });
    expect(reader.originalPosition(1, 4)).toEqual({ source: 'vfs:src/App.tsx', line: 1, column: 1 });
    expect(reader.originalPosition(1, 9)).toEqual({ source: 'vfs:src/App.tsx', line: 1, column: 5 });
    expect(reader.originalPosition(3, 3)).toEqual({ source: 'vfs:src/b.ts', line: 5, column: 3 });
  });
  it("takes the line's first mapping for a column before it", () => {
    expect(reader.originalPosition(3, 1)).toEqual({ source: 'vfs:src/b.ts', line: 5, column: 3 });
  });
  it('returns null where nothing is mapped', () => {
    expect(reader.originalPosition(2, 1)).toBeNull();
    expect(reader.originalPosition(9, 1)).toBeNull();
    expect(reader.originalPosition(0, 1)).toBeNull();
  });
  it('keeps the source names as the map gives them', () => {
    expect(reader.sources).toEqual(['vfs:src/App.tsx', 'vfs:src/b.ts']);
  });
});
