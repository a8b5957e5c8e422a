// lucide-react, one module per icon (decision 260). The runtime serves `/runtime/lucide/_<stem>.js` for every icon
// name and `lib.js` for the rest of the package (built by apps/web/scripts/build-runtime.mjs, which also writes the
// list of names, `../lucide-icons.json`); the import map maps `lucide-react/icons/` there. A project that only
// names icons loads those few files; anything else (`import * as`, a default import, `export *`, a dynamic import,
// an unknown name) keeps the full module, so it behaves exactly as before.
import index from '../lucide-icons.json';
import { LUCIDE_ICONS_PREFIX, iconStem } from './runtime';

export const LUCIDE = 'lucide-react';

const NAMES = new Set(index.names.split(','));
const LIB = new Set<string>(index.lib);

/** Where a lucide-react export lives: an icon file (`default` export) or `lib.js` (named export), or null. */
export type IconSource = { specifier: string; exported: string | null };

/** The one-icon module (or lib.js) for an export name of lucide-react; null when only the full module has it. */
export function iconSource(name: string): IconSource | null {
  if (LIB.has(name)) return { specifier: `${LUCIDE_ICONS_PREFIX}lib.js`, exported: name };
  const candidates = [name, name.replace(/Icon$/, ''), name.replace(/^Lucide/, '')];
  for (const n of candidates) if (n && NAMES.has(n)) return { specifier: `${LUCIDE_ICONS_PREFIX}${iconStem(n)}.js`, exported: null };
  return null;
}

const QUOTED = /(['"])lucide-react\1/g;
const DECLARED = /\b(?:var|let|const)\s+([A-Za-z_$][\w$]*)\s*=\s*require\((['"])lucide-react\2\);?/g;
const escape = (s: string) => s.replace(/[$]/g, '\\$&');

/**
 * The lucide-react export names a CommonJS-style module (the dev linker's Sucrase or esbuild output) reads, when it only
 * reads names from `require('lucide-react')` bindings (`_lucidereact.Shield`, Sucrase's `export { X } from`); `all`
 * when it uses the module any other way (namespace, default, star export, dynamic import); null when it does not import it.
 */
export function lucideNamesInCjs(code: string): Set<string> | 'all' | null {
  const quoted = code.match(QUOTED)?.length ?? 0;
  if (quoted === 0) return null;
  const bindings = [...code.matchAll(DECLARED)].map((m) => m[1]!);
  if (bindings.length !== quoted) return 'all';
  const names = new Set<string>();
  for (const v of bindings) {
    const id = escape(v);
    const uses = code.match(new RegExp(`(?<![\\w$.])${id}(?![\\w$])`, 'g'))?.length ?? 0;
    let known = 1; // the declaration
    for (const m of code.matchAll(new RegExp(`(?<![\\w$.])${id}\\.([A-Za-z_$][\\w$]*)`, 'g'))) {
      names.add(m[1]!);
      known++;
    }
    for (const m of code.matchAll(new RegExp(`\\b_createNamedExportFrom\\d*\\(${id}, '([\\w$]+)', '([\\w$]+)'\\)`, 'g'))) {
      names.add(m[2]!);
      known++;
    }
    if (uses !== known) return 'all';
  }
  return names;
}

/** Per-icon sources for every name, or null when one of them needs the full module. */
export function iconSources(names: Iterable<string>): Map<string, IconSource> | null {
  const out = new Map<string, IconSource>();
  for (const n of names) {
    const src = iconSource(n);
    if (!src) return null;
    out.set(n, src);
  }
  return out;
}

const ESM_IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*"lucide-react";?/g;

/**
 * An esbuild ESM bundle's `import { A, B as C } from "lucide-react"` statements, rewritten to the one-icon modules;
 * the bundle unchanged when it uses lucide-react any other way. Line count is kept (the bundle's source map stays valid).
 */
export function splitLucideImports(js: string): string {
  const quoted = js.match(QUOTED)?.length ?? 0;
  if (quoted === 0) return js;
  const statements = [...js.matchAll(ESM_IMPORT)];
  if (statements.length !== quoted) return js;
  const rewritten = new Map<string, string>();
  for (const st of statements) {
    const parts: string[] = [];
    for (const spec of st[1]!.split(',').map((s) => s.trim()).filter(Boolean)) {
      const m = /^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/.exec(spec);
      if (!m) return js;
      const src = iconSource(m[1]!);
      if (!src) return js;
      const local = m[2] ?? m[1]!;
      parts.push(
        src.exported
          ? `import { ${src.exported} as ${local} } from ${JSON.stringify(src.specifier)};`
          : `import ${local} from ${JSON.stringify(src.specifier)};`,
      );
    }
    rewritten.set(st[0], parts.join(' ') + '\n'.repeat(st[0].split('\n').length - 1));
  }
  return js.replace(ESM_IMPORT, (s) => rewritten.get(s) ?? s);
}
