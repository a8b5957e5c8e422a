// Renders a built app and looks at it: visible text, storage written at first render, requests to other origins,
// and axe-core's WCAG 2.1 AA checks. Headless Chromium when the server has one (the built bundle served by an
// ephemeral local server under a no-network CSP), otherwise jsdom in a child process with Node's permission model
// (reads only, no writes, no child processes, no workers). Decision 178. The built server drives Chromium from a
// child process too (render-chromium.ts), so that playwright-core is never loaded in the server (decision 268).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, normalize, sep } from 'node:path';
import type { BuiltFile } from '../build';
import { RUNTIME_FILES } from '../audit/runtime-libs.generated';
import { paths } from '../../../paths';
import { workerFileOf } from '../../../platform/workers/budget-pool';

const require = createRequire(import.meta.url);

export type AxeNode = { target: string[]; html: string };
export type AxeRule = { id: string; tags: string[]; help: string; impact: string | null; nodes: AxeNode[] };
export type AxeOutcome = { violations: AxeRule[]; passes: AxeRule[]; incomplete: AxeRule[]; inapplicable: AxeRule[] };
export type Rendered = {
  engine: 'chromium' | 'jsdom';
  /** The page's visible text once rendered. */
  text: string;
  /** Storage written before any interaction (so before any consent could be given): api and key. */
  storage: { api: string; key: string }[];
  /** Requests the page tried to make to another origin (blocked). */
  external: { url: string; how: string }[];
  /** What the CSP refused that is not a request: inline code, eval. */
  cspViolations: { directive: string; what: string }[];
  /** Script errors while rendering. */
  errors: string[];
  axe: AxeOutcome | null;
};

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The no-network policy the app is served with: its own files, the platform's runtime, nothing else. */
export const renderCsp = (scriptHashes: string[]) =>
  [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');

/** Where the platform's runtime libraries are: the web build's, or the dev copy built by apps/web/scripts/build-runtime.mjs. */
export function findRuntimeDir(preferred?: string | null): string | null {
  const candidates = [preferred, join(paths.webDist, 'runtime'), join(paths.packageRoot, '../web/public/runtime')];
  return candidates.find((d): d is string => !!d && existsSync(join(d, 'react.js'))) ?? null;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

function serve(files: BuiltFile[], runtimeDir: string, csp: string): Promise<{ server: Server; origin: string }> {
  const byPath = new Map(files.map((f) => [`/${f.path}`, f]));
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const headers = { 'content-security-policy': csp, 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' };
    const own = byPath.get(path === '/' ? '/index.html' : path);
    if (own) {
      res.writeHead(200, { ...headers, 'content-type': own.contentType }).end(own.content);
      return;
    }
    if (path.startsWith('/runtime/')) {
      const file = normalize(join(runtimeDir, path.slice('/runtime/'.length)));
      if (file.startsWith(runtimeDir + sep) && existsSync(file)) {
        res.writeHead(200, { ...headers, 'content-type': TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream' }).end(readFileSync(file));
        return;
      }
    }
    res.writeHead(404, headers).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      resolve({ server, origin: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}` });
    });
  });
}

/** Runs in the page before its scripts: notes storage writes and blocked requests (CSP violations). */
const PROBE = `(() => {
  const w = window; w.__ov = { storage: [], blocked: [], errors: [] };
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (k, v) { w.__ov.storage.push({ api: (this === w.sessionStorage ? 'sessionStorage' : 'localStorage') + '.setItem', key: String(k) }); return setItem.call(this, k, v); };
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (cookie) Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get() { return cookie.get.call(this); }, set(v) { w.__ov.storage.push({ api: 'document.cookie', key: String(v).split('=')[0].trim() }); return cookie.set.call(this, v); } });
  if (w.indexedDB) { const open = w.indexedDB.open.bind(w.indexedDB); w.indexedDB.open = (n, ...r) => { w.__ov.storage.push({ api: 'indexedDB.open', key: String(n) }); return open(n, ...r); }; }
  document.addEventListener('securitypolicyviolation', (e) => w.__ov.blocked.push({ url: e.blockedURI, how: e.violatedDirective }));
  w.addEventListener('error', (e) => w.__ov.errors.push(String(e.message)));
})();`;

/** The page's visible text: what is neither hidden, aria-hidden, display:none nor visibility:hidden. */
const VISIBLE_TEXT = `(() => {
  const out = [];
  const walk = (n) => {
    if (n.nodeType === 3) { out.push(n.nodeValue); return; }
    if (n.nodeType !== 1) return;
    const tag = n.tagName.toLowerCase();
    if (['script', 'style', 'template', 'noscript', 'head'].includes(tag) || n.hidden || n.getAttribute('aria-hidden') === 'true') return;
    const s = n.ownerDocument.defaultView.getComputedStyle(n);
    if (s.display === 'none' || s.visibility === 'hidden') return;
    for (const c of n.childNodes) walk(c);
    if (/^(p|div|li|h[1-6]|footer|header|section|button|label|td|th|tr)$/.test(tag)) out.push('\\n');
  };
  walk(document.body);
  return out.join(' ').replace(/[ \\t]+/g, ' ').replace(/\\s*\\n\\s*/g, '\\n').trim();
})()`;

/** axe-core on the document, WCAG 2.1 A and AA rules; `noLayout` leaves out colour contrast (jsdom computes no layout). */
const axeRun = (noLayout: boolean) => `window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} },${noLayout ? " rules: { 'color-contrast': { enabled: false } }," : ''} resultTypes: ['violations', 'incomplete'] }).then((r) => {
  const pick = (list) => list.map((x) => ({ id: x.id, tags: x.tags, help: x.help, impact: x.impact ?? null, nodes: x.nodes.slice(0, 5).map((n) => ({ target: n.target.map(String), html: String(n.html).slice(0, 200) })) }));
  return { violations: pick(r.violations), passes: pick(r.passes), incomplete: pick(r.incomplete), inapplicable: pick(r.inapplicable) };
})`;

const axeSource = () => (require('axe-core') as { source: string }).source;

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

/** The built app in headless Chromium, served from 127.0.0.1 under the no-network CSP; every other origin is refused. */
export async function renderInChromium(files: BuiltFile[], scriptHashes: string[], opts: { chromiumPath: string; runtimeDir: string; timeoutMs: number }): Promise<Rendered> {
  const { chromium } = await import('playwright-core');
  const deadline = Date.now() + opts.timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());
  const { server, origin } = await serve(files, opts.runtimeDir, renderCsp(scriptHashes));
  const browser = await chromium.launch({ executablePath: opts.chromiumPath, args: CHROMIUM_ARGS, timeout: left() });
  // a page that never yields (an endless loop) blocks evaluate() without a timeout of its own: a watchdog ends it at the budget
  let watchdog: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    watchdog = setTimeout(() => reject(new RenderTimeout()), left());
  });
  const work = async (): Promise<Rendered> => {
    const context = await browser.newContext({ serviceWorkers: 'block', acceptDownloads: false });
    const external: Rendered['external'] = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(origin + '/')) return route.continue();
      external.push({ url, how: route.request().resourceType() });
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(PROBE);
    await page.goto(origin + '/', { waitUntil: 'load', timeout: left() });
    // rendered: something in the body, then two frames for effects to settle
    await page.waitForFunction("(document.body?.innerText ?? '').trim().length > 0", undefined, { timeout: Math.min(left(), 5000) }).catch(() => undefined);
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
    const text = (await page.evaluate(VISIBLE_TEXT)) as string;
    const probe = (await page.evaluate('window.__ov')) as { storage: Rendered['storage']; blocked: Rendered['external']; errors: string[] };
    await page.evaluate(axeSource());
    const axe = (await page.evaluate(axeRun(false))) as AxeOutcome;
    const blocked = probe.blocked.filter((b) => b.url && !b.url.startsWith(origin) && !['inline', 'eval', 'wasm-eval'].includes(b.url));
    const cspViolations = probe.blocked.filter((b) => ['inline', 'eval', 'wasm-eval'].includes(b.url)).map((b) => ({ directive: b.how, what: b.url }));
    return { engine: 'chromium', text, storage: probe.storage, external: dedupe([...external, ...blocked]), cspViolations, errors: [...errors, ...probe.errors], axe };
  };
  try {
    return await Promise.race([work(), expired]);
  } finally {
    clearTimeout(watchdog);
    await Promise.race([browser.close().catch(() => undefined), new Promise((r) => setTimeout(r, 5_000))]);
    server.closeAllConnections();
    server.close();
  }
}

/**
 * The compiled child that renders with Chromium: dist/render-chromium.js beside the built server (apps/server/build.mjs).
 * From the TypeScript sources (tests, `npm run dev`) there is none, and Chromium is driven in-process.
 */
export const defaultChromiumChild = (): string | null => workerFileOf(import.meta.url, 'render-chromium.js');

/**
 * Runs Node with `args` (and `options`: the jsdom child's cwd and empty env), writes `input` to its stdin and collects
 * what it prints; a child still running after `killAfterMs` is killed (SIGKILL) and its code is 'killed'.
 */
function runChild(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv }, input: string, killAfterMs: number): Promise<{ code: number | 'killed'; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, args, { ...options, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdin.on('error', () => undefined); // a child that died at once: its exit code says so
  child.stdin.end(input);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ code: 'killed', stdout, stderr });
    }, killAfterMs);
    child.on('close', (c) => {
      clearTimeout(timer);
      resolve({ code: c ?? 1, stdout, stderr });
    });
  });
}

/** How long the child may outlive the render's own deadline (its watchdog, then closing Chromium: ≤ 5 s) before it is killed. */
const CHILD_GRACE_MS = 10_000;

/**
 * The built app in headless Chromium as `renderInChromium` renders it, but driven from a child process (`childFile`, the
 * program of render-chromium.ts) that ends with the render: playwright-core (13 MB of source and its compiled code) is
 * loaded there, never in the server, which keeps none of it afterwards (decision 268). The child gets the deadline as
 * a time, so its start-up comes out of the same budget; a RenderTimeout or an error in the child is thrown here as
 * it would have been in-process. A child still there `CHILD_GRACE_MS` after the deadline is killed: RenderTimeout.
 */
export async function renderInChromiumChild(childFile: string, files: BuiltFile[], scriptHashes: string[], opts: { chromiumPath: string; runtimeDir: string; timeoutMs: number }): Promise<Rendered> {
  const deadline = Date.now() + opts.timeoutMs;
  const { code, stdout, stderr } = await runChild([childFile], {}, JSON.stringify({ files, scriptHashes, chromiumPath: opts.chromiumPath, runtimeDir: opts.runtimeDir, deadline }), opts.timeoutMs + CHILD_GRACE_MS);
  if (code === 'killed') throw new RenderTimeout();
  const last = stdout.trim().split('\n').pop() ?? '';
  let out: { ok: true; rendered: Rendered } | { ok: false; timeout: boolean; message: string };
  try {
    out = JSON.parse(last) as typeof out;
  } catch {
    throw new Error(`Chromium render failed: ${stderr.split('\n').find((l) => l.trim()) ?? `exit ${code}`}`);
  }
  if (out.ok) return out.rendered;
  throw out.timeout ? new RenderTimeout() : new Error(out.message);
}

const dedupe = (list: { url: string; how: string }[]) => [...new Map(list.map((x) => [x.url, x])).values()];

/** The built app's ESM (app.js importing the runtime by name) as one classic script for jsdom, with the same runtime files. */
async function classicBundle(files: BuiltFile[], runtimeDir: string): Promise<string> {
  const js = files.find((f) => f.path === 'app.js')?.content ?? '';
  const { build: esbuild } = await import('esbuild'); // loaded on first use (decision 242)
  const out = await esbuild({
    stdin: { contents: js, loader: 'js', resolveDir: runtimeDir, sourcefile: 'app.js' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
    plugins: [
      {
        name: 'runtime',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            const file = RUNTIME_FILES[args.path];
            return file ? { path: join(runtimeDir, file) } : { errors: [{ text: `not served: ${args.path}` }] };
          });
        },
      },
    ],
  });
  return out.outputFiles[0]?.text ?? '';
}

/** The child's program: jsdom, the probe, the app, then axe (colour contrast left out: jsdom does no layout). */
const CHILD = `
import { pathToFileURL } from 'node:url';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { jsdomPath, html, script, probe, visibleText, axe, axeRun, waitMs } = JSON.parse(input);
const { JSDOM, VirtualConsole } = await import(pathToFileURL(jsdomPath).href);
const virtualConsole = new VirtualConsole();
const errors = [];
virtualConsole.on('jsdomError', (e) => errors.push(String(e.message)));
const dom = new JSDOM(html, { url: 'http://app.invalid/', runScripts: 'outside-only', pretendToBeVisual: true, virtualConsole });
const w = dom.window;
const external = [];
const refuse = (how) => (url) => { external.push({ url: String(url?.url ?? url), how }); return Promise.reject(new TypeError('blocked')); };
w.fetch = refuse('fetch');
w.XMLHttpRequest = class { open(_m, url) { external.push({ url: String(url), how: 'xhr' }); } send() {} setRequestHeader() {} addEventListener() {} };
w.WebSocket = class { constructor(url) { external.push({ url: String(url), how: 'websocket' }); } close() {} send() {} addEventListener() {} };
w.EventSource = class { constructor(url) { external.push({ url: String(url), how: 'eventsource' }); } close() {} addEventListener() {} };
w.navigator.sendBeacon = (url) => { external.push({ url: String(url), how: 'beacon' }); return false; };
w.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} };
w.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} });
w.eval(probe);
try { w.eval(script); } catch (e) { errors.push(String(e && e.message)); }
await new Promise((r) => setTimeout(r, waitMs));
for (const el of w.document.querySelectorAll('[src],[srcset],link[href]')) {
  const url = el.getAttribute('src') ?? el.getAttribute('href') ?? '';
  if (/^(https?:|wss?:)?\\/\\//i.test(url)) external.push({ url, how: el.tagName.toLowerCase() });
}
const text = w.eval(visibleText);
const state = w.__ov;
w.eval(axe);
const result = await w.eval(axeRun);
process.stdout.write(JSON.stringify({ text, storage: state.storage, external, errors: [...errors, ...state.errors], axe: result }));
w.close();
`;

const permissionFlag = process.allowedNodeEnvironmentFlags.has('--permission') ? '--permission' : '--experimental-permission';

/** The built app in jsdom, in a child process that may read its libraries and nothing may write; killed at the timeout. */
export async function renderInJsdom(files: BuiltFile[], opts: { runtimeDir: string; timeoutMs: number }): Promise<Rendered> {
  const script = await classicBundle(files, opts.runtimeDir);
  const css = files.find((f) => f.path === 'app.css')?.content ?? '';
  const index = files.find((f) => f.path === 'index.html')?.content ?? '';
  // the page without its scripts (the classic bundle runs in their place), with its styles inline
  const html = index.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link rel="stylesheet" href="\.\/app\.css" \/>/, () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  const jsdomPath = require.resolve('jsdom');
  const modulesDir = jsdomPath.slice(0, jsdomPath.lastIndexOf(`${sep}node_modules${sep}`) + `${sep}node_modules`.length);
  const payload = JSON.stringify({
    jsdomPath,
    html,
    script,
    probe: PROBE,
    visibleText: VISIBLE_TEXT,
    axe: axeSource(),
    axeRun: axeRun(true),
    waitMs: Math.min(300, Math.max(50, opts.timeoutMs / 10)),
  });
  const { code, stdout, stderr } = await runChild([permissionFlag, `--allow-fs-read=${modulesDir}${sep}*`, '--no-warnings', '--input-type=module', '-e', CHILD], { cwd: dirname(modulesDir), env: {} }, payload, opts.timeoutMs);
  if (code === 'killed') throw new RenderTimeout();
  if (code !== 0) throw new Error(`jsdom render failed: ${stderr.split('\n').find((l) => l.trim()) ?? code}`);
  const r = JSON.parse(stdout) as Omit<Rendered, 'engine' | 'cspViolations'>;
  return { engine: 'jsdom', ...r, external: dedupe(r.external), cspViolations: [] };
}

export class RenderTimeout extends Error {
  constructor() {
    super('render ran out of time');
  }
}
