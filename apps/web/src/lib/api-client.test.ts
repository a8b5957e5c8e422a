import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, setAccessToken, setTokenRefresher } from './api-client';
import { parseSse } from './sse';

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
});
