import { describe, expect, it } from 'vitest';
import { BUNDLE_URL, mapBuildMessage, mapRuntimeError } from './error-map';
import { SourceMapReader } from './source-map';

describe('mapBuildMessage', () => {
  it('strips the namespace and turns the 0-based column into a 1-based one', () => {
    expect(mapBuildMessage({ text: 'Expected ";"', location: { file: 'vfs:src/App.tsx', line: 3, column: 4 } })).toEqual({
      kind: 'build',
      level: 'error',
      message: 'Expected ";"',
      file: 'src/App.tsx',
      line: 3,
      column: 5,
    });
  });
  it('keeps messages without location', () => {
    expect(mapBuildMessage({ text: 'boom' }, 'warning')).toEqual({ kind: 'build', level: 'warning', message: 'boom' });
  });
});

describe('mapRuntimeError', () => {
  // Generated 1:1 → src/App.tsx 1:1; generated 2:3 → src/b.ts 5:3 (1-based).
  const map = new SourceMapReader({ version: 3, sources: ['vfs:src/App.tsx', 'vfs:src/b.ts'], mappings: 'AAAA;ECIE' });

  it('maps a bundle frame through the source map, skipping runtime library frames', () => {
    const stack = `Error: nope\n    at x (http://127.0.0.1/runtime/react-dom-client.js:1:200)\n    at Foo (${BUNDLE_URL}:2:3)`;
    expect(mapRuntimeError({ kind: 'runtime', message: 'nope', stack }, map)).toEqual({
      kind: 'runtime',
      message: 'nope',
      file: 'src/b.ts',
      line: 5,
      column: 3,
    });
  });

  it('uses the file named by a static script frame', () => {
    const ev = mapRuntimeError({ kind: 'unhandledrejection', message: 'x', stack: 'Error: x\n    at go (js/app.js:12:7)' }, null, new Set(['js/app.js']));
    expect(ev).toMatchObject({ file: 'js/app.js', line: 12, column: 7 });
  });

  it('returns the bare message when no frame can be mapped', () => {
    expect(mapRuntimeError({ kind: 'runtime', message: 'm', stack: 'at <anonymous>' }, map)).toEqual({ kind: 'runtime', message: 'm' });
  });
});
