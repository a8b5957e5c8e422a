import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Request } from '@playwright/test';
import { PASSWORD, createAccount, signInFr } from './shell-helpers';
import { previewFrame, setPreviewProject, viteProject } from './preview-helpers';

test.use({ locale: 'fr-FR' });

// Hostile code in the preview tries every way out it can think of. Each attempt records what happened;
// the frame shows the record and logs it. Nothing may leak, and the server must see no request from it.
const HOSTILE_APP = `
import { useEffect, useState } from 'react';

async function attempt(name: string, fn: () => unknown): Promise<[string, string]> {
  try {
    const v = await fn();
    return [name, 'value:' + (typeof v === 'string' ? v : JSON.stringify(v ?? null))];
  } catch (e) {
    return [name, 'blocked:' + ((e as Error)?.name ?? 'Error')];
  }
}

async function run() {
  const body = JSON.stringify({ credits_to_use: 50, transaction_description: 'pwned' });
  return Promise.all([
    attempt('localStorage', () => window.localStorage.getItem('ov_preview_project')),
    attempt('sessionStorage', () => window.sessionStorage.length),
    attempt('cookie', () => document.cookie),
    attempt('indexedDB', () => new Promise((res, rej) => { const r = indexedDB.open('x'); r.onsuccess = () => res('opened'); r.onerror = () => rej(r.error); })),
    attempt('parentDocument', () => window.parent.document.title),
    attempt('parentStorage', () => (window.parent as Window).localStorage.getItem('ov_preview_project')),
    attempt('topLocationRead', () => window.top!.location.href),
    attempt('topNavigate', () => { window.top!.location.href = 'https://evil.example/'; return 'assigned'; }),
    attempt('windowOpen', () => String(window.open('/api/credits'))),
    attempt('fetchCredits', () => fetch('/api/credits', { credentials: 'include' }).then((r) => 'status ' + r.status)),
    attempt('fetchUseCredits', () => fetch('/api/rpc/use_credits', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body }).then((r) => 'status ' + r.status)),
    attempt('fetchAbsolute', () => fetch(location.origin + '/api/credits').then((r) => 'status ' + r.status)),
    attempt('xhr', () => new Promise((res, rej) => { const x = new XMLHttpRequest(); x.open('GET', '/api/credits'); x.onload = () => res('status ' + x.status); x.onerror = () => rej(new Error('xhr')); x.send(); })),
    attempt('beacon', () => navigator.sendBeacon('/api/rpc/use_credits', body)),
    attempt('image', () => new Promise((res, rej) => { const i = new Image(); i.onload = () => res('loaded'); i.onerror = () => rej(new Error('img')); i.src = '/api/credits'; })),
    attempt('importApi', () => import(/* @vite-ignore */ location.origin + '/api/credits').then(() => 'imported')),
    attempt('form', () => { const f = document.createElement('form'); f.method = 'POST'; f.action = '/api/rpc/use_credits'; document.body.appendChild(f); f.submit(); return 'submitted'; }),
  ]);
}

export default function App() {
  const [results, setResults] = useState<[string, string][] | null>(null);
  useEffect(() => { void run().then((r) => { setResults(r); console.log('HOSTILE ' + JSON.stringify(r)); }); }, []);
  return <pre id="results">{results ? JSON.stringify(Object.fromEntries(results), null, 1) : 'running'}</pre>;
}
`;

test('hostile code in the preview reads no storage or cookie, cannot reach parent or top, and makes no request to the API', async ({ page }) => {
  const email = await createAccount(page, { tag: 'hostile' });
  await signInFr(page, email);
  await page.goto('/preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Aperçu en direct' })).toBeVisible();

  const frameRequests: Request[] = [];
  const apiRequests: Request[] = [];
  const reachedNetwork: string[] = [];
  await page.route('**/api/**', (route, req) => {
    if (req.frame() !== page.mainFrame()) reachedNetwork.push(`${req.method()} ${req.url()}`);
    return route.continue();
  });
  page.on('request', (r) => {
    if (r.frame() !== page.mainFrame()) frameRequests.push(r);
    if (new URL(r.url()).pathname.startsWith('/api/')) apiRequests.push(r);
  });

  await setPreviewProject(page, 'Hostile', viteProject(HOSTILE_APP));
  const results = previewFrame(page).locator('#results');
  await expect(results).not.toHaveText('running', { timeout: 20_000 });
  const outcome = JSON.parse((await results.textContent()) ?? '{}') as Record<string, string>;

  for (const name of ['localStorage', 'sessionStorage', 'indexedDB', 'parentDocument', 'parentStorage', 'topLocationRead', 'fetchCredits', 'fetchUseCredits', 'fetchAbsolute', 'xhr', 'image', 'importApi']) {
    expect(outcome[name], name).toMatch(/^blocked:/);
  }
  // Opaque origin: no cookie can be read (it throws or reads empty).
  expect(outcome.cookie).toMatch(/^(blocked:|value:$)/);
  // No popup, no form, no top navigation: window.open gives null, the form does not leave.
  expect(outcome.windowOpen).toBe('value:null');
  expect(page.context().pages()).toHaveLength(1);
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/preview');

  // The bridge carried the log to the host's console panel.
  await expect(page.getByTestId('preview-events')).toContainText('HOSTILE');

  // The frame fetched nothing but the runtime libraries and its host page; the API saw nothing from it.
  const fromFrame = await Promise.all(
    frameRequests
      .filter((r) => !new URL(r.url()).pathname.startsWith('/runtime/'))
      .map(async (r) => `${r.method()} ${new URL(r.url()).pathname} ${r.resourceType()} failure=${r.failure()?.errorText} status=${(await r.response())?.status()}`),
  );
  // Chromium reports the attempts it blocked by CSP (a fetch, an image, an import): each failed with no response.
  expect(fromFrame.length).toBeGreaterThan(0);
  for (const line of fromFrame) expect(line).toMatch(/failure=csp status=undefined$/);
  // And none reached the network layer, where the server could see it.
  expect(reachedNetwork).toEqual([]);
  // Every API request that carried a credential came from the platform page itself, not a spent credit.
  expect(apiRequests.filter((r) => new URL(r.url()).pathname === '/api/rpc/use_credits')).toEqual([]);

  // The ledger agrees: still 100 credits and nothing spent.
  const signIn = await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
  const token = ((await signIn.json()) as { session: { access_token: string } }).session.access_token;
  const credits = await page.request.get('/api/credits', { headers: { authorization: `Bearer ${token}` } });
  expect(((await credits.json()) as { amount: number; total_used: number }).amount).toBe(100);
});

// Issue 14, finding 2: stray text before <head> (or after </html>) pushes the injected <meta> CSP out of the
// head, and Chromium then ignores it ("delivered via a <meta> element outside the document's <head>"). The frame
// must stay off the network anyway: its CSP also comes as an HTTP header of /runtime/sandbox.html, which no
// document content can remove. A second local server, on another port, records every hit it gets.
const malformedPage = (other: string, otherTls: string) => `stray text before the head<!doctype html>
<html>stray<head><meta charset="utf-8"><title>malformed</title></head>
<body><pre id="results">running</pre>
<script>
(async function () {
  var other = ${JSON.stringify(other)};
  var otherTls = ${JSON.stringify(otherTls)};
  function attempt(name, fn) {
    return Promise.resolve().then(fn).then(function (v) { return [name, 'value:' + String(v)]; }, function (e) { return [name, 'blocked:' + ((e && e.name) || 'Error')]; });
  }
  function image(src) { return new Promise(function (res, rej) { var i = new Image(); i.onload = function () { res('loaded'); }; i.onerror = function () { rej(new Error('img')); }; i.src = src; }); }
  var results = await Promise.all([
    attempt('fetchOther', function () { return fetch(other + '/hit/fetch', { mode: 'no-cors' }).then(function (r) { return 'type ' + r.type; }); }),
    attempt('imageOther', function () { return image(other + '/hit/image.png'); }),
    attempt('beaconOther', function () { return navigator.sendBeacon(other + '/hit/beacon', 'x'); }),
    attempt('importOther', function () { return import(other + '/hit/import.js').then(function () { return 'imported'; }); }),
    attempt('styleOther', function () { return new Promise(function (res, rej) { var l = document.createElement('link'); l.rel = 'stylesheet'; l.href = other + '/hit/style.css'; l.onload = function () { res('loaded'); }; l.onerror = function () { rej(new Error('css')); }; document.head.appendChild(l); }); }),
    attempt('imageOtherTls', function () { return image(otherTls + '/hit/image-tls.png'); }),
    attempt('fetchOtherTls', function () { return fetch(otherTls + '/hit/fetch-tls', { mode: 'no-cors' }).then(function (r) { return 'type ' + r.type; }); }),
    attempt('fetchPlatform', function () { return fetch('/api/health').then(function (r) { return 'status ' + r.status; }); }),
    attempt('imagePlatform', function () { return image('/api/credits'); }),
  ]);
  document.getElementById('results').textContent = JSON.stringify(Object.fromEntries(results));
})();
</script>
</body></html>
stray text after the end`;

// The other origin also answers over TLS (a throwaway self-signed certificate the test context accepts): the
// frame's old header policy allowed any https: image, so that is the way out a removed meta CSP left open.
test.use({ ignoreHTTPSErrors: true });

test('a malformed page that pushes the meta CSP out of its head still reaches no other origin and no API', async ({ page }) => {
  const hits: string[] = [];
  const record = (req: IncomingMessage, res: ServerResponse) => {
    hits.push(`${req.method} ${req.url}`);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    const isPng = req.url?.endsWith('.png');
    res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': isPng ? 'image/png' : 'text/plain' });
    res.end(isPng ? png : 'ok');
  };
  const certDir = mkdtempSync(join(tmpdir(), 'ov-e2e-tls-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', join(certDir, 'key.pem'), '-out', join(certDir, 'cert.pem')], { stdio: 'ignore' });
  const other: Server = createServer(record);
  const otherTls = createHttpsServer({ key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) }, record);
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', () => r()));
  await new Promise<void>((r) => otherTls.listen(0, '127.0.0.1', () => r()));
  const otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  const otherTlsOrigin = `https://127.0.0.1:${(otherTls.address() as AddressInfo).port}`;
  const ignoredMeta: string[] = [];
  page.on('console', (m) => {
    if (/outside the document's <head>|has been ignored/i.test(m.text())) ignoredMeta.push(m.text());
  });
  try {
    const email = await createAccount(page, { tag: 'malformed' });
    await signInFr(page, email);
    await page.goto('/preview');
    await expect(page.getByRole('heading', { level: 1, name: 'Aperçu en direct' })).toBeVisible();

    const reachedNetwork: string[] = [];
    await page.route('**/api/**', (route, req) => {
      if (req.frame() !== page.mainFrame()) reachedNetwork.push(`${req.method()} ${req.url()}`);
      return route.continue();
    });
    const cspHeaders: string[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/runtime/sandbox.html') cspHeaders.push(r.headers()['content-security-policy'] ?? '');
    });

    await setPreviewProject(page, 'Malformed', [{ path: 'index.html', content: malformedPage(otherOrigin, otherTlsOrigin) }]);
    const results = previewFrame(page).locator('#results');
    await expect(results).not.toHaveText('running', { timeout: 20_000 });
    const outcome = JSON.parse((await results.textContent()) ?? '{}') as Record<string, string>;

    for (const name of ['fetchOther', 'imageOther', 'importOther', 'styleOther', 'imageOtherTls', 'fetchOtherTls', 'fetchPlatform', 'imagePlatform']) {
      expect(outcome[name], `${name} ${JSON.stringify(outcome)} hits=${JSON.stringify(hits)}`).toMatch(/^blocked:/);
    }
    // sendBeacon queues and answers true whatever the policy; whether it left shows in the other server's hits.
    // The frame's policy came as a header, with no network at all.
    expect(cspHeaders.length).toBeGreaterThan(0);
    for (const h of cspHeaders) {
      expect(h).toContain("connect-src 'none'");
      expect(h).toContain("default-src 'none'");
      expect(h).toContain("object-src 'none'");
    }
    // The page did push the meta out of its head: Chromium said it ignored it.
    expect(ignoredMeta.length, 'the meta CSP was not ignored: the page is not malformed enough to test anything').toBeGreaterThan(0);
    // A round trip through both servers proves they were listening; only then is "no hit" meaningful.
    expect((await page.request.get(`${otherOrigin}/control`)).status()).toBe(200);
    expect((await page.request.get(`${otherTlsOrigin}/control-tls`)).status()).toBe(200);
    expect(hits).toEqual(['GET /control', 'GET /control-tls']);
    expect(reachedNetwork).toEqual([]);
  } finally {
    await new Promise<void>((r) => other.close(() => r()));
    await new Promise<void>((r) => otherTls.close(() => r()));
    rmSync(certDir, { recursive: true, force: true });
  }
});
