import type { Loader, Message, TransformOptions, TransformResult } from 'esbuild-wasm';
import type { DevProgram, Locale, PreviewEvent } from '../types';
import { mapBuildMessage } from './error-map';
import { DEV_BUILD_OPTIONS } from './dev-build';
import { loaderFor } from './esbuild-plugin';
import { messages } from './messages';
import { resolveImport } from './resolve';
import { RUNTIME_MODULES } from './runtime';
import { extname, type Vfs } from './vfs';
import { LUCIDE, iconSources, lucideNamesInCjs } from './lucide';

export type TransformFn = (input: string, options: TransformOptions) => Promise<TransformResult>;

export type LinkResult =
  | { ok: true; program: DevProgram; css: string; warnings: PreviewEvent[] }
  | { ok: false; errors: PreviewEvent[]; warnings: PreviewEvent[] }
  | { ok: 'fallback'; reason: string };

/** `lucide`: the lucide-react names the module reads, `all` for the full module (decision 260). */
type Compiled = { source: string; code: string; map: string; requires: string[]; lucide: Set<string> | 'all' | null; warnings: PreviewEvent[] };

// esbuild writes require("x"); Sucrase keeps the import's own quotes.
const REQUIRE = /\brequire\((?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')\)/g;
const specifierOf = (m: RegExpMatchArray): string =>
  m[1] !== undefined ? (JSON.parse(`"${m[1]}"`) as string) : (m[2] ?? '').replace(/\\(.)/g, '$1');
const SCRIPT = new Set(['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json', '.svg', '.txt', '.md', '.html']);

const isFailure = (e: unknown): e is { errors: Message[]; warnings: Message[] } =>
  typeof e === 'object' && e !== null && Array.isArray((e as { errors?: unknown }).errors);

/** 1-based line and column of the first quoted occurrence of `specifier` in `source`. */
function locate(source: string, specifier: string): { line: number; column: number } {
  for (const q of ["'", '"', '`']) {
    const i = source.indexOf(q + specifier + q);
    if (i !== -1) {
      const before = source.slice(0, i);
      const line = before.split('\n').length;
      return { line, column: i - before.lastIndexOf('\n') };
    }
  }
  return { line: 1, column: 1 };
}

/**
 * The fast path for edits: every file is transformed on its own (cached by content, so an edit costs one
 * transform) into a CommonJS-style function; the program (modules, dependency tables, runtime libraries from the
 * import map) runs in the frame's module registry (utils/dev-program.ts, decision 262). Cases it does not cover (CSS @import, CSS modules, top-level await)
 * return `fallback`, and the caller bundles with esbuild instead. See docs/decisions/064-preview-fast-edits.md.
 */
export class DevLinker {
  private readonly cache = new Map<string, Compiled>();
  private readonly inflight = new Map<string, { source: string; promise: Promise<Compiled> }>();

  constructor(
    private readonly transform: () => Promise<TransformFn>,
    private readonly locale: Locale,
  ) {}

  private compile(path: string, source: string): Promise<Compiled> {
    const hit = this.cache.get(path);
    if (hit && hit.source === source) return Promise.resolve(hit);
    const running = this.inflight.get(path);
    if (running && running.source === source) return running.promise;
    const promise = this.transformOne(path, source).finally(() => this.inflight.delete(path));
    this.inflight.set(path, { source, promise });
    return promise;
  }

  /** Starts every reachable transform at once (level by level), so a cold build is not one round trip per file. */
  private async prefetch(vfs: Vfs, entry: string): Promise<void> {
    const seen = new Set<string>([entry]);
    let level = [entry];
    while (level.length > 0) {
      const results = await Promise.allSettled(level.filter((p) => SCRIPT.has(extname(p))).map((p) => this.compile(p, vfs.get(p) ?? '').then((c) => [p, c] as const)));
      const next: string[] = [];
      for (const r of results) {
        if (r.status !== 'fulfilled') continue;
        const [path, c] = r.value;
        for (const spec of c.requires) {
          const res = resolveImport(spec, path, vfs);
          if (res.kind === 'file' && !seen.has(res.path)) {
            seen.add(res.path);
            next.push(res.path);
          }
        }
      }
      level = next;
    }
  }

  private async transformOne(path: string, source: string): Promise<Compiled> {
    const transform = await this.transform();
    const loader: Loader = loaderFor(path);
    const r = await transform(source, {
      ...DEV_BUILD_OPTIONS,
      loader,
      format: 'cjs',
      sourcefile: path,
    });
    const requires = [...new Set([...r.code.matchAll(REQUIRE)].map(specifierOf))];
    const lucide = requires.includes(LUCIDE) ? lucideNamesInCjs(r.code) : null;
    const compiled: Compiled = { source, code: r.code, map: r.map, requires, lucide, warnings: r.warnings.map((w) => mapBuildMessage(w, 'warning')) };
    this.cache.set(path, compiled);
    return compiled;
  }

  async link(vfs: Vfs, entry: string): Promise<LinkResult> {
    const t = messages(this.locale);
    const available = Object.keys(RUNTIME_MODULES).join(', ');
    const order: string[] = [];
    const css: string[] = [];
    const deps = new Map<string, Record<string, string>>();
    const compiled = new Map<string, Compiled>();
    const externals = new Set<string>();
    const warnings: PreviewEvent[] = [];
    await this.prefetch(vfs, entry);
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length > 0) {
      const path = stack.pop()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const source = vfs.get(path) ?? '';
      const ext = extname(path);
      if (ext === '.css') {
        if (/@import\b/.test(source) || path.endsWith('.module.css')) return { ok: 'fallback', reason: 'css' };
        css.push(path);
        continue;
      }
      if (!SCRIPT.has(ext)) return { ok: 'fallback', reason: `loader ${ext}` };
      let c: Compiled;
      try {
        c = await this.compile(path, source);
      } catch (e) {
        if (!isFailure(e)) throw e;
        if (e.errors.some((m) => /top-level await|not supported with the "cjs" output format/i.test(m.text))) return { ok: 'fallback', reason: 'tla' };
        return { ok: false, errors: e.errors.map((m) => mapBuildMessage(m, 'error')), warnings: e.warnings.map((m) => mapBuildMessage(m, 'warning')) };
      }
      warnings.push(...c.warnings);
      order.push(path);
      compiled.set(path, c);
      const table: Record<string, string> = {};
      const next: string[] = [];
      for (const spec of c.requires) {
        const r = resolveImport(spec, path, vfs);
        if (r.kind === 'file') {
          table[spec] = extname(r.path) === '.css' ? `css:${r.path}` : r.path;
          next.push(r.path);
        } else if (r.kind === 'runtime') {
          table[spec] = `#${r.specifier}`;
          externals.add(r.specifier);
        } else {
          const text =
            r.kind === 'missing-package' ? t.missingPackage(r.specifier).replace('{list}', available) : t.notFound(r.kind === 'not-found' ? r.specifier : r.url, path);
          const at = locate(source, spec);
          return { ok: false, errors: [{ kind: 'build', level: 'error', message: text, file: path, line: at.line, column: at.column }], warnings };
        }
      }
      deps.set(path, table);
      // Depth-first in import order, like a bundler, so CSS keeps its order.
      for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]!);
    }

    const { imports, fields } = externalImports([...externals], [...compiled.values()]);
    const program: DevProgram = {
      entry,
      imports,
      fields,
      modules: order.map((path) => ({ path, code: compiled.get(path)!.code, map: compiled.get(path)!.map, deps: deps.get(path)! })),
    };
    return { ok: true, program, css: css.map((p) => vfs.get(p) ?? '').join('\n'), warnings };
  }
}

/**
 * The import statements and `__ovExt` fields for the runtime libraries: each as a namespace, except lucide-react when
 * every module only reads icon names from it: then one default import per icon (decision 260).
 */
function externalImports(ext: readonly string[], modules: readonly Compiled[]): { imports: string[]; fields: string[] } {
  const imports: string[] = [];
  const fields: string[] = [];
  ext.forEach((s, i) => {
    if (s === LUCIDE) {
      const names = new Set<string>();
      let all = false;
      for (const m of modules) {
        if (m.lucide === 'all') all = true;
        else m.lucide?.forEach((n) => names.add(n));
      }
      const icons = all ? null : iconSources(names);
      if (icons) {
        const locals = new Map<string, string>();
        const members: string[] = [];
        for (const [name, src] of icons) {
          let local = locals.get(src.specifier);
          if (!local) {
            local = `__ovL${locals.size}`;
            locals.set(src.specifier, local);
            imports.push(src.exported ? `import * as ${local} from ${JSON.stringify(src.specifier)};` : `import ${local} from ${JSON.stringify(src.specifier)};`);
          }
          members.push(`${JSON.stringify(name)}: ${src.exported ? `${local}.${src.exported}` : local}`);
        }
        fields.push(`${JSON.stringify(s)}: {${members.join(', ')}}`);
        return;
      }
    }
    imports.push(`import * as __ovX${i} from ${JSON.stringify(s)};`);
    fields.push(`${JSON.stringify(s)}: __ovX${i}`);
  });
  return { imports, fields };
}
