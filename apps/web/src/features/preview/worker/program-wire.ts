// What the bundler worker sends back for the fast path (decision 263): a module the page already holds (same path,
// code and source map as the last program sent) comes without its code and map. Both sides keep exactly the modules
// of the last program sent, so they agree as long as messages arrive in order (one worker, one page: they do).
import type { BundleResult, DevProgram } from '../types';

type Module = DevProgram['modules'][number];
/** A module on the wire: whole, or only its path and dependency table when the page holds its code and map. */
export type WireModule = Module | { path: string; deps: Record<string, string>; kept: true };
export type WireProgram = Omit<DevProgram, 'modules'> & { modules: WireModule[] };
export type WireResult = Exclude<BundleResult, { ok: true }> | (Omit<Extract<BundleResult, { ok: true }>, 'program'> & { program?: WireProgram });

/** The code and source map of each module of the last program sent, by path. */
export type HeldModules = Map<string, { code: string; map: string }>;

/** Worker side: strips what `sent` holds, then records the program as what the page holds. */
export function encodeResult(result: BundleResult, sent: HeldModules): WireResult {
  if (!result.ok || !result.program) return result;
  const modules: WireModule[] = result.program.modules.map((m) => {
    const held = sent.get(m.path);
    return held && held.code === m.code && held.map === m.map ? { path: m.path, deps: m.deps, kept: true } : m;
  });
  sent.clear();
  for (const m of result.program.modules) sent.set(m.path, { code: m.code, map: m.map });
  return { ...result, program: { ...result.program, modules } };
}

/**
 * Page side: fills in the kept modules from `held`, then records the program as held. Null when a kept module is not
 * held (the two sides disagree, e.g. a worker restarted): `held` is then cleared, and the build must be asked again in full.
 */
export function decodeResult(result: WireResult, held: HeldModules): BundleResult | null {
  if (!result.ok) return result;
  if (!result.program) return result as Omit<typeof result, 'program'>;
  const modules: Module[] = [];
  for (const m of result.program.modules) {
    if (!('kept' in m)) {
      modules.push(m);
      continue;
    }
    const h = held.get(m.path);
    if (!h) {
      held.clear();
      return null;
    }
    modules.push({ path: m.path, code: h.code, map: h.map, deps: m.deps });
  }
  held.clear();
  for (const m of modules) held.set(m.path, { code: m.code, map: m.map });
  return { ...result, program: { ...result.program, modules } };
}
