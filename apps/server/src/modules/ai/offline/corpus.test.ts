import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PROMPT_CORPUS } from './corpus';
import { generateApp } from './index';
import { buildVendor, projectToHtml } from './render-harness';
import { isSafeRelativePath } from '../protocol';

const CHROMIUM = '/usr/bin/chromium';

describe('offline generator corpus: deterministic, safe paths', () => {
  it('has at least 40 prompts', () => {
    expect(PROMPT_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(PROMPT_CORPUS.map((p) => [p]))('is deterministic with safe paths: %s', (prompt) => {
    const a = generateApp(prompt);
    const b = generateApp(prompt);
    expect(JSON.stringify(a.files)).toBe(JSON.stringify(b.files));
    expect(a.files.length).toBeGreaterThanOrEqual(3);
    for (const f of a.files) {
      expect(isSafeRelativePath(f.path), f.path).toBe(true);
      expect(f.content.length).toBeGreaterThan(0);
    }
    const paths = a.files.map((f) => f.path);
    if (a.analysis.plain) expect(paths).toEqual(expect.arrayContaining(['index.html', 'style.css', 'script.js']));
    else expect(paths).toEqual(expect.arrayContaining(['index.html', 'src/main.tsx', 'src/App.tsx']));
    // bare imports stay inside what the preview runtime serves
    for (const f of a.files.filter((x) => /\.tsx?$/.test(x.path))) {
      for (const m of f.content.matchAll(/from '([^'.][^']*)'/g)) {
        expect(['react', 'react-dom/client', 'react/jsx-runtime', 'lucide-react', 'recharts']).toContain(m[1]);
      }
    }
  });
});

describe.skipIf(!existsSync(CHROMIUM))('offline generator corpus: bundles and renders in Chromium', () => {
  let browser: Browser;
  // one context: its HTTP cache keeps the vendor script (and V8's compiled code) across pages
  let context: BrowserContext;
  let vendor = '';
  const ORIGIN = 'http://corpus.test';
  beforeAll(async () => {
    vendor = await buildVendor(PROMPT_CORPUS.map((p) => generateApp(p).files));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
    });
    context = await browser.newContext();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function exercise(page: Page, expect: ExpectStatic): Promise<number> {
    let checked = 0;
    const tabs = await page.locator('[role=tab]').count();
    for (let i = 0; i < Math.max(tabs, 1); i++) {
      if (tabs > 0) await page.locator('[role=tab]').nth(i).click();
      const primary = page.locator('[data-ov-primary]').first();
      if ((await primary.count()) === 0) continue;
      const before = await page.locator('body').innerHTML();
      const tag = await primary.evaluate((n) => n.tagName.toLowerCase());
      if (tag === 'input') await primary.fill('zzqx-no-match');
      else if (tag === 'select') await primary.selectOption({ index: 1 });
      else await primary.click();
      const after = await page.locator('body').innerHTML();
      expect(after, 'the primary control of section ' + i + ' changes the page').not.toBe(before);
      checked++;
    }
    return checked;
  }

  it.for(PROMPT_CORPUS.map((p) => [p] as const))('renders and reacts: %s', async ([prompt], { expect }) => {
    const app = generateApp(prompt);
    const errors: string[] = [];
    const html = await projectToHtml(app.files, ORIGIN + '/vendor.js');
    const page = await context.newPage();
    // everything is served from memory; any other request would be a leak to the network
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url === ORIGIN + '/') return route.fulfill({ contentType: 'text/html', body: html });
      if (url === ORIGIN + '/vendor.js') return route.fulfill({ contentType: 'text/javascript', body: vendor, headers: { 'cache-control': 'public, max-age=3600' } });
      errors.push('unexpected request ' + url);
      return route.abort();
    });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    try {
      await page.goto(ORIGIN + '/', { waitUntil: 'load' });
      const text = (await page.locator('body').innerText()).trim();
      expect(text.length).toBeGreaterThan(80);
      await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
      expect(await exercise(page, expect)).toBeGreaterThan(0);
      // the language switch changes the interface text
      const before = await page.locator('h2').first().innerText();
      const footer = await page.locator('footer').innerText();
      await page.getByRole('button', { name: /anglais|French/ }).click();
      expect(await page.locator('footer').innerText()).not.toBe(footer);
      expect(before.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
