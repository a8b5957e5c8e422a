#!/usr/bin/env node
// Builds the preview's runtime libraries (react, react-dom, lucide-react, recharts...) as ESM
// from node_modules into public/runtime/, one file per import-map entry plus shared chunks, so
// every preview shares one React instance. React 19 ships CommonJS only: each CJS package gets a
// small ESM wrapper that re-exports its names. See docs/decisions/060-preview-runtime-libraries.md.
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(webRoot, 'public', 'runtime');
const require = createRequire(join(webRoot, 'package.json'));
const modules = JSON.parse(readFileSync(join(webRoot, 'src/features/preview/runtime-modules.json'), 'utf8'));

// Packages published as CommonJS only: their export names are read here, in Node.
const cjsOnly = new Set(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime']);
const isIdentifier = (name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default';

function wrapperFor(specifier) {
  if (!cjsOnly.has(specifier)) return `export * from ${JSON.stringify(specifier)};\n`;
  const exported = require(specifier);
  const names = Object.keys(exported).filter(isIdentifier);
  // In production React, jsxDEV is undefined: map it to jsx so code compiled in dev mode still runs.
  // createRoot is wrapped so the preview can unmount the previous render before running an edit in place.
  if (specifier === 'react-dom/client') {
    return (
      `import M from 'react-dom/client';\n` +
      `const roots = (globalThis.__ovPreviewRoots ??= new Set());\n` +
      `export const createRoot = (c, o) => { const r = M.createRoot(c, o); roots.add(r); return r; };\n` +
      `export const hydrateRoot = (c, n, o) => { const r = M.hydrateRoot(c, n, o); roots.add(r); return r; };\n` +
      `export const version = M.version;\nexport default { createRoot, hydrateRoot, version };\n`
    );
  }
  const body =
    specifier === 'react/jsx-dev-runtime'
      ? `import J from 'react/jsx-runtime';\nexport const Fragment = J.Fragment;\nexport const jsxDEV = (type, props, key) => J.jsx(type, props, key);\n`
      : `import M from ${JSON.stringify(specifier)};\n` +
        names.map((n) => `export const ${n} = M.${n};`).join('\n') +
        `\nexport default M;\n`;
  return body;
}

const entryNames = Object.fromEntries(Object.entries(modules).map(([spec, file]) => [file.replace(/\.js$/, ''), spec]));

/** How every /runtime/ library is built: minified ESM for the browser, split into shared chunks. */
const ESM_LIBRARY = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  chunkNames: 'chunks/[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const result = await build({
  entryPoints: Object.keys(entryNames).map((name) => ({ in: `runtime-entry:${name}`, out: name })),
  ...ESM_LIBRARY,
  outdir,
  plugins: [
    {
      name: 'runtime-entries',
      setup(b) {
        b.onResolve({ filter: /^runtime-entry:/ }, (args) => ({ path: args.path.slice('runtime-entry:'.length), namespace: 'runtime-entry' }));
        b.onLoad({ filter: /.*/, namespace: 'runtime-entry' }, (args) => ({
          contents: wrapperFor(entryNames[args.path]),
          resolveDir: webRoot,
          loader: 'js',
        }));
      },
    },
  ],
});
// lucide-react one module per icon (decision 260): `/runtime/lucide/_<name>.js` for every icon name the package
// exports (aliases included, `XIcon`/`LucideX` are the same files under `X`), plus `lib.js` (LucideProvider,
// useLucideContext, createLucideIcon, Icon). A project that only names icons (`import { Shield } from 'lucide-react'`)
// loads those few files instead of the 858 KB module (the dev linker decides, `utils/lucide.ts`). React stays the
// import map's, so the icons share the preview's one React; the icons share one chunk (createLucideIcon, Icon, context).
const LUCIDE_LIB = ['LucideProvider', 'useLucideContext', 'createLucideIcon', 'Icon'];
const lucideDir = dirname(require.resolve('lucide-react/package.json'));
const lucideVersion = JSON.parse(readFileSync(join(lucideDir, 'package.json'), 'utf8')).version;
const lucideIndex = readFileSync(join(lucideDir, 'dist/esm/lucide-react.mjs'), 'utf8');
const iconFile = new Map(); // base name → icons/<kebab>
for (const m of lucideIndex.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)\.mjs';/g)) {
  for (const n of m[1].split(',').map((s) => s.trim().replace(/^default as /, ''))) {
    if (!n.endsWith('Icon') && !n.startsWith('Lucide')) iconFile.set(n, m[2]);
  }
}
// Every export of the package must be an icon name (as is, +Icon, Lucide+), a _lib name or `icons` (the full module).
const lucideExports = Object.keys(require('lucide-react'));
const unknown = lucideExports.filter(
  (k) => k !== 'icons' && !LUCIDE_LIB.includes(k) && !iconFile.has(k) && !iconFile.has(k.replace(/Icon$/, '')) && !iconFile.has(k.replace(/^Lucide/, '')),
);
if (unknown.length || iconFile.size < 1000) throw new Error(`lucide-react ${lucideVersion}: exports not understood: ${unknown.slice(0, 10).join(', ')}`);
const kebabs = [...new Set(iconFile.values())];
const lucideResult = await build({
  entryPoints: [
    ...kebabs.map((k) => ({ in: `lucide-icon:${k}`, out: `__${k}` })),
    { in: 'lucide-icon:_lib', out: 'lib' },
  ],
  ...ESM_LIBRARY,
  outdir: join(outdir, 'lucide'),
  plugins: [
    {
      name: 'lucide-icons',
      setup(b) {
        // React by its absolute address, not the bare `react`: the host page preloads these files before the document
        // with the import map exists, and a bare specifier would then fail to resolve for good (same module instance:
        // the import map maps `react` to this very URL).
        b.onResolve({ filter: /^react$/ }, () => ({ path: `/runtime/${modules.react}`, external: true }));
        b.onResolve({ filter: /^lucide-icon:/ }, (args) => ({ path: args.path.slice('lucide-icon:'.length), namespace: 'lucide-icon' }));
        b.onLoad({ filter: /.*/, namespace: 'lucide-icon' }, (args) => ({
          contents:
            args.path === '_lib'
              ? `export { LucideProvider, useLucideContext } from ${JSON.stringify(join(lucideDir, 'dist/esm/context.mjs'))};\n` +
                `export { default as createLucideIcon } from ${JSON.stringify(join(lucideDir, 'dist/esm/createLucideIcon.mjs'))};\n` +
                `export { default as Icon } from ${JSON.stringify(join(lucideDir, 'dist/esm/Icon.mjs'))};\n`
              : `export { default } from ${JSON.stringify(join(lucideDir, `dist/esm/icons/${args.path}.mjs`))};\n`,
          resolveDir: webRoot,
          loader: 'js',
        }));
      },
    },
  ],
});
// No bare import may remain in what the host page preloads (see the onResolve above).
for (const out of Object.keys(lucideResult.metafile.outputs)) {
  if (/\bfrom\s*["'][^./]/.test(readFileSync(out, 'utf8'))) throw new Error(`${out}: a bare import would not resolve when preloaded by the host page`);
}
// Entries are built under their file's name, then written once per icon name (aliases are copies: same chunk imports).
const lucideOut = join(outdir, 'lucide');
// File names are lower case (`LetterS` → `_letter_s.js`, `Letters` → `_letters.js`): distinct on any file system.
const iconStem = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
for (const [name, kebab] of iconFile) copyFileSync(join(lucideOut, `__${kebab}.js`), join(lucideOut, `${iconStem(name)}.js`));
for (const kebab of kebabs) rmSync(join(lucideOut, `__${kebab}.js`));
// What the host page preloads with named icons: the chunks every icon imports.
const LUCIDE_CHUNKS = [
  ...new Set(
    Object.entries(lucideResult.metafile.outputs)
      .filter(([out]) => out.includes('/__'))
      .flatMap(([, o]) => o.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => relOfLucide(i.path))),
  ),
];
function relOfLucide(out) {
  return out.slice(out.indexOf('runtime/') + 'runtime/'.length);
}
// The names the dev linker may send to per-icon modules (committed, so the worker bundles it; checked by a unit test
// against node_modules, rewritten here when lucide-react changes).
const indexFile = join(webRoot, 'src/features/preview/lucide-icons.json');
const index = JSON.stringify({ version: lucideVersion, lib: LUCIDE_LIB, names: [...iconFile.keys()].sort().join(',') }, null, 2) + '\n';
let committed = '';
try {
  committed = readFileSync(indexFile, 'utf8');
} catch {
  /* written below */
}
if (committed !== index) {
  writeFileSync(indexFile, index);
  process.stdout.write(`runtime: ${indexFile} rewritten for lucide-react ${lucideVersion} (commit it)\n`);
}
// The preview host page. The frame cannot use srcdoc: an srcdoc (or blob:/data:) document inherits the
// platform page's CSP, which forbids inline scripts. This page is fetched, so it gets the server's /runtime/
// CSP (sandboxed, inline allowed); it receives the assembled preview document from its parent, or from its
// #doc= fragment when opened in a new tab, and writes it. See docs/decisions/061-preview-sandbox.md.
// Every React preview needs React, ReactDOM's client and the JSX runtime: the host page starts fetching and
// compiling them and their shared chunks as soon as the frame exists, while the first build runs (decision 065).
const CORE = ['react', 'react-dom/client', 'react/jsx-runtime'];
const outputs = result.metafile.outputs;
const relOf = (out) => out.slice(out.indexOf('runtime/') + 'runtime/'.length);
const byRel = new Map(Object.keys(outputs).map((o) => [relOf(o), o]));
const preload = new Set();
const visit = (rel) => {
  if (preload.has(rel)) return;
  preload.add(rel);
  for (const imp of outputs[byRel.get(rel)]?.imports ?? []) if (imp.kind === 'import-statement') visit(relOf(imp.path));
};
for (const spec of CORE) visit(modules[spec]);
const PRELOADS = [...preload].map((rel) => `<link rel="modulepreload" href="/runtime/${rel}">`).join('');
// The other libraries (lucide-react, recharts...) are preloaded when the frame's address names them
// (`sandbox.html?preload=lucide-react`, set by the PreviewFrame from the project's imports), at the same moment as
// the core, not after the handshake that brings the document (decision 239). Only these files can be named.
const coreFiles = new Set(preload);
const OPTIONAL = {};
for (const [spec, file] of Object.entries(modules)) {
  if (CORE.includes(spec)) continue;
  const before = new Set(preload);
  visit(file);
  OPTIONAL[spec] = [...preload].filter((rel) => !before.has(rel) && !coreFiles.has(rel));
  for (const rel of OPTIONAL[spec]) preload.delete(rel);
}
const SANDBOX_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>Preview</title>${PRELOADS}
<script>
(function () {
  // Never run project code with the platform's origin: this page must be sandboxed (opaque origin),
  // by the iframe's sandbox attribute or by the server's CSP sandbox header.
  if (self.origin !== 'null') { document.title = 'Preview unavailable'; return; }
  var platform = location.origin;
  var optional = ${JSON.stringify(OPTIONAL)};
  var asked = /[?&]preload=([^&#]*)/.exec(location.search);
  function preload(rel) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = '/runtime/' + rel;
    document.head.appendChild(link);
  }
  // a malformed address (not one the PreviewFrame makes) preloads nothing rather than stopping this page
  function listed(m) {
    try { return m ? decodeURIComponent(m[1]).split(',') : []; } catch (e) { return []; }
  }
  listed(asked).forEach(function (spec) {
    if (Object.prototype.hasOwnProperty.call(optional, spec)) optional[spec].forEach(preload);
  });
  // Named lucide icons (decision 260): their one-icon modules and the chunk they share. Only names (letters and
  // digits) under /runtime/lucide/ can be asked for; a wrong name is a failed preload, nothing more.
  var icons = /[?&]icons=([^&#]*)/.exec(location.search);
  var named = listed(icons).filter(function (n) { return /^[A-Za-z][A-Za-z0-9]{0,63}$/.test(n); });
  if (named.length) ${JSON.stringify(LUCIDE_CHUNKS)}.concat(named.slice(0, 200).map(function (n) { return 'lucide/' + n.replace(/[A-Z]/g, function (c) { return '_' + c.toLowerCase(); }) + '.js'; })).forEach(preload);
  function write(html) { document.open(); document.write(html); document.close(); }
  if (location.hash.indexOf('#doc=') === 0) {
    try { write(decodeURIComponent(location.hash.slice(5))); } catch (e) { document.body.textContent = String(e); }
    return;
  }
  if (window.parent === window) return;
  window.addEventListener('message', function onDoc(e) {
    var d = e.data;
    if (e.source !== window.parent || e.origin !== platform || !d || typeof d.__ovPreviewDoc !== 'string') return;
    window.removeEventListener('message', onDoc);
    // The port for later edits survives document.open (same window); the bridge takes it.
    window.__ovPreviewPort = e.ports[0] || null;
    write(d.__ovPreviewDoc);
  });
  window.parent.postMessage({ __ovPreviewHost: 'ready' }, platform);
})();
</script></head><body></body></html>
`;
writeFileSync(join(outdir, 'sandbox.html'), SANDBOX_HTML);

const bytes = Object.values(result.metafile.outputs).reduce((s, o) => s + o.bytes, 0);
writeFileSync(join(outdir, 'manifest.json'), JSON.stringify({ modules, builtAt: new Date().toISOString() }, null, 2));
process.stdout.write(
  `runtime: ${Object.keys(modules).length} modules, ${Object.keys(result.metafile.outputs).length} files, ${(bytes / 1024).toFixed(0)} KiB; lucide: ${iconFile.size} one-icon modules; in ${Date.now() - started} ms → public/runtime/\n`,
);
