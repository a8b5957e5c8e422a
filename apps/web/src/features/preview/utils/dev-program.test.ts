// The frame's module registry and the host's session (decision 262), run for real: each script the session makes is
// executed in one VM context, as the frame would run it, after the bundler (native esbuild, Sucrase first) built it.
import { createContext, runInContext, type Context } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import type { BundleResult, DevProgram, ProjectFile } from '../types';
import { FrameSession } from './dev-program';
import { ProjectBundler } from './project-bundler';

globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
const esbuild = await import('esbuild');
const bundler = new ProjectBundler(async () => esbuild, 'en', { fast: true });
afterAll(() => bundler.dispose());

async function program(files: ProjectFile[]): Promise<DevProgram> {
  const r: BundleResult = await bundler.bundle(files, 'dev');
  if (!r.ok || !r.program) throw new Error(JSON.stringify(r));
  return r.program;
}

/** A frame: one global scope the scripts run in; `out` collects what the program logs. */
function frame(): { ctx: Context; out: string[]; run: (js: string) => void } {
  const out: string[] = [];
  const ctx = createContext({ log: (s: string) => out.push(s) });
  // The scripts have no import statement when the program uses no runtime library: each runs in its own block, as a
  // module has its own scope.
  return { ctx, out, run: (js) => void runInContext(`{\n${js}\n}`, ctx) };
}

const files = (msg: string, extra: ProjectFile[] = []): ProjectFile[] => [
  { path: 'src/main.ts', content: "import { text } from './text';\nimport { count } from './state';\nlog(`${text()} #${count()}`);\n" },
  { path: 'src/text.ts', content: `import { msg } from './msg';\nexport const text = () => msg;\n` },
  { path: 'src/msg.ts', content: `export const msg = ${JSON.stringify(msg)};\n` },
  // Module state: a module evaluated again starts from 0 (the same as a reload), so every run logs #1.
  { path: 'src/state.ts', content: 'let n = 0;\nexport const count = () => ++n;\n' },
  ...extra,
];

describe('FrameSession + the frame registry', () => {
  it('sends only the changed module, and the run shows the edit: no stale module survives', async () => {
    const session = new FrameSession();
    const f = frame();
    const first = session.script(await program(files('one')));
    expect(first.sent.sort()).toEqual(['src/main.ts', 'src/msg.ts', 'src/state.ts', 'src/text.ts']);
    f.run(first.js);
    const second = session.script(await program(files('two')));
    expect(second.sent).toEqual(['src/msg.ts']);
    expect(second.js).not.toContain('let n = 0');
    f.run(second.js);
    const third = session.script(await program(files('three')));
    f.run(third.js);
    // Every module evaluated afresh each run (state.ts's counter restarts), with the edited text.
    expect(f.out).toEqual(['one #1', 'two #1', 'three #1']);
  });

  it('sends nothing but the graph when nothing changed, and still runs the program', async () => {
    const session = new FrameSession();
    const f = frame();
    f.run(session.script(await program(files('same'))).js);
    const again = session.script(await program(files('same')));
    expect(again.sent).toEqual([]);
    f.run(again.js);
    expect(f.out).toEqual(['same #1', 'same #1']);
  });

  it('follows a renamed file and drops a deleted one; a file brought back is sent again', async () => {
    const session = new FrameSession();
    const f = frame();
    f.run(session.script(await program(files('a'))).js);
    // msg.ts renamed to message.ts (same content), its importer edited to follow.
    const renamed = files('a')
      .filter((x) => x.path !== 'src/msg.ts')
      .map((x) => (x.path === 'src/text.ts' ? { ...x, content: x.content.replace("'./msg'", "'./message'") } : x))
      .concat({ path: 'src/message.ts', content: 'export const msg = "renamed";\n' });
    const r = session.script(await program(renamed));
    expect(r.sent.sort()).toEqual(['src/message.ts', 'src/text.ts']);
    expect([...session.holds().keys()]).not.toContain('src/msg.ts');
    f.run(r.js);
    // Back to msg.ts with its old content: the frame dropped it, so it is sent again (not assumed held).
    const back = session.script(await program(files('a')));
    expect(back.sent.sort()).toEqual(['src/msg.ts', 'src/text.ts']);
    f.run(back.js);
    expect(f.out).toEqual(['a #1', 'renamed #1', 'a #1']);
  });

  it('a script that never ran leaves the registry stale: nothing runs until every module is sent again', async () => {
    const session = new FrameSession();
    const f = frame();
    f.run(session.script(await program(files('v1'))).js);
    session.script(await program(files('v2'))); // lost: never ran in the frame (msg.ts = "v2")
    // The next edit is elsewhere: msg.ts is not sent again, the frame still holds the "v1" one.
    const v3 = files('v2').map((x) => (x.path === 'src/text.ts' ? { ...x, content: x.content.replace('=> msg', "=> msg + '!'") } : x));
    f.run(session.script(await program(v3)).js);
    expect(runInContext('globalThis.__ovDev.stale', f.ctx)).toBe(true);
    expect(f.out).toEqual(['v1 #1']); // nothing ran on the old msg.ts
    session.reset();
    const full = session.script(await program(v3));
    expect(full.sent).toHaveLength(4);
    f.run(full.js);
    expect(runInContext('globalThis.__ovDev.stale', f.ctx)).toBe(false);
    expect(f.out).toEqual(['v1 #1', 'v2! #1']);
  });

  it('keeps a failing edit from poisoning the next: a runtime error, then its fix', async () => {
    const session = new FrameSession();
    const f = frame();
    f.run(session.script(await program(files('ok'))).js);
    const broken = files('ok').map((x) => (x.path === 'src/text.ts' ? { ...x, content: "export const text = () => { throw new Error('boom'); };\n" } : x));
    const failing = session.script(await program(broken));
    expect(() => f.run(failing.js)).toThrow('boom');
    const fixed = session.script(await program(files('fixed')));
    expect(fixed.sent.sort()).toEqual(['src/msg.ts', 'src/text.ts']);
    f.run(fixed.js);
    expect(f.out).toEqual(['ok #1', 'fixed #1']);
  });

  it('maps a stack position in any script still defining a module to that module', async () => {
    const session = new FrameSession();
    const first = session.script(await program(files('x')));
    const second = session.script(await program(files('y')));
    const lineOf = (js: string, needle: string) => js.split('\n').findIndex((l) => l.includes(needle)) + 1;
    // state.ts was defined by the first script (never sent again), msg.ts by the second.
    expect(session.originalPosition(lineOf(first.js, '++n'), 1, 'preview-bundle-1.js')).toMatchObject({ source: 'src/state.ts', line: 2 });
    expect(session.originalPosition(lineOf(second.js, '"y"'), 1, 'preview-bundle-2.js')).toMatchObject({ source: 'src/msg.ts', line: 1 });
    expect(session.originalPosition(1, 1, 'preview-bundle-9.js')).toBeNull();
  });
});
