/** Project-relative, forward slashes, no leading `./` or `/`, `.` and `..` collapsed. */
export function normalizePath(path: string): string {
  const out: string[] = [];
  for (const part of path.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

export function dirname(path: string): string {
  const i = path.lastIndexOf('/');
  return i === -1 ? '' : path.slice(0, i);
}

export function extname(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const i = base.lastIndexOf('.');
  return i <= 0 ? '' : base.slice(i).toLowerCase();
}

export type Vfs = Map<string, string>;

/** A project file as stored; `createVfs` also takes untrusted lists (entries without a string path or content are dropped). */
export type VfsFile = { path: string; content: string };

/** The virtual file system the bundler reads: later duplicates win, entries without a path are dropped. */
export function createVfs(files: readonly VfsFile[]): Vfs {
  const vfs: Vfs = new Map();
  for (const f of files) {
    if (typeof f?.path !== 'string' || typeof f.content !== 'string') continue;
    const path = normalizePath(f.path);
    if (path) vfs.set(path, f.content);
  }
  return vfs;
}
