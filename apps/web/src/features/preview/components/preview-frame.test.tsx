import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BundleResult, DevProgram } from '../types';

// The worker cannot run in jsdom: the build is a fixed successful bundle.
const built: BundleResult = {
  ok: true,
  kind: 'vite',
  html: '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  js: 'console.log(1)',
  css: '',
  map: null,
  warnings: [],
  durationMs: 1,
};
// A test may set the next build's result (a fast-path program).
let next: BundleResult | null = null;
vi.mock('../bundle-project', () => ({ bundleProject: vi.fn(async () => next ?? built) }));

const { PreviewFrame } = await import('./preview-frame');

const files = [
  { path: 'index.html', content: '<div id="root"></div><script type="module" src="/src/main.tsx"></script>' },
  { path: 'src/main.tsx', content: "import { createRoot } from 'react-dom/client';" },
];

function post(data: unknown, source: MessageEventSource | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin: 'null' }));
  });
}

describe('PreviewFrame', () => {
  it('is a sandboxed frame without same-origin, on the /runtime/ host page', async () => {
    const { container } = render(<PreviewFrame files={files} />);
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame.getAttribute('src')).toBe('/runtime/sandbox.html');
  });

  it('accepts messages only from its own frame and with the current token', async () => {
    const onEvent = vi.fn();
    const { container } = render(<PreviewFrame files={files} onEvent={onEvent} />);
    const frame = container.querySelector('iframe')!;
    const win = frame.contentWindow!;
    const sent = vi.spyOn(win, 'postMessage').mockImplementation(() => undefined);

    // A ready host page from elsewhere gets nothing; from our frame it gets its document.
    post({ __ovPreviewHost: 'ready' }, window);
    expect(sent).not.toHaveBeenCalled();
    post({ __ovPreviewHost: 'ready' }, win);
    expect(sent).toHaveBeenCalledTimes(1);
    expect((sent.mock.calls[0] as unknown[])[2]).toEqual([expect.any(MessagePort)]);
    // Only one handshake per frame: a page the project navigated the frame to gets nothing.
    post({ __ovPreviewHost: 'ready' }, win);
    expect(sent).toHaveBeenCalledTimes(1);
    const doc = (sent.mock.calls[0]![0] as { __ovPreviewDoc: string }).__ovPreviewDoc;
    expect(doc).toContain('Content-Security-Policy');
    const token = /var TOKEN = "(\w+)"/.exec(doc)![1]!;

    const event = { type: 'event', event: { kind: 'console', level: 'log', message: 'hello' } };
    post({ ...event, __ovPreview: token }, window); // right token, wrong source
    post({ ...event, __ovPreview: 'forged' }, win); // right source, wrong token
    expect(onEvent).not.toHaveBeenCalled();
    post({ ...event, __ovPreview: token }, win);
    expect(onEvent).toHaveBeenCalledWith({ kind: 'console', level: 'log', message: 'hello' });
  });
});

describe('PreviewFrame, fast path (decision 262)', () => {
  const mod = (path: string, code: string, deps: Record<string, string> = {}) => ({ path, code, map: '', deps });
  const program = (msg: string, extra: DevProgram['modules'] = []): BundleResult => ({
    ...built,
    js: '',
    program: {
      entry: 'src/main.tsx',
      imports: ['import * as __ovX0 from "react-dom/client";'],
      fields: ['"react-dom/client": __ovX0'],
      modules: [mod('src/main.tsx', "var m = require('./msg');\nconsole.log(m.msg);\n", { './msg': 'src/msg.ts' }), mod('src/msg.ts', `exports.msg = ${JSON.stringify(msg)};\n`), ...extra],
    },
  });

  it('posts only the changed modules to the frame, all of them again when it asks, and a new document on reload', async () => {
    next = program('first');
    const files1 = [...files];
    const { bundleProject } = await import('../bundle-project');
    const before = vi.mocked(bundleProject).mock.results.length;
    const { container, rerender } = render(<PreviewFrame files={files1} refreshKey={0} />);
    // The first build makes a document (after the shell's) with the whole program in it.
    await waitFor(() => expect(vi.mocked(bundleProject).mock.results.length).toBeGreaterThan(before));
    await act(async () => {
      await vi.mocked(bundleProject).mock.results.at(-1)!.value;
    });
    let frame = container.querySelector('iframe')!;
    let win = frame.contentWindow!;
    let sent = vi.spyOn(win, 'postMessage').mockImplementation(() => undefined);
    post({ __ovPreviewHost: 'ready' }, win);
    const doc = (sent.mock.calls[0]![0] as { __ovPreviewDoc: string }).__ovPreviewDoc;
    expect(doc).toContain('exports.msg = "first"');
    expect(doc).toContain("console.log(m.msg)");
    const token = /var TOKEN = "(\w+)"/.exec(doc)![1]!;
    const port = (sent.mock.calls[0] as unknown[])[2] as MessagePort[];
    const runs: { js: string; run: number }[] = [];
    port[0]!.onmessage = (e: MessageEvent) => runs.push(e.data as { js: string; run: number });
    post({ type: 'ready', run: 0, __ovPreview: token }, win);

    // An edit of msg.ts: its new code only, not main.tsx's.
    next = program('second');
    rerender(<PreviewFrame files={[...files]} refreshKey={0} />);
    await waitFor(() => expect(runs).toHaveLength(1));
    expect(runs[0]!.js).toContain('exports.msg = "second"');
    expect(runs[0]!.js).not.toContain('console.log(m.msg)');
    expect(runs[0]!.js).not.toContain('"first"');

    // The frame says it lacks a module: every module is sent again.
    post({ type: 'resync', run: runs[0]!.run, __ovPreview: token }, win);
    await waitFor(() => expect(runs).toHaveLength(2));
    expect(runs[1]!.js).toContain('exports.msg = "second"');
    expect(runs[1]!.js).toContain('console.log(m.msg)');

    // A reload: a new document (new frame), holding the whole program again.
    next = program('third');
    rerender(<PreviewFrame files={[...files]} refreshKey={1} />);
    await waitFor(() => expect(container.querySelector('iframe')).not.toBe(frame));
    frame = container.querySelector('iframe')!;
    win = frame.contentWindow!;
    sent = vi.spyOn(win, 'postMessage').mockImplementation(() => undefined);
    post({ __ovPreviewHost: 'ready' }, win);
    // It is made at once with the build it had, whole (a fresh document holds nothing)...
    const doc2 = (sent.mock.calls[0]![0] as { __ovPreviewDoc: string }).__ovPreviewDoc;
    expect(doc2).toContain('exports.msg = "second"');
    expect(doc2).toContain('console.log(m.msg)');
    // ...and the rebuild then runs in it, with the changed module only.
    const token2 = /var TOKEN = "(\w+)"/.exec(doc2)![1]!;
    const runs2: { js: string }[] = [];
    ((sent.mock.calls[0] as unknown[])[2] as MessagePort[])[0]!.onmessage = (e: MessageEvent) => runs2.push(e.data as { js: string });
    post({ type: 'ready', run: 0, __ovPreview: token2 }, win);
    await waitFor(() => expect(runs2).toHaveLength(1));
    expect(runs2[0]!.js).toContain('exports.msg = "third"');
    expect(runs2[0]!.js).not.toContain('console.log(m.msg)');
    next = null;
  });
});
