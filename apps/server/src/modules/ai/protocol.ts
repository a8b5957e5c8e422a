import { normalizeProjectPath, stripFence, type GeneratedFile } from '@ov/shared';

/**
 * The output protocol of real models: files written as tagged blocks
 *   <file path="src/App.tsx">...</file>
 * parsed while the reply streams, with a fenced-code fallback for models that ignore the tags.
 * Every path goes through the one project path rule (@ov/shared `normalizeProjectPath`): a leading `/` or `./`
 * and backslashes are normalised; `..`, a drive letter or a control character get the block rejected.
 */

export const MAX_FILES = 200;

export type ParseEvent = { type: 'text'; text: string } | { type: 'file'; file: GeneratedFile } | { type: 'rejected'; path: string };

const OPEN_RE = /<file\s+path\s*=\s*["']([^"']*)["']\s*>/;
const CLOSE = '</file>';

/** Incremental parser: feed chunks as they arrive; it emits text and each file as soon as its block closes. */
export class FileBlockParser {
  private buffer = '';
  private current: string | null = null;
  private currentRaw = '';
  private readonly seen = new Map<string, number>();
  readonly files: GeneratedFile[] = [];
  readonly rejected: string[] = [];
  /** The path of a block still open when the stream ended (an unfinished file, never emitted), else null. */
  unclosed: string | null = null;
  private prose = '';

  push(chunk: string): ParseEvent[] {
    this.buffer += chunk;
    return this.drain(false);
  }

  end(): ParseEvent[] {
    const events = this.drain(true);
    if (this.current !== null) {
      // an unterminated block is an unfinished file (the reply was cut): never emitted as a file
      this.unclosed = this.currentRaw;
      this.buffer = '';
      this.current = null;
    }
    return events;
  }

  /** All prose outside file blocks, for the fenced fallback and the reply text. */
  get text(): string {
    return this.prose;
  }

  private drain(final: boolean): ParseEvent[] {
    const events: ParseEvent[] = [];
    for (;;) {
      if (this.current === null) {
        const m = OPEN_RE.exec(this.buffer);
        if (m) {
          const before = this.buffer.slice(0, m.index);
          if (before) events.push(this.emitText(before));
          this.current = normalizeProjectPath(m[1]!) ?? '';
          this.currentRaw = m[1]!;
          this.buffer = this.buffer.slice(m.index + m[0].length).replace(/^\r?\n/, '');
          continue;
        }
        // keep a possible partial "<file ..." tag for the next chunk
        const hold = final ? -1 : this.buffer.lastIndexOf('<');
        const keepTail = hold >= 0 && this.buffer.length - hold < 300;
        const safe = keepTail ? this.buffer.slice(0, hold) : this.buffer;
        if (safe) events.push(this.emitText(safe));
        this.buffer = keepTail ? this.buffer.slice(hold) : '';
        return events;
      }
      const idx = this.buffer.indexOf(CLOSE);
      if (idx < 0) return events;
      const content = this.buffer.slice(0, idx);
      this.buffer = this.buffer.slice(idx + CLOSE.length);
      events.push(...this.emitFile(this.currentRaw, content));
      this.current = null;
    }
  }

  private emitText(text: string): ParseEvent {
    this.prose += text;
    return { type: 'text', text };
  }

  private emitFile(rawPath: string, content: string): ParseEvent[] {
    const path = normalizeProjectPath(rawPath);
    if (!path || this.files.length >= MAX_FILES) {
      this.rejected.push(rawPath);
      return [{ type: 'rejected', path: rawPath }];
    }
    // Models sometimes wrap a tagged block's content in a fence too.
    const file = { path, content: stripFence(content.replace(/^\r?\n/, '').replace(/\r?\n$/, '')) };
    const at = this.seen.get(path);
    if (at !== undefined) this.files[at] = file;
    else {
      this.seen.set(path, this.files.length);
      this.files.push(file);
    }
    return [{ type: 'file', file }];
  }
}

const DEFAULT_NAMES: Record<string, string> = {
  tsx: 'src/App.tsx',
  typescript: 'src/App.tsx',
  ts: 'src/App.tsx',
  jsx: 'src/App.jsx',
  html: 'index.html',
  css: 'style.css',
  js: 'script.js',
  javascript: 'script.js',
  json: 'data.json',
  python: 'main.py',
  py: 'main.py',
  sql: 'schema.sql',
};

/** Fallback: fenced code blocks, named by an info-string path, a heading line just before, a first-line comment, or their language. */
export function parseFencedFiles(text: string): GeneratedFile[] {
  const files: GeneratedFile[] = [];
  const used = new Set<string>();
  const lines = text.split(/\r?\n/);
  let i = 0;
  while (i < lines.length && files.length < MAX_FILES) {
    const open = /^\s*```([\w.+-]*)(.*)$/.exec(lines[i]!);
    if (!open) {
      i++;
      continue;
    }
    const heading = i > 0 && !/^\s*```/.test(lines[i - 1]!) ? lines[i - 1]! : '';
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !/^\s*```\s*$/.test(lines[j]!)) body.push(lines[j++]!);
    // a fence never closed is an unfinished file (the reply was cut): not a file
    if (j >= lines.length) break;
    i = j + 1;
    const lang = (open[1] ?? '').toLowerCase();
    const info = (open[2] ?? '').trim();
    const content = body.join('\n');
    const fromInfo = /(?:title|file|path)?\s*=?\s*["']?([\w@./-]+\.[a-z0-9]+)["']?/i.exec(info)?.[1];
    const fromHeading = /([\w@-]+(?:\/[\w@.-]+)*\.[a-z0-9]+)/i.exec(heading.replace(/[`*#:]/g, ' '))?.[1];
    const fromComment = /^\s*(?:\/\/|#|<!--|\/\*)\s*([\w@-]+(?:\/[\w@.-]+)*\.[a-z0-9]+)/i.exec(content)?.[1];
    let path = [fromInfo, fromHeading, fromComment].map((p) => (p ? normalizeProjectPath(p) : null)).find(Boolean) ?? null;
    if (!path) {
      const base = DEFAULT_NAMES[lang];
      if (!base) continue;
      path = base;
      let n = 2;
      while (used.has(path)) path = base.replace(/(\.[a-z]+)$/, `${n++}$1`);
    }
    if (used.has(path)) continue;
    used.add(path);
    files.push({ path, content });
  }
  return files;
}

/** Whole-reply parse: tagged blocks first, fenced blocks when there are none. */
export function parseReply(reply: string): { files: GeneratedFile[]; text: string; rejected: string[]; unclosed: string | null } {
  const parser = new FileBlockParser();
  parser.push(reply);
  parser.end();
  if (parser.files.length > 0 || parser.unclosed !== null) return { files: parser.files, text: parser.text.trim(), rejected: parser.rejected, unclosed: parser.unclosed };
  return { files: parseFencedFiles(reply), text: reply.trim(), rejected: parser.rejected, unclosed: null };
}
