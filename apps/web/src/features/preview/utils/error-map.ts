import type { BundleSuccess, PreviewEvent } from '../types';
import { SourceMapReader, type RawSourceMap } from './source-map';
import { VIRTUAL_ENTRY } from './entry';

/** The sourceURL of the fast path's scripts (utils/dev-program.ts; not imported from there: it imports this module). */
const PROGRAM_SCRIPT_URL = /^preview-bundle-\d+\.js$/;

/** The name the bundle carries (`//# sourceURL=`), so its stack frames can be mapped. */
export const BUNDLE_URL = 'preview-bundle.js';

/** An esbuild message (the subset we read): location line is 1-based, column 0-based. */
export type BuildMessage = {
  text: string;
  location?: { file: string; line: number; column: number } | null;
};

/** `vfs:src/App.tsx` → `src/App.tsx`. */
export function cleanSource(file: string): string {
  return file.replace(/^[a-z-]+:/i, '').replace(/^\/+/, '');
}

export function mapBuildMessage(msg: BuildMessage, level: 'error' | 'warning' = 'error'): PreviewEvent {
  const event: PreviewEvent = { kind: 'build', message: msg.text, level };
  const loc = msg.location;
  if (loc && loc.file) {
    const file = cleanSource(loc.file);
    if (!file.endsWith(VIRTUAL_ENTRY)) {
      event.file = file;
      event.line = loc.line;
      event.column = loc.column + 1;
    }
  }
  return event;
}

/** What the bridge inside the frame sends for an error or a rejection. */
export type RawRuntimeError = {
  kind: 'runtime' | 'unhandledrejection';
  message: string;
  stack?: string;
  line?: number;
  column?: number;
};

const FRAME = /(?:\(|\s|@|^)((?:[\w.-]+\/)*[\w.-]+\.(?:[mc]?[jt]sx?)):(\d+):(\d+)\)?\s*$/;

/**
 * Maps a runtime error to the project file and line: stack frames of the bundle go through its source
 * map; frames of a static page's scripts already carry the project path (their `//# sourceURL=`).
 * Frames of runtime libraries (`/runtime/`) are skipped.
 */
export function mapRuntimeError(raw: RawRuntimeError, map: PositionLocator | null, staticFiles?: ReadonlySet<string>): PreviewEvent {
  const event: PreviewEvent = { kind: raw.kind, message: raw.message };
  for (const frameLine of (raw.stack ?? '').split('\n')) {
    if (frameLine.includes('/runtime/') || frameLine.includes('://')) continue;
    const m = FRAME.exec(frameLine.trim());
    if (!m) continue;
    const [, url = '', l = '0', c = '0'] = m;
    const line = Number(l);
    const column = Number(c);
    if (url === BUNDLE_URL || PROGRAM_SCRIPT_URL.test(url)) {
      const pos = map?.originalPosition(line, column, url);
      if (pos && !pos.source.endsWith(VIRTUAL_ENTRY)) {
        event.file = cleanSource(pos.source);
        event.line = pos.line;
        event.column = pos.column;
        return event;
      }
    } else if (staticFiles?.has(url)) {
      event.file = url;
      event.line = line;
      event.column = column;
      return event;
    }
  }
  return event;
}

export function parseSourceMap(json: string | null): SourceMapReader | null {
  if (!json) return null;
  try {
    return new SourceMapReader(JSON.parse(json) as RawSourceMap);
  } catch {
    return null;
  }
}

/** Anything that maps a 1-based bundle position to a 1-based source position (`url`: the script's sourceURL). */
export type PositionLocator = { originalPosition(line: number, column: number, url?: string): { source: string; line: number; column: number } | null };

/** The esbuild bundle's source map; the fast path's programs are located by the frame's session (utils/dev-program.ts). */
export function locatorFor(bundle: BundleSuccess | null): PositionLocator | null {
  if (!bundle || bundle.program) return null;
  return parseSourceMap(bundle.map);
}
