import { expect, test, type Page } from '@playwright/test';

// The landing is prerendered into the HTML (decision 123): readable before any script, hydrated by the app without a
// shift or a second copy (decision 230), and showing only what the app would show this visitor.

const H1 = {
  fr: 'Construisez les logiciels de défense et de sécurité de demain avec l’IA',
  en: 'Build tomorrow’s defense and security software with AI',
};

/** Holds the app's modules back so the prerendered copy can be inspected alone. */
async function withoutApp(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

/** Whether any control of the prerendered copy can take focus (by script, so by click or Tab neither). */
function hiddenCopyTakesFocus(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#root[data-prerender] :is(a, button, textarea, input)')].some((el) => {
      el.focus();
      return document.activeElement === el;
    }),
  );
}

test.describe('prerendered landing', () => {
  test.describe('French browser', () => {
    test.use({ locale: 'fr-FR' });

    test('is readable with JavaScript switched off', async ({ browser }) => {
      const ctx = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
      const page = await ctx.newPage();
      const res = await page.goto('/');
      expect(res?.headers()['vary']).toContain('accept-language');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page).toHaveTitle('Plateforme souveraine de défense · OV Sentinel');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /créez des applications de défense/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', '/');
      await expect(page.locator('#root[data-prerender] h1')).toHaveText(H1.fr);
      await expect(page.locator('#root[data-prerender] #ov-store')).toContainText('Acheteurs institutionnels');
      await ctx.close();
    });

    test('the app hydrates the copy with no layout shift, one page in the DOM, a clean console, and works', async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      await page.addInitScript(() => {
        // the prerendered <h1> is marked before any module runs: hydration keeps that very node
        document.addEventListener('DOMContentLoaded', () => {
          const h1 = document.querySelector('#root h1') as (HTMLElement & { __prerendered?: boolean }) | null;
          if (h1) h1.__prerendered = true;
        });
        const w = window as unknown as { __shifts: number; __src: string[] };
        w.__shifts = 0;
        w.__src = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; startTime: number; sources: { node: Element | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
            if (e.hadRecentInput) continue;
            w.__shifts += e.value;
            for (const s of e.sources) w.__src.push(`${Math.round(e.startTime)}ms ${s.node instanceof Element ? s.node.outerHTML.slice(0, 100) : String(s.node?.textContent).slice(0, 60)} ${JSON.stringify([s.previousRect.x, s.previousRect.y, s.currentRect.x, s.currentRect.y])}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      await expect(page.locator('#root[data-prerender]')).toHaveCount(0);
      await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await page.evaluate(() => (document.querySelector('h1') as HTMLElement & { __prerendered?: boolean }).__prerendered)).toBe(true);
      await expect(page).toHaveTitle('Plateforme souveraine de défense · OV Sentinel');
      await expect(page.locator('title')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(H1.fr);
      await expect(page.getByTestId('announcement')).toHaveCount(1);
      await expect(page.getByTestId('cookie-banner')).toHaveCount(1);
      const shifts = await page.evaluate(() => {
        const w = window as unknown as { __shifts: number; __src: string[] };
        return { total: w.__shifts, sources: w.__src };
      });
      // the message names what moved, should it ever move
      expect(shifts.total, shifts.sources.join('\n')).toBe(0);
      // the app is in charge: its controls work
      await page.getByRole('button', { name: 'Masquer l’annonce' }).click();
      await expect(page.getByRole('region', { name: 'Annonce' })).toHaveCount(0);
      expect(problems).toEqual([]);
    });

    test('the copy is not inert (its prompt box takes focus) and hides what this visitor dismissed', async ({ page }) => {
      await withoutApp(page);
      await page.addInitScript(() => {
        localStorage.setItem('ov_announcement_dismissed', '1');
        localStorage.setItem('ov_cookie_consent', 'rejected');
      });
      await page.goto('/');
      // Decision 298: not inert, so what is typed before the app takes over is kept (landing-early-typing.spec.ts)
      await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
      await page.locator('#root[data-prerender] textarea').focus();
      await expect(page.locator('#root[data-prerender] textarea')).toBeFocused();
      await expect(page.locator('#root[data-prerender] h1')).toBeVisible();
      await expect(page.getByTestId('announcement')).toBeHidden();
      await expect(page.getByTestId('cookie-banner')).toBeHidden();
    });

    test('a signed-in visitor or one who chose English does not see the French copy', async ({ page }) => {
      await withoutApp(page);
      await page.addInitScript(() => localStorage.setItem('ov_session', '1'));
      await page.goto('/');
      await expect(page.locator('#root[data-prerender] h1')).toBeHidden();
      // hidden (visibility: hidden), the copy's controls take no focus either (decision 298)
      expect(await hiddenCopyTakesFocus(page)).toBe(false);
      await page.evaluate(() => {
        localStorage.removeItem('ov_session');
        localStorage.setItem('ov_language', 'en');
      });
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('#root[data-prerender] h1')).toBeHidden();
      expect(await hiddenCopyTakesFocus(page)).toBe(false);
    });
  });

  test.describe('English browser', () => {
    test.use({ locale: 'en-US' });

    test('gets the English copy, then the English app', async ({ browser }) => {
      const ctx = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
      const page = await ctx.newPage();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle('Sovereign defense platform · OV Sentinel');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', '/');
      await expect(page.locator('#root[data-prerender] h1')).toHaveText(H1.en);
      await ctx.close();
    });
  });
});
