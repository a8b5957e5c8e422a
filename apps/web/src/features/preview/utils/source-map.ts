// Minimal source map v3 reader: enough to map a runtime error's bundle position to a project file.

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

type Segment = [genCol: number, source: number, line: number, col: number];

export type RawSourceMap = { version: number; sources: string[]; mappings: string; sourceRoot?: string };

function decodeVlq(s: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of s) {
    const digit = B64_INDEX.get(ch);
    if (digit === undefined) break;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

export class SourceMapReader {
  private readonly lines: Segment[][] = [];
  readonly sources: string[];

  constructor(map: RawSourceMap) {
    this.sources = map.sources;
    let source = 0;
    let line = 0;
    let col = 0;
    for (const lineStr of map.mappings.split(';')) {
      const segs: Segment[] = [];
      let genCol = 0;
      if (lineStr) {
        for (const segStr of lineStr.split(',')) {
          const v = decodeVlq(segStr);
          if (v.length === 0) continue;
          genCol += v[0] ?? 0;
          if (v.length >= 4) {
            source += v[1] ?? 0;
            line += v[2] ?? 0;
            col += v[3] ?? 0;
            segs.push([genCol, source, line, col]);
          }
        }
      }
      this.lines.push(segs);
    }
  }

  /** 1-based line and column in, 1-based out; null when the position has no mapping. */
  originalPosition(line: number, column: number): { source: string; line: number; column: number } | null {
    const segs = this.lines[line - 1];
    if (!segs || segs.length === 0) return null;
    const col0 = column - 1;
    let best: Segment | undefined;
    for (const s of segs) {
      if (s[0] <= col0) best = s;
      else break;
    }
    best ??= segs[0];
    if (!best) return null;
    const source = this.sources[best[1]];
    if (source === undefined) return null;
    return { source, line: best[2] + 1, column: best[3] + 1 };
  }
}
