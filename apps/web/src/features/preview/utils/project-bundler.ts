import type { BuildContext, BuildOptions, BuildResult, Message } from 'esbuild-wasm';
import { DevLinker, type TransformFn } from './dev-linker';
import type { BundleMode, BundleResult, Locale, PreviewEvent, ProjectFile } from '../types';
import { detectEntry, virtualEntryPath, type Entry } from './entry';
import { mapBuildMessage } from './error-map';
import { messages } from './messages';
import { assembleStaticPage } from './static-page';
import { createVfs, type Vfs } from './vfs';
import { DEV_BUILD_OPTIONS } from './dev-build';
import { vfsPlugin, VFS_NAMESPACE } from './esbuild-plugin';
import { fastTransform } from './fast-transform';
import { splitLucideImports } from './lucide';

/** The part of the esbuild API we use; esbuild-wasm in the worker, native esbuild in benchmarks. */
export type EsbuildApi = { context: (options: BuildOptions) => Promise<BuildContext>; transform: TransformFn };

type ContextState = { key: string; ctx: BuildContext };

const isBuildFailure = (e: unknown): e is { errors: Message[]; warnings: Message[] } =>
  typeof e === 'object' && e !== null && Array.isArray((e as { errors?: unknown }).errors);

/**
 * Bundles a project from its `{path, content}` files, keeping one esbuild context alive so that the next
 * build of the same entry is incremental (esbuild reuses the parse of unchanged files).
 */
export class ProjectBundler {
  private vfs: Vfs = new Map();
  private state: ContextState | null = null;
  private readonly linker: DevLinker;

  /**
   * `fast` (the worker's choice): dev-mode files go through Sucrase first and reach esbuild only when Sucrase cannot
   * decide, so a first preview does not wait for esbuild.wasm (docs/decisions/065). Without it every file is
   * transformed by esbuild.
   */
  constructor(
    private readonly esbuild: () => Promise<EsbuildApi>,
    private readonly locale: Locale = 'fr',
    options: { fast?: boolean } = {},
  ) {
    const transform = async () => (await esbuild()).transform;
    const fast = fastTransform(transform);
    this.linker = new DevLinker(options.fast ? async () => fast : transform, locale);
  }

  async bundle(files: readonly ProjectFile[], mode: BundleMode = 'bundle'): Promise<BundleResult> {
    const started = performance.now();
    const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
    const vfs = createVfs(files);
    const entry = detectEntry(vfs);
    if (!entry) return { ok: false, errors: [{ kind: 'build', level: 'error', message: messages(this.locale).noEntry() }], warnings: [], durationMs: elapsed() };

    if (entry.kind === 'static') {
      const page = assembleStaticPage(entry.html, entry.htmlPath, vfs);
      return { ok: true, kind: 'static', html: page.html, js: '', css: '', map: null, warnings: [], durationMs: elapsed() };
    }

    const entryPath = entry.kind === 'app' ? virtualEntryPath(entry) : entry.entry;
    if (entry.kind === 'app') vfs.set(entryPath, entry.entrySource);
    this.vfs = vfs;

    if (mode === 'dev') {
      const linked = await this.linker.link(vfs, entryPath);
      if (linked.ok === true) {
        return { ok: true, kind: entry.kind, html: htmlOf(entry), js: '', css: linked.css, map: null, program: linked.program, warnings: linked.warnings, durationMs: elapsed() };
      }
      if (linked.ok === false) return { ok: false, errors: linked.errors, warnings: linked.warnings, durationMs: elapsed() };
    }

    let result: BuildResult<{ write: false; metafile: false }>;
    try {
      const ctx = await this.contextFor(entryPath);
      result = (await ctx.rebuild()) as BuildResult<{ write: false; metafile: false }>;
    } catch (e) {
      if (isBuildFailure(e)) {
        return {
          ok: false,
          errors: e.errors.map((m) => mapBuildMessage(m, 'error')),
          warnings: e.warnings.map((m) => mapBuildMessage(m, 'warning')),
          durationMs: elapsed(),
        };
      }
      throw e;
    }
    const warnings: PreviewEvent[] = result.warnings.map((m) => mapBuildMessage(m, 'warning'));
    let js = '';
    let css = '';
    let map: string | null = null;
    for (const out of result.outputFiles ?? []) {
      if (out.path.endsWith('.js.map')) map = out.text;
      else if (out.path.endsWith('.js')) js = splitLucideImports(out.text);
      else if (out.path.endsWith('.css')) css = out.text;
    }
    return { ok: true, kind: entry.kind, html: htmlOf(entry), js, css, map, warnings, durationMs: elapsed() };
  }

  private async contextFor(entryPath: string): Promise<BuildContext> {
    if (this.state?.key === entryPath) return this.state.ctx;
    const api = await this.esbuild();
    if (this.state) await this.state.ctx.dispose().catch(() => undefined);
    this.state = null;
    const ctx = await api.context({
      ...DEV_BUILD_OPTIONS,
      entryPoints: [entryPath],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      outdir: '/out',
      plugins: [vfsPlugin(() => this.vfs, this.locale)],
    });
    this.state = { key: entryPath, ctx };
    return ctx;
  }

  async dispose(): Promise<void> {
    await this.state?.ctx.dispose().catch(() => undefined);
    this.state = null;
  }
}

function htmlOf(entry: Exclude<Entry, { kind: 'static' }>): string {
  return entry.html;
}

export { VFS_NAMESPACE };
