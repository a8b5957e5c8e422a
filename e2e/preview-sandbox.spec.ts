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
