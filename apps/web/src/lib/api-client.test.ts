import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, isAbortError, setAccessToken, setTokenRefresher } from './api-client';
import { parseSse, streamSse } from './sse';

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessToken(null);
  setTokenRefresher(null);
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiFetch', () => {
  it('sends the in-memory token and JSON body', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    setAccessToken('abc');
    await expect(apiFetch('/api/x', { method: 'POST', json: { a: 1 } })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]![1];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer abc');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    const tokens: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const auth = new Headers(init.headers).get('Authorization');
        tokens.push(auth);
        return auth === 'Bearer new' ? json(200, { n: 1 }) : json(401, { error: { code: 'unauthorized', message: 'x' } });
      }),
    );
    const refresher = vi.fn(async () => 'new');
    setAccessToken('old');
    setTokenRefresher(refresher);
    await expect(apiFetch('/api/x')).resolves.toEqual({ n: 1 });
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(tokens).toEqual(['Bearer old', 'Bearer new']);
  });

  it('does not loop when the refresh fails, and parses the error envelope', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { error: { code: 'unauthorized', message: 'Sign-in required' } })));
    const refresher = vi.fn(async () => null);
    setTokenRefresher(refresher);
    const err = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'unauthorized', status: 401, message: 'Sign-in required' });
    expect(refresher).toHaveBeenCalledTimes(1);
  });

  it('turns a non-JSON failure and a network failure into coded errors', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>', { status: 502 })));
    await expect(apiFetch('/api/x', { anonymous: true })).rejects.toMatchObject({ code: 'internal', status: 502 });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiFetch('/api/x', { anonymous: true })).rejects.toMatchObject({ code: 'network_error', status: 0 });
  });
});

describe('parseSse', () => {
  it('parses events split across chunks, multi-line data and comments', async () => {
    const chunks = ['event: delta\ndata: hel', 'lo\n\n: ping\n\ndata: a\ndata: b\nid: 7\n\n', 'event: done\ndata: {}\n'];
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (const ch of chunks) c.enqueue(new TextEncoder().encode(ch));
        c.close();
      },
    });
    const events = [];
    for await (const e of parseSse(stream)) events.push(e);
    expect(events).toEqual([
      { event: 'delta', data: 'hello' },
      { event: 'message', data: 'a\nb', id: '7' },
      { event: 'done', data: '{}', id: '7' },
    ]);
  });

  it('reads CRLF line endings and delivers an event closed before the end once', async () => {
    const bytes = new TextEncoder().encode('event: token\r\ndata: é\r\n\r\nevent: done\r\ndata: 1\r\n\r\n');
    // a multi-byte character split across two chunks
    const at = bytes.indexOf(0xa9);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes.slice(0, at));
        c.enqueue(bytes.slice(at));
        c.close();
      },
    });
    const events = [];
    for await (const e of parseSse(stream)) events.push(e);
    expect(events).toEqual([
      { event: 'token', data: 'é' },
      { event: 'done', data: '1' },
    ]);
  });
});

// Issue 14, finding 4: a request the caller aborts rejects with an AbortError (not a network error to show),
// and its connection closes, so the server's "client gone → not charged" rule applies.
describe('abort', () => {
  /** A fetch that behaves like the browser's on abort: it rejects with the signal's reason. */
  const abortableFetch = (respond: (init: RequestInit) => Response | null) =>
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          const signal = init.signal;
          if (signal?.aborted) return reject(signal.reason);
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
          const res = respond(init);
          if (res) resolve(res);
        }),
    );

  it('an aborted apiFetch rejects with an AbortError, not ApiError network_error', async () => {
    const fetchMock = abortableFetch(() => null); // never answers
    vi.stubGlobal('fetch', fetchMock);
    const ctl = new AbortController();
    const pending = apiFetch('/api/credits', { signal: ctl.signal }).catch((e: unknown) => e);
    ctl.abort();
    const err = await pending;
    expect(err).not.toBeInstanceOf(ApiError);
    expect(isAbortError(err)).toBe(true);
    expect(fetchMock.mock.calls[0]![1].signal).toBe(ctl.signal);
  });

  it('an already aborted signal sends nothing', async () => {
    const fetchMock = abortableFetch(() => json(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    const err = await apiFetch('/api/x', { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect(isAbortError(err)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a real network failure is still network_error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const err = await apiFetch('/api/x', { signal: new AbortController().signal }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'network_error' });
  });

  it('does not refresh after a 401 once aborted', async () => {
    const ctl = new AbortController();
    vi.stubGlobal('fetch', abortableFetch(() => (ctl.abort(), json(401, { error: { code: 'unauthorized', message: 'x' } }))));
    const refresher = vi.fn(async () => 'new');
    setTokenRefresher(refresher);
    setAccessToken('old');
    const err = await apiFetch('/api/x', { signal: ctl.signal }).catch((e: unknown) => e);
    expect(isAbortError(err)).toBe(true);
    expect(refresher).not.toHaveBeenCalled();
  });

  /** An SSE response whose body sends `first` then stays open; it errors like the browser's when the fetch is aborted. */
  function openStream(init: RequestInit, first: string, cancelled: { value: boolean }) {
    const enc = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(enc.encode(first));
        init.signal?.addEventListener('abort', () => controller.error(init.signal!.reason), { once: true });
      },
      cancel() {
        cancelled.value = true;
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  }

  it('streamSse: aborting mid-stream rejects the pending read with an AbortError', async () => {
    const cancelled = { value: false };
    vi.stubGlobal('fetch', abortableFetch((init) => openStream(init, 'event: token\ndata: {"text":"a"}\n\n', cancelled)));
    const ctl = new AbortController();
    const it = streamSse('/api/functions/sentinel-ai-agent', { prompt: 'x' }, { signal: ctl.signal });
    const first = await it.next();
    expect(first.value).toMatchObject({ event: 'token' });
    const next = it.next().catch((e: unknown) => e);
    ctl.abort();
    expect(isAbortError(await next)).toBe(true);
  });

  it('streamSse: a consumer that stops reading cancels the body (the connection closes)', async () => {
    const cancelled = { value: false };
    vi.stubGlobal('fetch', abortableFetch((init) => openStream(init, 'event: token\ndata: {"text":"a"}\n\n', cancelled)));
    for await (const ev of streamSse('/api/functions/sentinel-ai-agent', { prompt: 'x' })) {
      expect(ev.event).toBe('token');
      break;
    }
    expect(cancelled.value).toBe(true);
  });
});
