import type { App } from '../app';

/** Small request helpers over `app.request` (no port). */
export function client(app: App) {
  const call = async (method: string, path: string, opts: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.raw !== undefined) body = opts.raw;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
    const res = await app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await res.text();
    let json: any = undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json, text };
  };
  return {
    call,
    get: (path: string, o?: Parameters<typeof call>[2]) => call('GET', path, o),
    post: (path: string, body?: unknown, o: Parameters<typeof call>[2] = {}) => call('POST', path, { ...o, body }),
    patch: (path: string, body?: unknown, o: Parameters<typeof call>[2] = {}) => call('PATCH', path, { ...o, body }),
    del: (path: string, o?: Parameters<typeof call>[2]) => call('DELETE', path, o),
  };
}

export const STRONG_PASSWORD = 'Correct-Horse-42';

/** Signs up and signs in a new user; returns its id, email and access token. */
export async function newUser(app: App, opts: { email?: string; account_type?: 'developer' | 'investor'; full_name?: string } = {}) {
  const c = client(app);
  const email = opts.email ?? `u-${Math.random().toString(36).slice(2)}-${Date.now()}@example.test`;
  const up = await c.post('/api/auth/sign-up', {
    email,
    password: STRONG_PASSWORD,
    full_name: opts.full_name ?? 'Test User',
    ...(opts.account_type ? { account_type: opts.account_type } : {}),
  });
  if (up.status !== 201) throw new Error(`sign-up failed: ${up.status} ${up.text}`);
  // Sign-up answers the session too (decision 030); older servers needed a sign-in.
  const session = up.json.session ?? (await signIn(app, email, STRONG_PASSWORD));
  return { id: up.json.user.id as string, email, token: session.access_token as string, refresh: session.refresh_token as string };
}

export async function signIn(app: App, email: string, password: string) {
  const r = await client(app).post('/api/auth/sign-in', { email, password });
  if (r.status !== 200) throw new Error(`sign-in failed: ${r.status} ${r.text}`);
  return r.json.session;
}
