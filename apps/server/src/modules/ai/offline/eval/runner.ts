import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { GeneratedFile } from '@ov/shared';
import { buildVendor, projectToHtml } from '../render-harness';
import { interfaceLanguage, readCsv, sampleInput, visible, tokens } from './score';

export type EvalPrompt = { id: string; lang: 'fr' | 'en'; category: string; kind: 'records' | 'dashboard' | 'tool' | 'vague'; prompt: string; expect: string[] };
export type Generated = { files: GeneratedFile[]; response?: string; proposals?: string[] | undefined; chargeable?: boolean | undefined };
export type Interaction = { name: string; ok: boolean; detail?: string };
export type EvalResult = {
  id: string;
  category: string;
  lang: 'fr' | 'en';
  expectedKind: EvalPrompt['kind'];
  vague: boolean;
  /** Vague prompts: answered with proposals, no files, nothing charged. */
  vagueOk?: boolean;
  rendered: boolean;
  errors: string[];
  found: string[];
  missing: string[];
  /** Expected terms found as a heading, tab, column, form label, button or chart title (not only as a value). */
  structural: string[];
  interactions: Interaction[];
  uiLang?: 'fr' | 'en';
  answerLang?: 'fr' | 'en';
  /** Serious or critical axe-core violations (WCAG 2.1 A/AA), on the first screen and with the form open. */
  a11y: string[];
  /** The columns of every table, to tell apps apart. */
  signature: string;
};

export const CHROMIUM = '/usr/bin/chromium';

export function loadPrompts(): EvalPrompt[] {
  return (JSON.parse(readFileSync(new URL('./prompts.json', import.meta.url), 'utf8')) as { prompts: EvalPrompt[] }).prompts;
}

const ORIGIN = 'http://eval.test';
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  // a string: the page's globals (axe, document) are not the server's types
  const result = (await page.evaluate(`axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })`)) as { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The text of headings, labels, buttons... without the values of the lists they hold. */
async function frameText(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluateAll((els) =>
    els
      .map((e) => {
        const c = e.cloneNode(true) as typeof e;
        for (const x of c.querySelectorAll('select, option, input, textarea')) x.remove();
        return c.textContent ?? '';
      })
      .join('\n'),
  );
}

async function rowCount(page: Page): Promise<number> {
  return page.locator('main tbody tr:not(:has(td.empty))').count();
}

/** Fills every field of the open record form with a value its validation accepts, step after step, then saves. */
async function fillForm(page: Page): Promise<string | undefined> {
  const form = page.locator('form.record-form');
  for (let step = 0; step < 10; step++) {
    for (const el of await form.locator('input, select, textarea').all()) {
      const tag = await el.evaluate((n) => n.tagName.toLowerCase());
      const type = (await el.getAttribute('type')) ?? 'text';
      if (tag === 'select') {
        const n = await el.locator('option').count();
        if (n > 1) await el.selectOption({ index: 1 });
      } else if (type === 'checkbox') await el.check();
      else if (tag === 'textarea') await el.fill('Eval note');
      else await el.fill(sampleInput({ type, placeholder: await el.getAttribute('placeholder'), tag }));
    }
    await form.locator('[data-ov=save]').click();
    if ((await form.count()) === 0) return undefined;
    const err = form.locator('.error');
    if ((await err.count()) > 0) return (await err.allInnerTexts()).join(' | ');
  }
  return 'form never closed';
}

async function exerciseRecords(page: Page, out: Interaction[], labelOfTab: string) {
  const before = await rowCount(page);
  const add = page.locator('main [data-ov=add]').first();
  if ((await add.count()) > 0) {
    await add.click();
    const error = await fillForm(page);
    const after = await rowCount(page);
    out.push({ name: `add ${labelOfTab}`, ok: !error && after === before + 1, detail: error ?? `${before} → ${after}` });
  }
  const search = page.locator('main [data-ov=search]').first();
  if ((await search.count()) > 0) {
    const n = await rowCount(page);
    await search.fill('zzqx-no-match');
    const none = await rowCount(page);
    await search.fill('');
    const back = await rowCount(page);
    out.push({ name: `search ${labelOfTab}`, ok: none === 0 && back === n, detail: `${n} → ${none} → ${back}` });
  }
  const filter = page.locator('main [data-ov=filter]').first();
  if ((await filter.count()) > 0) {
    const n = await rowCount(page);
    await filter.selectOption({ index: 1 });
    const m = await rowCount(page);
    await filter.selectOption({ index: 0 });
    out.push({ name: `filter ${labelOfTab}`, ok: m <= n && (await rowCount(page)) === n, detail: `${n} → ${m}` });
  }
  const exp = page.locator('main [data-ov=export]').first();
  if ((await exp.count()) > 0) {
    const [download] = await Promise.all([page.waitForEvent('download'), exp.click()]);
    const path = await download.path();
    const csv = readCsv(readFileSync(path, 'utf8'));
    const headers = (await page.locator('main thead th').allInnerTexts()).map((t) => t.trim()).filter(Boolean).filter((t) => t !== 'Actions');
    const rows = await rowCount(page);
    const ok = JSON.stringify(csv[0]) === JSON.stringify(headers) && csv.length - 1 === rows;
    out.push({ name: `export ${labelOfTab}`, ok, detail: `${JSON.stringify(csv[0])} vs ${JSON.stringify(headers)}, ${csv.length - 1} rows vs ${rows}` });
  }
}

async function exerciseTool(page: Page, out: Interaction[]) {
  const eq = page.getByRole('button', { name: '=', exact: true });
  if ((await eq.count()) > 0) {
    for (const k of ['7', '×', '5', '+', '1']) await page.getByRole('button', { name: k, exact: true }).click();
    await eq.click();
    const shown = (await page.locator('output').first().innerText()).trim();
    out.push({ name: 'calculate 7×5+1', ok: shown === '36', detail: shown });
    return;
  }
  const formula = page.locator('main [data-ov=formula]');
  if ((await formula.count()) > 0) {
    // a calculator for one formula: a new value changes the results live; a word instead of a number shows a message
    const results = () => formula.locator('[data-ov=result]').allInnerTexts();
    const first = formula.locator('input').first();
    const before = (await results()).join(' | ');
    await first.fill('500');
    const after = (await results()).join(' | ');
    await first.fill('abc');
    const message = (await formula.getByRole('alert').count()) > 0 && (await results()).length === 0 && !/NaN|Infinity/.test(await formula.innerText());
    await first.fill('500');
    out.push({ name: 'compute formula', ok: after !== '' && after !== before && !/NaN|Infinity/.test(after) && message, detail: `${before} → ${after}` });
    return;
  }
  const newItem = page.locator('[data-ov=new-item]');
  if ((await newItem.count()) > 0) {
    await newItem.fill('Eval 42');
    await page.locator('[data-ov=add]').click();
    out.push({ name: 'add item', ok: (await page.locator('main').innerText()).includes('Eval 42') });
    return;
  }
  const add = page.locator('main [data-ov=add]');
  if ((await add.count()) > 0) {
    for (const el of await page.locator('main input:not([type]), main input[type=text]').all()) await el.fill('Eval 42');
    const slot = page.locator('main .slot').first();
    if ((await slot.count()) > 0) await slot.click();
    await add.click();
    const text = await page.locator('main').innerText();
    out.push({ name: 'add', ok: text.split('Eval 42').length > 1 });
    return;
  }
  const start = page.locator('main [data-ov=start]').first();
  if ((await start.count()) > 0) {
    if ((await start.evaluate((n) => n.tagName)) === 'INPUT') {
      await start.fill('10');
      out.push({ name: 'convert', ok: /10/.test(await page.locator('main .big').innerText()) });
      return;
    }
    if (await start.isDisabled()) {
      // a quiz: pick an answer first
      await page.locator('main input[type=radio]').first().check();
    }
    const before = await page.locator('main').innerHTML();
    await start.click();
    if ((await page.locator('.clocks').count()) > 0) await page.locator('.clock').nth(1).click();
    out.push({ name: 'start', ok: (await page.locator('main').innerHTML()) !== before });
  }
}

/** Generates, bundles, renders and exercises every prompt's app in headless Chromium. */
export async function runEval(prompts: EvalPrompt[], generate: (prompt: string) => Generated, onResult?: (r: EvalResult) => void): Promise<EvalResult[]> {
  const generated = prompts.map((p) => generate(p.prompt));
  const vendor = await buildVendor(generated.filter((g) => g.files.length).map((g) => g.files));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] });
  const context: BrowserContext = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  const results: EvalResult[] = [];
  try {
    for (const [i, p] of prompts.entries()) {
      const g = generated[i]!;
      const base: EvalResult = { id: p.id, category: p.category, lang: p.lang, expectedKind: p.kind, vague: !!g.proposals?.length, rendered: false, errors: [], found: [], missing: [...p.expect], structural: [], interactions: [], a11y: [], signature: '' };
      if (g.response) base.answerLang = interfaceLanguage(g.response).lang;
      if (g.proposals?.length || !g.files.length) {
        base.vagueOk = !!g.proposals && g.proposals.length === 3 && g.files.length === 0 && g.chargeable === false;
        if (g.proposals?.length) base.answerLang = interfaceLanguage(g.proposals.join(' ')).lang;
        results.push(base);
        onResult?.(base);
        continue;
      }
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('dialog', (d) => void d.accept());
      try {
        const html = await projectToHtml(g.files, ORIGIN + '/vendor.js');
        await page.route('**/*', (route) => {
          const url = route.request().url();
          if (url === ORIGIN + '/') return route.fulfill({ contentType: 'text/html', body: html });
          if (url === ORIGIN + '/vendor.js') return route.fulfill({ contentType: 'text/javascript', body: vendor, headers: { 'cache-control': 'public, max-age=3600' } });
          if (url.startsWith('blob:')) return route.continue();
          errors.push('unexpected request ' + url);
          return route.abort();
        });
        await page.goto(ORIGIN + '/', { waitUntil: 'load' });
        await page.locator('h1').first().waitFor({ timeout: 10_000 });
        const login = page.locator('[data-ov=login]');
        if ((await login.count()) > 0) {
          await login.locator('input').first().fill('eval');
          await login.locator('input[type=password]').fill('eval');
          await login.locator('button[type=submit]').click();
        }
        base.a11y.push(...(await axeViolations(page)));
        let text = '';
        let frame = '';
        const FRAME = 'h1, h2, h3, [role=tab], th, label, button, legend, figcaption, .kpi span, .panel-head p';
        const signature: string[] = [];
        const tabs = await page.locator('[role=tab]').count();
        for (let t = 0; t < Math.max(1, tabs); t++) {
          let label = 'app';
          if (tabs > 0) {
            const tab = page.locator('[role=tab]').nth(t);
            label = (await tab.innerText()).trim();
            await tab.click();
          }
          text += '\n' + (await page.locator('body').innerText());
          text += '\n' + (await page.locator('input[placeholder]').evaluateAll((els) => els.map((e) => e.getAttribute('placeholder')).join('\n')));
          text += '\n' + (await page.locator('option').evaluateAll((els) => els.map((e) => e.textContent).join('\n')));
          frame += '\n' + (await frameText(page, FRAME));
          signature.push((await page.locator('main thead th').allInnerTexts()).join('|'));
          if (p.kind === 'tool' || (await page.locator('main table').count()) === 0) await exerciseTool(page, base.interactions);
          else await exerciseRecords(page, base.interactions, label);
        }
        // the form's labels count as visible text too: open it once per entity tab
        for (let t = 0; t < Math.max(1, tabs); t++) {
          if (tabs > 0) await page.locator('[role=tab]').nth(t).click();
          const add = page.locator('main [data-ov=add]').first();
          if ((await add.count()) > 0 && (await page.locator('main table').count()) > 0) {
            await add.click();
            text += '\n' + (await page.locator('form.record-form').innerText().catch(() => ''));
            frame += '\n' + (await frameText(page, 'form.record-form label'));
          }
        }
        const hay = tokens(text);
        base.found = p.expect.filter((e) => visible(e, hay));
        base.missing = p.expect.filter((e) => !visible(e, hay));
        for (const v of await axeViolations(page)) if (!base.a11y.includes(v)) base.a11y.push(v);
        const frameTokens = tokens(frame);
        base.structural = p.expect.filter((e) => visible(e, frameTokens));
        base.uiLang = interfaceLanguage(text).lang;
        base.signature = signature.join(' / ');
        base.rendered = errors.length === 0;
      } catch (e) {
        errors.push(e instanceof Error ? e.message.split('\n')[0]! : String(e));
      } finally {
        base.errors = errors;
        base.rendered = base.rendered && errors.length === 0;
        await page.close();
      }
      results.push(base);
      onResult?.(base);
    }
  } finally {
    await browser.close();
  }
  return results;
}

export type EvalSummary = {
  rows: { group: string; n: number; rendered: number; accessible: number; fields: number; structural: number; expected: number; interOk: number; inter: number; langOk: number; vagueOk: number; vague: number }[];
  duplicates: [string, string][];
};

/** Per category and overall: renders, share of expected nouns and fields visible, interactions, language. */
export function summarize(prompts: EvalPrompt[], results: EvalResult[]): EvalSummary {
  const groups = new Map<string, EvalResult[]>();
  for (const r of results) {
    for (const g of [r.category, 'all']) groups.set(g, [...(groups.get(g) ?? []), r]);
  }
  const rows = [...groups.entries()].map(([group, rs]) => {
    const apps = rs.filter((r) => r.expectedKind !== 'vague');
    const vagues = rs.filter((r) => r.expectedKind === 'vague');
    return {
      group,
      n: rs.length,
      rendered: apps.filter((r) => r.rendered).length,
      accessible: apps.filter((r) => r.rendered && r.a11y.length === 0).length,
      fields: apps.reduce((s, r) => s + r.found.length, 0),
      structural: apps.reduce((s, r) => s + r.structural.length, 0),
      expected: apps.reduce((s, r) => s + r.found.length + r.missing.length, 0),
      interOk: apps.reduce((s, r) => s + r.interactions.filter((i) => i.ok).length, 0),
      inter: apps.reduce((s, r) => s + r.interactions.length, 0),
      langOk: rs.filter((r) => (r.uiLang ?? r.answerLang) === r.lang && (!r.answerLang || r.answerLang === r.lang)).length,
      vagueOk: vagues.filter((r) => r.vagueOk).length,
      vague: vagues.length,
    };
  });
  rows.sort((a, b) => (a.group === 'all' ? 1 : b.group === 'all' ? -1 : a.group.localeCompare(b.group)));
  // record prompts with different expected fields must not give the same app (same columns)
  const byId = new Map(prompts.map((p) => [p.id, p]));
  const duplicates: [string, string][] = [];
  const recs = results.filter((r) => (r.expectedKind === 'records' || r.expectedKind === 'dashboard') && r.signature);
  for (let i = 0; i < recs.length; i++) {
    for (let j = i + 1; j < recs.length; j++) {
      const a = recs[i]!;
      const b = recs[j]!;
      if (a.signature === b.signature && JSON.stringify(byId.get(a.id)!.expect) !== JSON.stringify(byId.get(b.id)!.expect)) duplicates.push([a.id, b.id]);
    }
  }
  return { rows, duplicates };
}

const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);

export function renderTable(s: EvalSummary): string {
  const lines = [
    '| Group | Prompts | Compile + render | Nouns and fields visible | … as headings, columns or labels | Interactions working | Right language | No serious axe violation | Vague → 3 proposals, free |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...s.rows.map((r) => `| ${r.group} | ${r.n} | ${pct(r.rendered, r.n - r.vague)} | ${pct(r.fields, r.expected)} (${r.fields}/${r.expected}) | ${pct(r.structural, r.expected)} | ${pct(r.interOk, r.inter)} (${r.interOk}/${r.inter}) | ${pct(r.langOk, r.n)} | ${pct(r.accessible, r.n - r.vague)} | ${r.vague ? `${r.vagueOk}/${r.vague}` : '—'} |`),
  ];
  return lines.join('\n');
}
