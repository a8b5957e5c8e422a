import { describe, expect, it } from 'vitest';
import { createVfs, defaultHtml, detectEntry, projectPlugin, resolveImport, virtualEntryPath, type ProjectPluginBuild, type Vfs } from './index';

const vfs = (files: Record<string, string>) => createVfs(Object.entries(files).map(([path, content]) => ({ path, content })));
const runtime = { react: 'react.js', 'react-dom/client': 'react-dom-client.js' };

/** Runs the plugin's hooks the way esbuild calls them (a fake `PluginBuild`). */
function hooks(opts: Parameters<typeof projectPlugin>[0]) {
  let resolve: Parameters<ProjectPluginBuild['onResolve']>[1] | undefined;
  let load: Parameters<ProjectPluginBuild['onLoad']>[1] | undefined;
  projectPlugin(opts).setup({ onResolve: (_o, cb) => void (resolve = cb), onLoad: (_o, cb) => void (load = cb) });
  return { resolve: resolve!, load: load! };
}

const text = {
  missingPackage: (s: string, a: string) => `missing ${s} (${a})`,
  notFound: (s: string, i: string) => `not found ${s} in ${i}`,
  unreadable: (p: string) => `unreadable ${p}`,
};

describe('project-build (shared by the preview and the server build)', () => {
  it('detects an App project with the caller’s default page and places its entry beside App', () => {
    const e = detectEntry(vfs({ 'src/App.tsx': 'export default () => null' }), defaultHtml('Application'));
    expect(e?.kind).toBe('app');
    if (e?.kind !== 'app') return;
    expect(e.html).toContain('<title>Application</title>');
    expect(virtualEntryPath(e)).toBe('src/__ov_entry__.tsx');
  });

  it('resolves runtime packages from the given set and `//host` imports as URLs only when asked', () => {
    const v = vfs({ 'src/App.tsx': '' });
    expect(resolveImport('react', 'src/App.tsx', v, { runtime })).toEqual({ kind: 'runtime', specifier: 'react' });
    expect(resolveImport('lodash/fp', 'src/App.tsx', v, { runtime })).toEqual({ kind: 'missing-package', specifier: 'lodash/fp', packageName: 'lodash' });
    expect(resolveImport('//cdn.invalid/x.js', 'src/App.tsx', v, { runtime }).kind).toBe('not-found');
    expect(resolveImport('//cdn.invalid/x.js', 'src/App.tsx', v, { runtime, protocolRelativeIsUrl: true })).toEqual({ kind: 'external-url', url: '//cdn.invalid/x.js' });
  });

  it('the plugin reads the VFS, reports runtime imports, and refuses another origin only when told', () => {
    const v: Vfs = vfs({ 'src/App.tsx': 'x', 'src/a.css': 'y' });
    const seen: string[] = [];
    const strict = hooks({ name: 't', namespace: 'ns', getVfs: () => v, runtime, onRuntime: (s) => void seen.push(s), text: { ...text, externalUrl: (u) => `external ${u}` } });
    expect(strict.resolve({ path: './a.css', importer: 'src/App.tsx', kind: 'import-statement' })).toEqual({ path: 'src/a.css', namespace: 'ns' });
    expect(strict.resolve({ path: 'react', importer: 'src/App.tsx', kind: 'import-statement' })).toEqual({ path: 'react', external: true });
    expect(seen).toEqual(['react']);
    expect(strict.resolve({ path: 'https://cdn.invalid/x.js', importer: 'src/App.tsx', kind: 'import-statement' })).toEqual({ errors: [{ text: 'external https://cdn.invalid/x.js' }] });
    expect(strict.resolve({ path: 'https://cdn.invalid/f.woff', importer: 'src/a.css', kind: 'url-token' })).toEqual({ path: 'https://cdn.invalid/f.woff', external: true });
    expect(strict.resolve({ path: 'lodash', importer: 'src/App.tsx', kind: 'import-statement' })).toEqual({ errors: [{ text: 'missing lodash (react, react-dom/client)' }] });
    expect(strict.resolve({ path: './gone.png', importer: 'src/a.css', kind: 'url-token' })).toEqual({ path: './gone.png', external: true });
    expect(strict.load({ path: 'src/App.tsx' })).toEqual({ contents: 'x', loader: 'tsx' });
    expect(strict.load({ path: 'src/none.ts' })).toEqual({ errors: [{ text: 'unreadable src/none.ts' }] });

    const open = hooks({ name: 't', namespace: 'ns', getVfs: () => v, runtime, text });
    expect(open.resolve({ path: 'https://cdn.invalid/x.js', importer: 'src/App.tsx', kind: 'import-statement' })).toEqual({ path: 'https://cdn.invalid/x.js', external: true });
    expect(open.resolve({ path: './gone', importer: 'src/App.tsx', kind: 'import-statement' })).toEqual({ errors: [{ text: 'not found ./gone in src/App.tsx' }] });
  });
});
