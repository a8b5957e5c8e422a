import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreCompliance } from '@ov/shared';
import { generateApp, PROMPT_CORPUS } from '../../ai';
import { BAD_APP, GOOD_APP } from './fixtures/apps';
import { checkCompliance } from './index';
import { findRuntimeDir } from './render';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
const opts = (chromiumPath: string | null) => ({ budgetMs: 120_000, now: () => performance.now(), chromiumPath });
const statuses = (r: StoreCompliance) => Object.fromEntries(r.controls.map((c) => [c.id, c.status]));
const control = (r: StoreCompliance, id: string) => r.controls.find((c) => c.id === id)!;

beforeAll(() => {
  // the platform's runtime libraries, as the web build makes them (apps/web/public/runtime/, git-ignored)
  if (!findRuntimeDir()) execFileSync(process.execPath, [fileURLToPath(new URL('../../../../../web/scripts/build-runtime.mjs', import.meta.url))], { stdio: 'ignore' });
}, 120_000);

const BAD_FAILS = ['rgpd-privacy-notice', 'rgpd-consent-storage', 'rgpd-third-party', 'rgaa-images', 'rgaa-media', 'rgaa-tables', 'rgaa-names', 'rgaa-aria', 'rgaa-structure', 'rgaa-forms', 'rgaa-keyboard', 'anssi-no-eval', 'anssi-injection', 'anssi-encryption', 'anssi-secrets', 'anssi-messaging', 'anssi-links', 'anssi-csp'];

function expectGood(r: StoreCompliance) {
  const s = statuses(r);
  expect(Object.entries(s).filter(([, v]) => v !== 'pass')).toEqual([]);
  for (const c of r.controls) {
    expect(c.evidence.length).toBeGreaterThan(0);
    expect(c.title.fr && c.title.en && c.evidence.every((e) => e.text.fr && e.text.en)).toBeTruthy();
  }
  expect(control(r, 'rgpd-consent-storage').evidence).toEqual(expect.arrayContaining([expect.objectContaining({ file: 'src/App.tsx', line: 10 }), expect.objectContaining({ file: 'src/consent.tsx' })]));
}

function expectBad(r: StoreCompliance) {
  const s = statuses(r);
  for (const id of BAD_FAILS) expect([id, s[id]]).toEqual([id, 'fail']);
  expect(control(r, 'rgpd-consent-storage').evidence.map((e) => e.text.en)).toEqual(expect.arrayContaining([expect.stringMatching(/first display.*"visits"/), expect.stringMatching(/"tracking"/)]));
  expect(control(r, 'rgpd-third-party').evidence).toEqual(expect.arrayContaining([expect.objectContaining({ file: 'src/main.tsx', line: 19, rule: '<img src>' }), expect.objectContaining({ file: 'src/styles.css', line: 2 })]));
  expect(control(r, 'rgpd-privacy-notice').evidence[1]).toMatchObject({ file: 'src/main.tsx', line: 6 });
  expect(control(r, 'rgaa-images').evidence[0]).toMatchObject({ rule: 'axe:image-alt' });
  expect(control(r, 'rgaa-images').evidence[0]!.text.fr).toMatch(/texte|alternati/i);
  expect(control(r, 'anssi-no-eval').evidence[0]).toMatchObject({ file: 'src/main.tsx', line: 15, rule: 'ov/no-eval' });
  expect(JSON.stringify(r)).not.toMatch(/sk-live-9f8a7b6c/);
}

describe.skipIf(!hasChromium)('compliance in headless Chromium (ephemeral server, no-network CSP)', () => {
  it('a known-good app passes every control, contrast included', async () => {
    const r = await checkCompliance(GOOD_APP, opts(CHROMIUM));
    expect(r.accessibility_engine).toBe('chromium');
    expect(statuses(r)['rgaa-colours']).toBe('pass');
    expectGood(r);
    expect(r.limits.map((l) => l.en).join(' ')).toMatch(/human audit/);
  }, 120_000);

  it('a known-bad app fails each control with its evidence; blocked requests and CSP refusals are seen', async () => {
    const r = await checkCompliance(BAD_APP, opts(CHROMIUM));
    expect(r.accessibility_engine).toBe('chromium');
    expectBad(r);
    expect(statuses(r)['rgaa-colours']).toBe('fail');
    expect(control(r, 'rgpd-third-party').evidence.map((e) => e.text.en)).toEqual(expect.arrayContaining([expect.stringMatching(/attempted on display \(blocked\): https:\/\/tracker\.example\.com\/collect\?…/)]));
    expect(control(r, 'anssi-csp').evidence.map((e) => e.rule)).toEqual(expect.arrayContaining(['inline-handler', 'render:chromium']));
  }, 120_000);
});

describe('compliance in jsdom (no Chromium)', () => {
  it('the known-good app passes; the report says jsdom and what it cannot check (no contrast control)', async () => {
    const r = await checkCompliance(GOOD_APP, opts(null));
    expect(r.accessibility_engine).toBe('jsdom');
    expect(statuses(r)['rgaa-colours']).toBeUndefined();
    expect(r.limits.map((l) => l.en).join(' ')).toMatch(/colour contrast, focus visibility/);
    expect(r.limits.map((l) => l.fr).join(' ')).toMatch(/contrastes de couleurs, visibilité du focus/);
    expectGood(r);
  }, 120_000);

  it('the known-bad app fails the same controls', async () => {
    const r = await checkCompliance(BAD_APP, opts(null));
    expect(r.accessibility_engine).toBe('jsdom');
    expectBad(r);
  }, 120_000);

  it('a Chromium path that does not exist falls back to jsdom and says so', async () => {
    const r = await checkCompliance(GOOD_APP, opts('/nonexistent/chromium'));
    expect(r.accessibility_engine).toBe('jsdom');
    expect(r.limits.map((l) => l.en)).toContain('Chromium not found at /nonexistent/chromium.');
  }, 120_000);
});

describe('failures and the budget', () => {
  it('an app that does not build: RGAA fails with the build error, an unknown package fails the dependencies measure', async () => {
    const files = [{ path: 'src/App.tsx', content: "import _ from 'lodash';\nexport default function App() { return <p>{_.VERSION} Confidentialité</p>; }\n" }];
    const r = await checkCompliance(files, opts(null));
    expect(r.accessibility_engine).toBe('none');
    expect(control(r, 'rgaa-render')).toMatchObject({ status: 'fail', evidence: [{ rule: 'build:build_failed' }, { rule: 'esbuild' }] });
    expect(control(r, 'anssi-dependencies').status).toBe('fail');
    // not rendered: the notice is judged from the code, and the report says so
    expect(control(r, 'rgpd-privacy-notice')).toMatchObject({ status: 'pass', evidence: [{ rule: 'source' }, { file: 'src/App.tsx', line: 2 }] });
  }, 60_000);

  it('says when the time budget ran out (injected clock): nothing rendered, the audit incomplete, never a silent pass', async () => {
    let t = 0;
    const r = await checkCompliance(GOOD_APP, { budgetMs: 1500, now: () => (t += 1000), chromiumPath: hasChromium ? CHROMIUM : null });
    expect(r.accessibility_engine).toBe('none');
    expect(r.limits.map((l) => l.en)).toEqual(expect.arrayContaining([expect.stringMatching(/^Time budget ran out: rendering and accessibility not checked/), expect.stringMatching(/^Time budget ran out: the audit of 2 file\(s\)/)]));
    expect(r.limits.map((l) => l.fr)).toEqual(expect.arrayContaining([expect.stringMatching(/^Temps imparti écoulé/)]));
    expect(r.controls.filter((c) => c.framework === 'anssi').every((c) => c.status === 'fail')).toBe(true);
    expect(r.controls.some((c) => c.framework === 'rgaa')).toBe(false);
  });
});

describe('Chromium driven from a child process, as the built server does (dist/render-chromium.js, decision 268)', () => {
  // the child program bundled as apps/server/build.mjs bundles it, one level below the package as dist/ is
  let dir = '';
  let chromiumChild = '';
  beforeAll(async () => {
    dir = mkdtempSync(fileURLToPath(new URL('../../../../.render-child-', import.meta.url)));
    await build({ entryPoints: { 'render-chromium': fileURLToPath(new URL('./render-chromium.ts', import.meta.url)) }, outdir: dir, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' });
    chromiumChild = join(dir, 'render-chromium.js');
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const inChild = (chromiumPath: string | null, budgetMs = 120_000) => ({ budgetMs, now: () => performance.now(), chromiumPath, chromiumChild });

  it.skipIf(!hasChromium)('renders the good app: every control passes, with the evidence of the in-process render', async () => {
    const r = await checkCompliance(GOOD_APP, inChild(CHROMIUM));
    expect(r.accessibility_engine).toBe('chromium');
    expectGood(r);
  }, 60_000);

  it.skipIf(!hasChromium)('renders the bad app: the same failures, axe findings and CSP refusals as in-process', async () => {
    const r = await checkCompliance(BAD_APP, inChild(CHROMIUM));
    expect(r.accessibility_engine).toBe('chromium');
    expectBad(r);
    expect(control(r, 'anssi-csp').evidence.map((e) => e.rule)).toEqual(expect.arrayContaining(['inline-handler', 'render:chromium']));
  }, 60_000);

  it.skipIf(!hasChromium)('an app that never finishes rendering: stopped at the budget (the child ends), said in the report', async () => {
    const SPIN = [{ path: 'src/App.tsx', content: 'export default function App() {\n  for (;;) { /* spin */ }\n}\n' }];
    const r = await checkCompliance(SPIN, inChild(CHROMIUM, 8_000));
    expect(r.accessibility_engine).toBe('none');
    expect(r.limits.map((l) => l.en)).toEqual(expect.arrayContaining([expect.stringMatching(/^Time budget ran out: rendering and accessibility not checked/)]));
  }, 60_000);

  it('a Chromium that cannot start: the child says why, and the check falls back to jsdom', async () => {
    const r = await checkCompliance(GOOD_APP, inChild('/bin/false'));
    expect(r.accessibility_engine).toBe('jsdom');
    // playwright-core's own launch error, read in the child and passed on
    expect(r.limits.map((l) => l.en)).toEqual(expect.arrayContaining([expect.stringMatching(/^Chromium could not display the app \(browserType\.launch: .+\): fell back to jsdom\.$/)]));
    expect(r.limits.map((l) => l.fr)).toEqual(expect.arrayContaining([expect.stringMatching(/^Chromium n’a pas pu afficher l’application \(.+\) : repli sur jsdom\.$/)]));
  }, 60_000);
});

describe('a hostile app that never finishes rendering', () => {
  // the loop never ends, so the outcome does not depend on the machine's speed: the render is stopped at the budget
  const SPIN = [{ path: 'src/App.tsx', content: 'export default function App() {\n  for (;;) { /* spin */ }\n}\n' }];
  it.each([['jsdom (the child is killed)', null], ...(hasChromium ? [['Chromium', CHROMIUM]] : [])] as [string, string | null][])('%s: stopped at the budget, said in the report, no throw', async (_name, chromiumPath) => {
    const r = await checkCompliance(SPIN, { budgetMs: 8_000, now: () => performance.now(), chromiumPath });
    expect(r.accessibility_engine).toBe('none');
    expect(r.limits.map((l) => l.en)).toEqual(expect.arrayContaining([expect.stringMatching(/^Time budget ran out: rendering and accessibility not checked/)]));
    expect(r.controls.some((c) => c.framework === 'rgaa')).toBe(false);
  }, 60_000);
});

describe('the offline generator’s own apps pass (no false positive)', () => {
  const engine = hasChromium ? CHROMIUM : null;
  it.each([
    ['records (React)', PROMPT_CORPUS[0]!, false],
    ['tool (React)', PROMPT_CORPUS[18]!, false],
    ['records (plain HTML)', PROMPT_CORPUS[0]!, true],
  ] as const)('%s', async (_kind, prompt, plain) => {
    const r = await checkCompliance(generateApp(prompt, { plain }).files, opts(engine));
    expect(r.accessibility_engine).toBe(hasChromium ? 'chromium' : 'jsdom');
    expect(r.controls.filter((c) => c.status === 'fail').map((c) => [c.id, c.evidence.map((e) => e.text.en)])).toEqual([]);
    expect(statuses(r)['rgpd-privacy-notice']).toBe('pass');
    expect(statuses(r)['rgpd-third-party']).toBe('pass');
  }, 120_000);
});
