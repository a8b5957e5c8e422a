import { describe, expect, it } from 'vitest';
import { assembleDocument, openPageUrl, previewCsp, sandboxSrc, shellBundle } from './assemble';
import { assembleStaticPage } from './static-page';
import { createVfs } from './vfs';
import type { BundleSuccess } from '../types';

const bundle = (over: Partial<BundleSuccess> = {}): BundleSuccess => ({
  ok: true,
  kind: 'vite',
  html: '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
  js: 'console.log("</script><script>alert(1)</script>")',
  css: 'body{color:red}',
  map: null,
  warnings: [],
  durationMs: 1,
  ...over,
});
const opts = { runtimeOrigin: 'http://127.0.0.1:5000', parentOrigin: 'http://127.0.0.1:5000', token: 'tok123' };

describe('previewCsp', () => {
  it('allows no network but /runtime/', () => {
    const csp = previewCsp('http://127.0.0.1:5000');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("script-src 'unsafe-inline' blob: http://127.0.0.1:5000/runtime/;");
    expect(csp).toContain("form-action 'none'");
    expect(csp).not.toMatch(/\*|'self'/);
  });
});

describe('assembleDocument', () => {
  it('puts the CSP first in head, then the import map and bridge, and the bundle last in body', () => {
    const html = assembleDocument(bundle(), opts);
    const head = html.indexOf('<head>');
    const csp = html.indexOf('Content-Security-Policy');
    expect(csp).toBeGreaterThan(head);
    expect(csp).toBeLessThan(html.indexOf('<title>'));
    expect(html.indexOf('type="importmap"')).toBeGreaterThan(csp);
    expect(html).toContain('"react":"http://127.0.0.1:5000/runtime/react.js"');
    expect(html).toContain('"tok123"');
    expect(html.indexOf('<script type="module">')).toBeGreaterThan(html.indexOf('id="root"'));
    expect(html).toContain('//# sourceURL=preview-bundle.js');
  });

  it('cannot be broken out of by a closing script tag in the code', () => {
    const html = assembleDocument(bundle(), opts);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<\\/script>');
  });

  it('adds a head when the page has none', () => {
    const html = assembleDocument(bundle({ html: '<p>bare</p>', js: '' }), opts);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<p>bare</p>'));
    expect(html).not.toContain('importmap');
  });

  it('builds the Open URL on the sandbox host page with the document, without bridge, in the fragment', () => {
    const url = openPageUrl(bundle(), opts.runtimeOrigin);
    expect(url.startsWith('http://127.0.0.1:5000/runtime/sandbox.html#doc=')).toBe(true);
    const html = decodeURIComponent(url.slice(url.indexOf('#doc=') + 5));
    expect(html).toContain('Content-Security-Policy');
    expect(html).not.toContain('__ovPreview');
  });
});

describe('assembleStaticPage', () => {
  it('inlines local stylesheets and scripts, leaves remote ones alone', () => {
    const vfs = createVfs([
      { path: 'css/site.css', content: 'p{}' },
      { path: 'js/app.js', content: 'go()' },
    ]);
    const { html, scripts } = assembleStaticPage(
      '<link rel="stylesheet" href="css/site.css"><link rel="stylesheet" href="https://cdn.example/x.css"><script defer src="./js/app.js"></script>',
      'index.html',
      vfs,
    );
    expect(html).toContain('<style data-file="css/site.css">');
    expect(html).toContain('https://cdn.example/x.css');
    expect(html).toContain('<script defer>go()');
    expect([...scripts]).toEqual(['js/app.js']);
  });
});

describe('shellBundle', () => {
  it('preloads the runtime libraries the project imports, for React projects only', () => {
    const shell = shellBundle([
      { path: 'src/main.tsx', content: "import { createRoot } from 'react-dom/client';\nimport App from './App';" },
      { path: 'src/App.tsx', content: "import * as Icons from 'lucide-react';\nimport axios from 'axios';\nimport x from './x';" },
    ]);
    expect(shell?.preload.sort()).toEqual(['lucide-react', 'react-dom/client', 'react/jsx-runtime']);
    const html = assembleDocument(shell!.bundle, { ...opts, preload: shell!.preload });
    expect(html).toContain('<link rel="modulepreload" href="http://127.0.0.1:5000/runtime/lucide-react.js">');
    expect(html.indexOf('type="importmap"')).toBeLessThan(html.indexOf('modulepreload'));
    expect(html).not.toContain('<script type="module">');
    expect(shellBundle([{ path: 'index.html', content: '<script src="a.js"></script>' }, { path: 'a.js', content: '' }])).toBeNull();
  });

  it('does not preload the full lucide-react module when the project only names icons (the host page loads them)', () => {
    const shell = shellBundle([
      { path: 'src/main.tsx', content: "import { createRoot } from 'react-dom/client';\nimport App from './App';" },
      { path: 'src/App.tsx', content: "import { Shield } from 'lucide-react';" },
    ]);
    expect(shell?.preload.sort()).toEqual(['react-dom/client', 'react/jsx-runtime']);
    // React and the named icons are imported (evaluated) by the shell while the first build runs.
    expect(shell?.warm).toEqual(['react', 'react/jsx-runtime', 'react-dom/client', 'lucide-react/icons/_shield.js']);
    const html = assembleDocument(shell!.bundle, { ...opts, preload: shell!.preload, warm: shell!.warm });
    expect(html).toContain('<script type="module">["react","react/jsx-runtime","react-dom/client","lucide-react/icons/_shield.js"].forEach(');
    expect(html).toContain('"lucide-react/icons/":"http://127.0.0.1:5000/runtime/lucide/"');
  });
});

describe('sandboxSrc', () => {
  it('names the runtime libraries the project imports beyond React, so the host page preloads them at once', () => {
    const files = [
      { path: 'src/App.tsx', content: "import { Plus } from 'lucide-react';\nimport { useState } from 'react';\nimport { LineChart } from \"recharts\";" },
      { path: 'src/main.tsx', content: "import { createRoot } from 'react-dom/client';" },
      { path: 'README.md', content: "import x from 'lucide-react'" },
    ];
    expect(sandboxSrc(files)).toBe('/runtime/sandbox.html?preload=recharts&icons=Plus');
    files[0] = { ...files[0]!, content: `import * as Icons from 'lucide-react';\n${files[0]!.content}` };
    expect(sandboxSrc(files)).toBe('/runtime/sandbox.html?preload=lucide-react,recharts');
  });

  it('names lucide icons one by one when the files only name them, and the full module otherwise', () => {
    const src = (content: string) => sandboxSrc([{ path: 'src/App.tsx', content }]);
    expect(src("import { Users, ShieldIcon as S, LucideBell, type LucideIcon } from 'lucide-react';\nimport type { LucideProps } from \"lucide-react\";"))
      .toBe('/runtime/sandbox.html?icons=Bell,Shield,Users');
    expect(src("import { Users, LucideProvider } from 'lucide-react';\nexport { Plus } from 'lucide-react';")).toBe('/runtime/sandbox.html?icons=Plus,Users,lib');
    for (const content of [
      "import Lucide from 'lucide-react';",
      "import { icons } from 'lucide-react';",
      "export * from 'lucide-react';",
      "import { Users } from 'lucide-react';\nconst m = import('lucide-react');",
    ]) expect(src(content)).toBe('/runtime/sandbox.html?preload=lucide-react');
  });

  it('is the bare host page when the project imports only React, or packages the preview does not have', () => {
    expect(sandboxSrc([{ path: 'src/main.tsx', content: "import { createRoot } from 'react-dom/client';\nimport _ from 'lodash';" }])).toBe('/runtime/sandbox.html');
  });
});
