import { describe, expect, it } from 'vitest';
import { resolveImport } from './resolve';
import { importMap, isBareSpecifier, packageName } from './runtime';
import { createVfs } from './vfs';

const v = createVfs(
  ['src/App.tsx', 'src/components/Button.tsx', 'src/components/index.ts', 'src/lib/util.ts', 'src/styles.css', 'src/data.json', 'main.js'].map((path) => ({ path, content: '' })),
);

describe('resolveImport', () => {
  it('resolves relative imports with extension probing and index files', () => {
    expect(resolveImport('./components/Button', 'src/App.tsx', v)).toEqual({ kind: 'file', path: 'src/components/Button.tsx' });
    expect(resolveImport('./components', 'src/App.tsx', v)).toEqual({ kind: 'file', path: 'src/components/index.ts' });
    expect(resolveImport('../lib/util', 'src/components/Button.tsx', v)).toEqual({ kind: 'file', path: 'src/lib/util.ts' });
    expect(resolveImport('./styles.css', 'src/App.tsx', v)).toEqual({ kind: 'file', path: 'src/styles.css' });
    expect(resolveImport('./data.json', 'src/App.tsx', v)).toEqual({ kind: 'file', path: 'src/data.json' });
  });

  it('maps @/ to src/ and / to the project root, and .js to .ts', () => {
    expect(resolveImport('@/lib/util', 'src/components/Button.tsx', v)).toEqual({ kind: 'file', path: 'src/lib/util.ts' });
    expect(resolveImport('/main.js', 'src/App.tsx', v)).toEqual({ kind: 'file', path: 'main.js' });
    expect(resolveImport('./lib/util.js', 'src/App.tsx', v)).toEqual({ kind: 'file', path: 'src/lib/util.ts' });
  });

  it('leaves runtime packages to the import map', () => {
    for (const spec of ['react', 'react-dom/client', 'react/jsx-runtime', 'lucide-react', 'recharts']) {
      expect(resolveImport(spec, 'src/App.tsx', v)).toEqual({ kind: 'runtime', specifier: spec });
    }
  });

  it('reports packages that are not available, by name', () => {
    expect(resolveImport('axios', 'src/App.tsx', v)).toEqual({ kind: 'missing-package', specifier: 'axios', packageName: 'axios' });
    expect(resolveImport('react-dom/server', 'src/App.tsx', v)).toMatchObject({ kind: 'missing-package', packageName: 'react-dom' });
    expect(resolveImport('@tanstack/react-query/devtools', 'src/App.tsx', v)).toMatchObject({ kind: 'missing-package', packageName: '@tanstack/react-query' });
  });

  it('reports missing files', () => {
    expect(resolveImport('./Nope', 'src/App.tsx', v)).toEqual({ kind: 'not-found', specifier: './Nope' });
  });
});

describe('runtime map', () => {
  it('tells bare specifiers from paths and URLs', () => {
    expect(isBareSpecifier('react')).toBe(true);
    expect(isBareSpecifier('@scope/pkg')).toBe(true);
    expect(isBareSpecifier('@/x')).toBe(false);
    expect(isBareSpecifier('./x')).toBe(false);
    expect(isBareSpecifier('https://cdn.example/x.js')).toBe(false);
    expect(packageName('@a/b/c')).toBe('@a/b');
  });

  it('builds absolute /runtime/ URLs for the import map', () => {
    const map = importMap('http://127.0.0.1:9999/');
    expect(map.imports['react']).toBe('http://127.0.0.1:9999/runtime/react.js');
    expect(map.imports['react-dom/client']).toBe('http://127.0.0.1:9999/runtime/react-dom-client.js');
    expect(Object.keys(map.imports)).toEqual(expect.arrayContaining(['react/jsx-runtime', 'react/jsx-dev-runtime', 'lucide-react', 'recharts']));
  });
});
