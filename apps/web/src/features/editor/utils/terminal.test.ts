import { describe, expect, it, vi } from 'vitest';
import { runCommand, type BuildOutput, type TerminalContext } from './terminal';
import { changesSinceSave, createWorkspace, updateContent } from '../workspace/file-model';

const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? ' ' + JSON.stringify(values) : ''}`;
const files = [
  { path: 'package.json', content: JSON.stringify({ dependencies: { react: '^19.0.0' }, devDependencies: { vite: '^8.0.0' } }) },
  { path: 'src/App.tsx', content: 'x' },
];
const ctx = (over: Partial<TerminalContext> = {}): TerminalContext => ({ files, changes: [], t, ...over });

describe('terminal', () => {
  it('ignores empty and whitespace-only input', async () => {
    expect(await runCommand('', ctx())).toBeNull();
    expect(await runCommand('   \t', ctx())).toBeNull();
  });

  it('unknown commands print the spec message with the command', async () => {
    const r = await runCommand('  rm   -rf / ', ctx());
    expect(r!.lines.at(-1)).toEqual({ kind: 'error', text: 'editor:terminal.unknown {"cmd":"rm -rf /"}' });
  });

  it('help lists the commands; clear clears', async () => {
    const help = await runCommand('help', ctx());
    expect(help!.lines.map((l) => l.text.trim())).toEqual(expect.arrayContaining(['npm install', 'npm run dev', 'npm run build', 'git status', 'help', 'clear']));
    expect(await runCommand('clear', ctx())).toEqual({ lines: [], clear: true });
  });

  it('npm install reads package.json; npm run dev refreshes the preview', async () => {
    const r = await runCommand('npm install', ctx());
    expect(r!.lines.map((l) => l.text.trim())).toEqual(expect.arrayContaining(['react@^19.0.0', 'vite@^8.0.0']));
    expect((await runCommand('npm install', ctx({ files: [] })))!.lines.at(-1)!.kind).toBe('error');
    expect((await runCommand('npm run dev', ctx()))!.refreshPreview).toBe(true);
  });

  it('git status lists the real changes since the last save', async () => {
    const ws = updateContent(createWorkspace(files), 'src/App.tsx', 'y');
    const r = await runCommand('git status', ctx({ changes: changesSinceSave(ws) }));
    expect(r!.lines.at(-1)!.text).toBe('  editor:changeStatus.modified:   src/App.tsx');
    const clean = await runCommand('git status', ctx());
    expect(clean!.lines.at(-1)!.text).toBe('editor:terminal.clean');
  });

  it('npm run build bundles the files and prints output sizes, or the errors with their place', async () => {
    const ok: BuildOutput = { ok: true, kind: 'vite', html: '<html></html>', js: 'a'.repeat(2048), css: 'b{}', warnings: [], durationMs: 42.4 };
    const build = vi.fn(async () => ok);
    const r = await runCommand('npm run build', ctx({ build }));
    expect(build).toHaveBeenCalledWith(files);
    expect(r!.lines.map((l) => l.text)).toEqual([
      '$ npm run build',
      'dist/index.html  13 B',
      'dist/assets/index.js  2.00 kB',
      'dist/assets/index.css  3 B',
      'editor:terminal.built {"ms":42}',
    ]);
    const failed: BuildOutput = { ok: false, errors: [{ message: 'Expected ";"', file: 'src/App.tsx', line: 3, column: 7 }], warnings: [], durationMs: 5 };
    const r2 = await runCommand('npm run build', ctx({ build: async () => failed }));
    expect(r2!.lines).toContainEqual({ kind: 'error', text: '✗ src/App.tsx:3:7 Expected ";"' });
  });
});
