import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BundleResult } from '../types';

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
vi.mock('../bundle-project', () => ({ bundleProject: vi.fn(async () => built) }));

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
