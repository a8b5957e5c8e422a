import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { transform as sucrase } from 'sucrase';
import { describe, expect, it } from 'vitest';
import index from '../lucide-icons.json';
import { iconSource, lucideNamesInCjs, splitLucideImports } from './lucide';

// jsdom's Uint8Array fails esbuild's instanceof check: use Node's (as project-bundler.test.ts does).
globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
const esbuild = await import('esbuild');

const viaSucrase = (src: string) => sucrase(src, { transforms: ['typescript', 'jsx', 'imports'], jsxRuntime: 'automatic', production: true, disableESTransforms: true }).code;
const viaEsbuild = async (src: string) => (await esbuild.transform(src, { loader: 'tsx', format: 'cjs', jsx: 'automatic' })).code;

describe('lucide-icons.json', () => {
  it('lists exactly the icon names of the installed lucide-react (run apps/web/scripts/build-runtime.mjs after an upgrade)', () => {
    const webPackage = [join(process.cwd(), 'apps/web/package.json'), join(process.cwd(), 'package.json')].find((p) => existsSync(p))!;
    const require = createRequire(webPackage);
    const pkg = require.resolve('lucide-react/package.json');
    expect(index.version).toBe((JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version);
    const names = new Set(index.names.split(','));
    const exported = Object.keys(require('lucide-react') as object);
    for (const n of exported) {
      if (n === 'icons') continue;
      expect(iconSource(n), n).not.toBeNull();
    }
    // Every listed name is an export (so no file is asked for that the build did not write).
    for (const n of names) expect(exported).toContain(n);
  });
});

describe('iconSource', () => {
  it('maps icon names, their Icon/Lucide forms and aliases to one-icon files, and the rest of the package to lib.js', () => {
    expect(iconSource('Shield')).toEqual({ specifier: 'lucide-react/icons/_shield.js', exported: null });
    expect(iconSource('ShieldIcon')).toEqual(iconSource('Shield'));
    expect(iconSource('LucideShield')).toEqual(iconSource('Shield'));
    expect(iconSource('Home')?.specifier).toBe('lucide-react/icons/_home.js');
    expect(iconSource('LetterS')?.specifier).not.toBe(iconSource('Letters')?.specifier);
    expect(iconSource('LucideProvider')).toEqual({ specifier: 'lucide-react/icons/lib.js', exported: 'LucideProvider' });
    expect(iconSource('icons')).toBeNull();
    expect(iconSource('Shiled')).toBeNull();
  });
});

describe('lucideNamesInCjs', () => {
  it.each([
    ['Sucrase', viaSucrase],
    ['esbuild', viaEsbuild],
  ] as const)('reads the names a %s module takes from lucide-react, or says it needs the whole module', async (_, compile) => {
    const names = await compile("import { Shield, Users as U } from 'lucide-react';\nimport type { LucideIcon } from 'lucide-react';\nconst x: LucideIcon = Shield;\nexport const A = () => <div><Shield/><U/></div>;\nexport { Bell } from 'lucide-react';");
    expect(lucideNamesInCjs(names)).toEqual(new Set(['Shield', 'Users', 'Bell']));
    expect(lucideNamesInCjs(await compile("import { useState } from 'react';\nexport const n = 1;"))).toBeNull();
    for (const src of [
      "import * as Icons from 'lucide-react';\nexport const A = () => <Icons.Shield/>;",
      "import L from 'lucide-react';\nexport const A = () => L;",
      "export * from 'lucide-react';",
      "import { Shield } from 'lucide-react';\nexport const A = () => <Shield/>;\nexport const f = () => import('lucide-react');",
    ]) expect(lucideNamesInCjs(await compile(src)), src).toBe('all');
  });
});

describe('splitLucideImports', () => {
  it('rewrites named imports of an ESM bundle to one-icon modules, keeping its line count', () => {
    const js = 'import {\n  Shield,\n  Users as Users2,\n  LucideProvider\n} from "lucide-react";\nimport { useState } from "react";\nconsole.log(Shield, Users2);\n';
    const out = splitLucideImports(js);
    expect(out.split('\n').length).toBe(js.split('\n').length);
    expect(out).toContain('import Shield from "lucide-react/icons/_shield.js";');
    expect(out).toContain('import Users2 from "lucide-react/icons/_users.js";');
    expect(out).toContain('import { LucideProvider as LucideProvider } from "lucide-react/icons/lib.js";');
    expect(out).not.toMatch(/"lucide-react"/);
    expect(out.split('\n').slice(5).join('\n')).toBe(js.split('\n').slice(5).join('\n'));
  });

  it('keeps the full module for a namespace import, an unknown name or a dynamic import', () => {
    for (const js of ['import * as I from "lucide-react";\n', 'import { Shiled } from "lucide-react";\n', 'import { Shield } from "lucide-react";\nimport("lucide-react");\n']) {
      expect(splitLucideImports(js)).toBe(js);
    }
  });
});
