import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The documentation's links lead somewhere: every relative link in README.md and docs/**\/*.md names an existing
 * file or folder, and so does every repository path written as code there (`apps/…`, `docs/…`; placeholders such as
 * `NNN_name.sql` and globs aside); every decision record is listed in docs/decisions/README.md, which lists nothing
 * else; and the code's comments name decision records that exist.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Whether git ignores `path` (a build output such as apps/web/dist): it exists only after a build. */
function isBuildOutput(path: string): boolean {
  // a folder pattern such as `dist/` matches only a path written as a folder
  return [path, path.replace(/\/?$/, '/')].some((p) => {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', p], { cwd: root, stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
}
const decisionsDir = join(root, 'docs/decisions');

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return filesUnder(p, keep);
    return keep(name) ? [p] : [];
  });
}
const docs = () => [join(root, 'README.md'), ...filesUnder(join(root, 'docs'), (n) => n.endsWith('.md'))];

/** Link targets of a Markdown text, outside code: inline `[text](target)` and reference `[id]: target`. */
export function linkTargets(markdown: string): string[] {
  const text = markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
  const inline = [...text.matchAll(/\]\(\s*(?:<([^>]+)>|([^)\s]+))(?:\s+"[^"]*")?\s*\)/g)].map((m) => (m[1] ?? m[2])!);
  const reference = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]!);
  return [...inline, ...reference];
}

const isRelative = (target: string) => !/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(target);

/** The path a relative link points to (anchor and query dropped, %-escapes decoded). */
const resolveLink = (from: string, target: string) => join(dirname(from), decodeURIComponent(target.replace(/[?#].*$/, '')));

describe('documentation links', () => {
  it('finds inline and reference links, and only outside code', () => {
    expect(linkTargets('see [a](../x.md#top) and [b](<y z.md> "t")\n\n[c]: ./c.md\n`[no](n.md)`\n```\n[no](m.md)\n```\n')).toEqual([
      '../x.md#top',
      'y z.md',
      './c.md',
    ]);
    expect(isRelative('https://example.org')).toBe(false);
    expect(isRelative('#anchor')).toBe(false);
    expect(isRelative('mailto:a@b.c')).toBe(false);
    expect(isRelative('../apps/web/src/lib/storage.ts')).toBe(true);
  });

  it('every relative link in README.md and docs/ resolves to an existing file', () => {
    const dead: string[] = [];
    for (const file of docs()) {
      for (const target of linkTargets(readFileSync(file, 'utf8'))) {
        if (isRelative(target) && !existsSync(resolveLink(file, target))) dead.push(`${relative(root, file)} → ${target}`);
      }
    }
    expect(dead, 'dead links (fix the path, or drop the link)').toEqual([]);
  });

  it('every repository path written as code in README.md and docs/ exists', () => {
    const dead: string[] = [];
    for (const file of docs()) {
      const text = readFileSync(file, 'utf8');
      for (const [, path] of text.matchAll(/`((?:apps|packages|docs|scripts|e2e)\/[^`\s]*)`/g)) {
        if (/[*<{]|NNN/.test(path!)) continue; // a pattern, not a file
        const target = path!.replace(/[#:].*$/, '');
        // build outputs (dist/, the preview runtime) are named in the docs but exist only after `npm run build`
        if (!existsSync(join(root, target)) && !isBuildOutput(target)) dead.push(`${relative(root, file)} → ${path}`);
      }
    }
    expect(dead, 'paths that no longer exist (follow the move, or drop the path)').toEqual([]);
  });

  it('comments in the code name decision records that exist', () => {
    const code = ['apps', 'packages', 'scripts', 'e2e'].flatMap((d) => filesUnder(join(root, d), (n) => /\.(?:[cm]?[jt]sx?|json|md)$/.test(n)));
    const dead: string[] = [];
    for (const file of code) {
      for (const [path] of readFileSync(file, 'utf8').matchAll(/docs\/decisions\/\d{3}-[a-z0-9-]+\.md/g)) {
        if (!existsSync(join(root, path))) dead.push(`${relative(root, file)} → ${path}`);
      }
    }
    expect(dead, 'decision records named in code that do not exist (see docs/decisions/README.md)').toEqual([]);
  });

  it('the decisions index lists every record, and nothing else', () => {
    const records = readdirSync(decisionsDir).filter((f) => /^\d{3}-.+\.md$/.test(f));
    const listed = linkTargets(readFileSync(join(decisionsDir, 'README.md'), 'utf8')).filter(isRelative);
    const missing = records.filter((f) => !listed.includes(f));
    expect(missing, 'records missing from docs/decisions/README.md (add a row: number, title, one line)').toEqual([]);
    expect(listed.filter((f) => !records.includes(f)), 'index entries without a record').toEqual([]);
    expect(new Set(records.map((f) => f.slice(0, 3))).size, 'two records share a number').toBe(records.length);
  });
});
