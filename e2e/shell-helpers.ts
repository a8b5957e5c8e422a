import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Correct-Horse-42';
export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** Creates an account through the API (the browser context keeps no session). */
export async function createAccount(page: Page, opts: { tag: string; fullName?: string; accountType?: 'developer' | 'investor' }) {
  const email = uniqueEmail(opts.tag);
  const r = await page.request.post('/api/auth/sign-up', {
    data: { email, password: PASSWORD, full_name: opts.fullName ?? 'Awa Koné', ...(opts.accountType ? { account_type: opts.accountType } : {}) },
  });
  expect(r.status()).toBe(201);
  return email;
}

/** Signs in through the French auth page. */
export async function signInFr(page: Page, email: string) {
  if (!page.url().includes('/auth')) await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** Creates an account through the API and signs it in through the French auth page; answers its email. */
export async function signedInFr(page: Page, opts: Parameters<typeof createAccount>[1]) {
  const email = await createAccount(page, opts);
  await signInFr(page, email);
  return email;
}

const require = createRequire(import.meta.url);

/** Serious or critical axe-core violations on the current page (WCAG 2.1 A/AA rules). */
export async function seriousAxeViolations(page: Page) {
  // Toasts fade and stack with CSS transitions: axe's contrast check blends a half-faded text with its background,
  // so wait until no transition runs inside the toaster (on a loaded machine a fade can be caught midway).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      return a.playState !== 'running' || !(target instanceof Element) || !target.closest('[data-sonner-toaster]');
    }),
  );
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Toasts fade in: axe must see them fully shown, not half-transparent (its contrast check blends the opacity). */
export async function toastsSettled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every((el) => el.getAttribute('data-mounted') === 'true' && getComputedStyle(el).opacity === '1'),
  );
}

/** Full-page screenshots at 390 and 1440 px as `<dir>/<name>-<width>.png` when a folder is given; the viewport is then 1280 × 800. */
export async function screenshotWidths(page: Page, dir: string | undefined, name: string) {
  if (!dir) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Signs in through the English auth page. */
export async function signInEn(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** Stores the language and/or theme the app reads at start-up, before every page load (frames without storage skip it). */
export async function storePreferences(page: Page, prefs: { language?: 'fr' | 'en'; theme?: 'light' | 'dark' }) {
  await page.addInitScript(({ language, theme }) => {
    try {
      if (language) localStorage.setItem('ov_language', language);
      if (theme) localStorage.setItem('theme', theme);
    } catch {
      // the sandboxed preview frame has no storage
    }
  }, prefs);
}

/**
 * On the French landing: the Chat mode, GovAdvisor, the prompt, then 'Envoyer au chat' opens /chat. Answers the
 * request the chat page then sends to the assistant by itself.
 */
export async function chatFromLanding(page: Page, prompt: string) {
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  await page.getByRole('button', { name: 'GovAdvisor' }).click();
  await page.getByLabel('Décrivez votre projet').fill(prompt);
  const request = page.waitForRequest((r) => r.url().endsWith('/api/functions/gov-advisor'), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Envoyer au chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  return request;
}

/**
 * Waits until the app has taken over the prerendered landing (decision 298: the copy is no longer inert, so a click on
 * one of its buttons before that, such as the theme or language switch, lands on a button without its behaviour).
 */
export async function landingTakenOver(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerender');
}
