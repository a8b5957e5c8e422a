import { LEAST_UPPER_BOUND, TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

// Maps a runtime error's bundle position to a project file, with @jridgewell/trace-mapping (the source map reader
// of Vite, esbuild's ecosystem and V8 tooling) doing the decoding and the search.

export type RawSourceMap = { version: number; sources: string[]; mappings: string; sourceRoot?: string; names?: string[] };

export class SourceMapReader {
  private readonly map: TraceMap;
  readonly sources: string[];

  constructor(map: RawSourceMap) {
    this.map = new TraceMap({ ...map, version: 3, names: map.names ?? [] });
    this.sources = map.sources;
  }

  /**
   * 1-based line and column in, 1-based out; null when the position has no mapping. A column before the line's
   * first mapping (indentation, a wrapper) takes that first mapping.
   */
  originalPosition(line: number, column: number): { source: string; line: number; column: number } | null {
    if (line < 1) return null;
    const needle = { line, column: Math.max(0, column - 1) };
    let pos = originalPositionFor(this.map, needle);
    if (pos.source === null) pos = originalPositionFor(this.map, { ...needle, bias: LEAST_UPPER_BOUND });
    if (pos.source === null) return null;
    return { source: pos.source, line: pos.line, column: pos.column + 1 };
  }
}
