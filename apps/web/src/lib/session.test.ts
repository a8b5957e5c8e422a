import { afterEach, describe, expect, it, vi } from 'vitest';

// Two browser tabs = two fresh copies of the session module sharing one cookie jar, one server
// and one LockManager. The fake server rotates the refresh token and, like the real one
// (decision 004), revokes the whole family when an already-rotated token comes back.
function fakeBrowser() {
  const server = { current: 'r1', rotated: new Set<string>(), revoked: false, refreshCalls: 0 };
  const jar = { cookie: 'r1' };
  const delay = () => new Promise((r) => setTimeout(r, 5));
  const fetchMock = vi.fn(async (url: string) => {
    if (!url.endsWith('/api/auth/refresh')) throw new Error(`unexpected ${url}`);
    server.refreshCalls++;
    const presented = jar.cookie; // the browser attaches the cookie it holds when the request leaves
    await delay(); // both requests are in flight at once
    if (server.revoked || server.rotated.has(presented)) {
      server.revoked = true;
      return new Response(JSON.stringify({ error: { code: 'invalid_refresh_token', message: 'x' } }), { status: 401 });
    }
    server.rotated.add(presented);
    server.current = `r${server.rotated.size + 1}`;
    jar.cookie = server.current; // Set-Cookie is applied before the response reaches the page
    const session = { access_token: `a-${server.current}`, expires_at: Math.floor(Date.now() / 1000) + 900, user: { id: 'u', email: 'u@x' } };
    return new Response(JSON.stringify({ session }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  // A minimal Web Locks implementation: one holder per name, FIFO.
  const queues = new Map<string, Promise<unknown>>();
  const locks = {
    request: (name: string, fn: () => Promise<unknown>) => {
      const prev = queues.get(name) ?? Promise.resolve();
      const run = prev.then(fn, fn);
      queues.set(name, run.catch(() => undefined));
      return run;
    },
  };
  return { server, fetchMock, locks };
}

async function openTab() {
  vi.resetModules();
  return import('./session');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('refreshSession across tabs', () => {
  it('two tabs refreshing at the same instant both stay signed in when Web Locks exist', async () => {
    const { server, fetchMock, locks } = fakeBrowser();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { ...navigator, locks });
    const [tabA, tabB] = [await openTab(), await openTab()];
    const [a, b] = await Promise.all([tabA.refreshSession(), tabB.refreshSession()]);
    expect(a?.access_token).toBeTruthy();
    expect(b?.access_token).toBeTruthy();
    expect(a?.access_token).not.toBe(b?.access_token);
    expect(server.revoked).toBe(false);
    expect(server.refreshCalls).toBe(2);
    // And the family is still usable afterwards.
    expect((await tabA.refreshSession())?.access_token).toBeTruthy();
  });

  it('without the lock the same race is caught as token reuse and signs both tabs out (what the lock prevents)', async () => {
    const { server, fetchMock } = fakeBrowser();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    const [tabA, tabB] = [await openTab(), await openTab()];
    const results = await Promise.all([tabA.refreshSession(), tabB.refreshSession()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(server.revoked).toBe(true);
  });

  it('stays single-flight within one tab', async () => {
    const { server, fetchMock, locks } = fakeBrowser();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { ...navigator, locks });
    const tab = await openTab();
    const [x, y] = await Promise.all([tab.refreshSession(), tab.refreshSession()]);
    expect(x).toBe(y);
    expect(server.refreshCalls).toBe(1);
  });
});
