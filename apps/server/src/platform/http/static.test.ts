import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDist } from '../../test/fake-dist';
import { client } from '../../test/http';
import { createTestApp } from '../../test/test-app';

describe('static SPA serving', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let c: ReturnType<typeof client>;
  const bundle = `console.log(${JSON.stringify('é'.repeat(2000))});`;
  beforeAll(async () => {
    const dist = fakeDist({
      'index.html': '<!doctype html><title>OV</title>',
      'assets/app-abc123.js': 'console.log(1)',
      'runtime/react.js': 'export default {}',
      'assets/big-abc123.js': bundle,
      'assets/big-abc123.js.br': brotliCompressSync(bundle),
      'assets/big-abc123.js.gz': gzipSync(bundle),
      'runtime/esbuild.wasm': Buffer.from([0, 97, 115, 109]),
    });
    t = await createTestApp('pglite', { webDist: dist });
    c = client(t.app);
  });
  afterAll(() => t.close());

  it('serves index.html at / and as the SPA fallback for HTML navigations', async () => {
    for (const path of ['/', '/projects/123', '/auth']) {
      const r = await c.get(path, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(r.status).toBe(200);
      expect(r.text).toContain('<title>OV</title>');
      expect(r.headers.get('cache-control')).toBe('no-cache');
      expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('caches hashed assets forever and runtime files for an hour, cross-origin without credentials', async () => {
    const a = await c.get('/assets/app-abc123.js');
    expect(a.headers.get('cache-control')).toContain('immutable');
    expect(a.headers.get('content-type')).toContain('text/javascript');
    const r = await c.get('/runtime/react.js', { headers: { origin: 'null' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-allow-credentials')).toBeNull();
    expect(r.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await c.get('/runtime/esbuild.wasm')).headers.get('content-type')).toBe('application/wasm');
  });

  it('keeps /api/* JSON 404s, refuses traversal, and 404s missing assets', async () => {
    const api = await c.get('/api/nope', { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.json.error.code).toBe('not_found');
    expect((await c.get('/assets/missing.js')).status).toBe(404);
    expect((await c.get('/..%2f..%2f..%2fetc%2fpasswd')).text).not.toContain('root:');
    expect((await c.get('/%2e%2e/%2e%2e/etc/passwd', { headers: { accept: 'text/html' } })).text).not.toContain('root:');
  });

  it('sends the precompressed copy the client accepts (Brotli first, then gzip), else the file itself', async () => {
    const get = async (acceptEncoding?: string) => {
      const res = await t.app.request('/assets/big-abc123.js', { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
      return { res, bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const br = await get('gzip, deflate, br');
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.res.headers.get('vary')).toBe('accept-encoding');
    expect(br.res.headers.get('content-type')).toContain('text/javascript');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(bundle);
    const gz = await get('gzip');
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(bundle);
    // serveStatic matches plain tokens only (what browsers send): a weighted list gets the file itself, never
    // an encoding the client refused.
    const refusedBr = await get('br;q=0, gzip;q=0.5');
    expect(refusedBr.res.headers.get('content-encoding')).not.toBe('br');
    for (const none of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get(none);
      expect(plain.res.headers.get('content-encoding')).toBeNull();
      expect(plain.bytes.toString()).toBe(bundle);
    }
    // Files without a compressed copy are sent as they are.
    expect((await t.app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding')).toBeNull();
  });

  it('answers 304 to a revalidation with the ETag it sent (per encoding), keeping the cache headers', async () => {
    for (const [path, encoding] of [
      ['/', undefined],
      ['/assets/big-abc123.js', 'br'],
      ['/assets/big-abc123.js', 'gzip'],
      ['/runtime/react.js', undefined],
    ] as const) {
      const headers = { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) };
      const first = await t.app.request(path, { headers });
      expect(first.status).toBe(200);
      const tag = first.headers.get('etag');
      expect(tag, path).toMatch(/^W\/"[^"]+"$/);
      const again = await t.app.request(path, { headers: { ...headers, 'if-none-match': tag! } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
      expect(again.headers.get('etag')).toBe(tag);
      const other = await t.app.request(path, { headers: { ...headers, 'if-none-match': 'W/"other"' } });
      expect(other.status).toBe(200);
    }
    const br = (await t.app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'br' } })).headers.get('etag');
    const gz = (await t.app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip' } })).headers.get('etag');
    expect(br).not.toBe(gz);
  });

  it('answers HEAD with the headers and no body', async () => {
    const r = await t.app.request('/assets/app-abc123.js', { method: 'HEAD' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-length')).toBe(String('console.log(1)'.length));
    expect(r.headers.get('cache-control')).toContain('immutable');
    expect(await r.text()).toBe('');
  });
});

describe('the prerendered landing', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let c: ReturnType<typeof client>;
  beforeAll(async () => {
    const dist = fakeDist({
      'index.html': '<!doctype html><title>shell</title>',
      'index.fr.html': '<!doctype html><html lang="fr"><title>accueil</title>',
      'index.en.html': '<!doctype html><html lang="en"><title>home</title>',
    });
    t = await createTestApp('pglite', { webDist: dist });
    c = client(t.app);
  });
  afterAll(() => t.close());

  it('answers / in the language the app would choose: French unless the browser language is not French', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'accueil'],
      ['fr-FR,fr;q=0.9,en;q=0.8', 'accueil'],
      ['fr', 'accueil'],
      ['*', 'accueil'],
      ['en-US,en;q=0.9,fr;q=0.8', 'home'],
      ['de-DE,fr;q=0.9', 'home'],
    ];
    for (const [lang, title] of cases) {
      const r = await c.get('/', { headers: { accept: 'text/html', ...(lang ? { 'accept-language': lang } : {}) } });
      expect(r.status).toBe(200);
      expect(r.text).toContain(`<title>${title}</title>`);
      expect(r.headers.get('vary')).toBe('accept-encoding, accept-language');
      expect(r.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('keeps the plain shell for every other route', async () => {
    for (const path of ['/auth', '/projects/1', '/fr']) {
      const r = await c.get(path, { headers: { accept: 'text/html', 'accept-language': 'en' } });
      expect(r.text).toContain('<title>shell</title>');
    }
  });
});
