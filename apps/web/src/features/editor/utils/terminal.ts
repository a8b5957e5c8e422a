import type { ParseKeys } from 'i18next';
import type { Change, ProjectFile } from '../workspace/file-model';

// The editor terminal (spec §4 and issue 6): help, clear, npm install, npm run dev, npm run build (a real bundle
// through the preview engine), git status (the real changes since the last save); anything else is unknown.

export type TerminalLine = { kind: 'input' | 'output' | 'error' | 'success'; text: string };

/** A build result, structurally the preview engine's BundleResult (the editor does not import that feature). */
export type BuildIssue = { message: string; file?: string; line?: number; column?: number };
export type BuildOutput =
  | { ok: true; kind: string; html: string; js: string; css: string; warnings: BuildIssue[]; durationMs: number }
  | { ok: false; errors: BuildIssue[]; warnings: BuildIssue[]; durationMs: number };

export type TerminalContext = {
  files: readonly ProjectFile[];
  changes: readonly Change[];
  build?: (files: readonly ProjectFile[]) => Promise<BuildOutput>;
  /** Translates terminal messages (editor namespace, `terminal.*`). */
  t: (key: ParseKeys<['editor']>, values?: Record<string, unknown>) => string;
};

export type CommandResult = { lines: TerminalLine[]; clear?: boolean; refreshPreview?: boolean };

export const TERMINAL_COMMANDS = ['help', 'clear', 'npm install', 'npm run dev', 'npm run build', 'git status'] as const;

const kb = (s: string) => {
  const bytes = new TextEncoder().encode(s).length;
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(2)} kB`;
};

const where = (i: BuildIssue) => (i.file ? `${i.file}${i.line ? `:${i.line}:${i.column ?? 1}` : ''} ` : '');

function packageDeps(files: readonly ProjectFile[]): string[] | null {
  const pkg = files.find((f) => f.path === 'package.json');
  if (!pkg) return null;
  try {
    const json = JSON.parse(pkg.content) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    return Object.entries({ ...json.dependencies, ...json.devDependencies }).map(([n, v]) => `${n}@${v}`);
  } catch {
    return [];
  }
}

/** Runs one command line. Empty or whitespace-only input returns null (ignored). */
export async function runCommand(input: string, ctx: TerminalContext): Promise<CommandResult | null> {
  const cmd = input.trim().replace(/\s+/g, ' ');
  if (!cmd) return null;
  const { t } = ctx;
  const echo: TerminalLine = { kind: 'input', text: `$ ${cmd}` };
  switch (cmd) {
    case 'clear':
      return { lines: [], clear: true };
    case 'help':
      return { lines: [echo, { kind: 'output', text: t('editor:terminal.help') }, ...TERMINAL_COMMANDS.map((c) => ({ kind: 'output' as const, text: `  ${c}` }))] };
    case 'npm install':
    case 'npm i': {
      const deps = packageDeps(ctx.files);
      if (deps === null) return { lines: [echo, { kind: 'error', text: t('editor:terminal.noPackageJson') }] };
      return {
        lines: [
          echo,
          ...deps.map((d) => ({ kind: 'output' as const, text: `  ${d}` })),
          { kind: 'success', text: t('editor:terminal.installed', { count: deps.length }) },
        ],
      };
    }
    case 'npm run dev':
    case 'npm start':
      return { lines: [echo, { kind: 'success', text: t('editor:terminal.dev') }], refreshPreview: true };
    case 'npm run build': {
      if (!ctx.build) return { lines: [echo, { kind: 'error', text: t('editor:terminal.buildUnavailable') }] };
      const r = await ctx.build(ctx.files);
      const lines: TerminalLine[] = [echo];
      for (const w of r.warnings) lines.push({ kind: 'output', text: `⚠ ${where(w)}${w.message}` });
      if (!r.ok) {
        for (const e of r.errors) lines.push({ kind: 'error', text: `✗ ${where(e)}${e.message}` });
        lines.push({ kind: 'error', text: t('editor:terminal.buildFailed', { count: r.errors.length }) });
        return { lines };
      }
      lines.push({ kind: 'output', text: `dist/index.html  ${kb(r.html)}` });
      if (r.js) lines.push({ kind: 'output', text: `dist/assets/index.js  ${kb(r.js)}` });
      if (r.css) lines.push({ kind: 'output', text: `dist/assets/index.css  ${kb(r.css)}` });
      lines.push({ kind: 'success', text: t('editor:terminal.built', { ms: Math.round(r.durationMs) }) });
      return { lines };
    }
    case 'git status': {
      const lines: TerminalLine[] = [echo];
      if (ctx.changes.length === 0) return { lines: [...lines, { kind: 'output', text: t('editor:terminal.clean') }] };
      lines.push({ kind: 'output', text: t('editor:terminal.changes') });
      for (const c of ctx.changes) lines.push({ kind: c.status === 'deleted' ? 'error' : 'success', text: `  ${t(`editor:changeStatus.${c.status}`)}:   ${c.path}` });
      return { lines };
    }
    default:
      return { lines: [echo, { kind: 'error', text: t('editor:terminal.unknown', { cmd }) }] };
  }
}
