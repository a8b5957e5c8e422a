// The fast edit path's program (decision 262): the dev linker's modules, kept by the preview frame between edits.
// The host (PreviewFrame) keeps one FrameSession per frame document: it knows which module versions the frame holds
// and sends, for an edit, a script with only the modules the frame lacks. The script installs (once) a small module
// registry in the frame (`globalThis.__ovDev`), stores the new factories, drops modules no longer in the project, and
// runs the whole program again from its entry: every module is evaluated afresh (the same semantics as a reload, with
// teardown of timers and listeners by the bridge), only the changed ones are sent, parsed and compiled.
import type { DevProgram } from '../types';
import { parseSourceMap, type PositionLocator } from './error-map';
import type { SourceMapReader } from './source-map';

/** The `//# sourceURL` of the n-th script of a frame document; stack frames carry it. */
export const programScriptUrl = (n: number) => `preview-bundle-${n}.js`;

/** Where one module's code starts in a script (1-based line), with its own source map. */
export type ModuleMap = { path: string; line: number; map: string };

/**
 * The registry installed in the frame by the first script that runs (plain ES5: it runs in any project's page).
 * `run(entry, ext, graph, defs)`: `graph` maps every module of the program to [version, dependency table]; `defs` holds
 * the factories this script brings. If a module of the graph is missing or in another version (a script that never
 * ran), nothing runs and `stale` is set: the bridge then asks the host for every module again.
 */
export const REGISTRY = `(function () {
  var own = Object.prototype.hasOwnProperty;
  var defs = Object.create(null), cache = Object.create(null), graph = Object.create(null), ext = {};
  function load(id) {
    if (id.charAt(0) === '#') return cache[id] || (cache[id] = Object.assign({ __esModule: true }, ext[id.slice(1)]));
    if (id.slice(0, 4) === 'css:') return {};
    var hit = cache[id];
    if (hit) return hit.exports;
    var module = { exports: {} };
    cache[id] = module;
    var deps = (graph[id] && graph[id][1]) || {};
    defs[id][1].call(module.exports, function (s) {
      if (!own.call(deps, s)) throw new Error('Cannot find module "' + s + '" from ' + id);
      return load(deps[s]);
    }, module, module.exports);
    return module.exports;
  }
  return {
    stale: false,
    run: function (entry, e, g, d) {
      var k;
      for (k in d) if (own.call(d, k)) defs[k] = d[k];
      for (k in defs) if (!own.call(g, k)) delete defs[k];
      for (k in g) if (own.call(g, k) && (!defs[k] || defs[k][0] !== g[k][0])) { this.stale = true; return; }
      this.stale = false;
      ext = e; graph = g; cache = Object.create(null);
      load(entry);
    }
  };
})()`;

/** What the frame holds of one module: its code (to compare) and the version the host gave it. */
type Held = { code: string; version: number; script: string };

/**
 * The host's view of one frame document's modules. `script(program)` returns the code to run in that document: the
 * registry, the runtime libraries' imports, and the factories of the modules the frame does not hold in that version.
 * `reset()` when the frame may hold nothing (a new document, or it asked again). `originalPosition` maps stack
 * positions of every script still defining a module the frame holds.
 */
export class FrameSession {
  private held = new Map<string, Held>();
  private tables = new Map<string, ModuleMap[]>();
  private readers = new Map<string, Map<number, SourceMapReader | null>>();
  private nextVersion = 1;
  private scripts = 0;

  reset(): void {
    this.held.clear();
  }

  /** The modules the frame holds, with their versions (for tests and checks). */
  holds(): ReadonlyMap<string, number> {
    return new Map([...this.held].map(([p, h]) => [p, h.version]));
  }

  script(program: DevProgram): { js: string; sent: string[] } {
    const name = programScriptUrl(++this.scripts);
    const present = new Set(program.modules.map((m) => m.path));
    for (const path of [...this.held.keys()]) if (!present.has(path)) this.held.delete(path);
    const lines: string[] = [
      ...program.imports,
      `const __ovExt = {${program.fields.join(', ')}};`,
      `const __ovR = globalThis.__ovDev || (globalThis.__ovDev = ${REGISTRY.replace(/\n\s*/g, ' ')});`,
    ];
    const graph: Record<string, [number, Record<string, string>]> = {};
    const table: ModuleMap[] = [];
    const sent: string[] = [];
    const defs: string[] = [];
    let line = lines.length + 2; // after the `__ovR.run(` line
    for (const m of program.modules) {
      let held = this.held.get(m.path);
      if (!held || held.code !== m.code) {
        held = { code: m.code, version: this.nextVersion++, script: name };
        this.held.set(m.path, held);
        const code = m.code.replace(/\n$/, '');
        defs.push(`${JSON.stringify(m.path)}: [${held.version}, function (require, module, exports) {`, code, '}],');
        table.push({ path: m.path, line: line + 1, map: m.map });
        line += code.split('\n').length + 2;
        sent.push(m.path);
      }
      graph[m.path] = [held.version, m.deps];
    }
    lines.push(`__ovR.run(${JSON.stringify(program.entry)}, __ovExt, ${JSON.stringify(graph)}, {`, ...defs, '});', `//# sourceURL=${name}`);
    if (table.length) this.tables.set(name, table);
    const live = new Set([...this.held.values()].map((h) => h.script));
    for (const key of [...this.tables.keys()]) {
      if (!live.has(key)) {
        this.tables.delete(key);
        this.readers.delete(key);
      }
    }
    return { js: lines.join('\n') + '\n', sent };
  }

  /** Maps a position in one of this document's scripts (by its sourceURL) to the module's file, line and column. */
  readonly originalPosition: PositionLocator['originalPosition'] = (line, column, url) => {
    const modules = url ? this.tables.get(url) : undefined;
    if (!modules) return null;
    let index = -1;
    for (let i = 0; i < modules.length; i++) if (modules[i]!.line <= line) index = i;
    const m = modules[index];
    if (!m) return null;
    let readers = this.readers.get(url!);
    if (!readers) this.readers.set(url!, (readers = new Map()));
    if (!readers.has(index)) readers.set(index, parseSourceMap(m.map));
    const pos = readers.get(index)?.originalPosition(line - m.line + 1, column);
    return pos ? { ...pos, source: pos.source || m.path } : null;
  };
}

/** A dev program as one standalone script (a fresh frame document, the Open page, tests). */
export function standaloneScript(program: DevProgram): { js: string; locator: PositionLocator } {
  const session = new FrameSession();
  const { js } = session.script(program);
  return { js, locator: session };
}
