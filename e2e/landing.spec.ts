import { expect, test, type Page } from '@playwright/test';
import { chatFromLanding, createAccount, seriousAxeViolations, signInFr, storePreferences } from './shell-helpers';

const stat = (page: Page, key: string) => page.getByTestId(`stat-${key}`);

test.describe('landing in French', () => {
  test.use({ locale: 'fr-FR' });

  test('content and SEO tags', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Construisez les logiciels de défense et de sécurité de demain avec l’IA');
    await expect(page).toHaveTitle('Plateforme souveraine de défense · OV Sentinel');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /créez des applications de défense/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('title')).toHaveCount(1);
    const ld = JSON.parse((await page.locator('#ov-org-jsonld').textContent()) ?? '{}');
    expect(ld['@type']).toBe('Organization');
    expect(ld.address.addressLocality).toBe('Abidjan');
    await expect(page.getByText('Global Defense Platform')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/auth');
    for (const label of ['Commencer', 'Store', 'Marketplace']) await expect(page.getByRole('main').getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(page.getByTestId('hero-figures')).toContainText('247');
    await expect(page.getByTestId('hero-figures')).toContainText('156');
    await expect(page.getByTestId('hero-figures')).toContainText('99,9');
    await expect(page.locator('#ov-store')).toContainText('Acheteurs institutionnels');
    await expect(page.locator('#ov-store')).toContainText('Secret Défense');
    await expect(page.getByRole('heading', { name: 'Comment ça marche' })).toBeVisible();
    for (const b of ['Sécurisé niveau militaire', 'Certifié gouvernement', 'Store d’État']) await expect(page.getByText(b)).toBeVisible();
  });

  test('the announcement and cookie banners are remembered', async ({ page }) => {
    await page.goto('/');
    const announcement = page.getByRole('region', { name: 'Annonce' });
    await expect(announcement).toContainText('Lancement officiel prévu le 30 août.');
    await expect(announcement.getByRole('link', { name: 'Découvrir' })).toBeVisible();
    const cookies = page.getByRole('region', { name: 'Consentement aux cookies' });
    await expect(cookies.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '/privacy');
    await page.getByRole('button', { name: 'Masquer l’annonce' }).click();
    await expect(announcement).toBeHidden();
    await cookies.getByRole('button', { name: 'Accepter' }).click();
    await expect(cookies).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('ov_cookie_consent'))).toBe('accepted');
    // one consent for the site (decision 034): the editor's cookie holds the same answer
    expect((await page.context().cookies()).find((c) => c.name === 'ov_consent')?.value).toBe('yes');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Annonce' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Consentement aux cookies' })).toHaveCount(0);
    // Reject is remembered too.
    await page.evaluate(() => localStorage.removeItem('ov_cookie_consent'));
    await page.context().clearCookies();
    await page.reload();
    await page.getByRole('region', { name: 'Consentement aux cookies' }).getByRole('button', { name: 'Refuser' }).click();
    expect(await page.evaluate(() => localStorage.getItem('ov_cookie_consent'))).toBe('rejected');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Consentement aux cookies' })).toHaveCount(0);
  });

  test('counters start at 0 and reach their targets once scrolled into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/');
    await expect(stat(page, 'apps')).toHaveText('0+');
    // the app has hydrated the prerendered page (decision 230): its router's scroll restoration has run
    await expect(page.locator('#root[data-prerender]')).toHaveCount(0);
    await stat(page, 'apps').scrollIntoViewIfNeeded();
    await expect(stat(page, 'apps')).toHaveText('1 200+');
    await expect(stat(page, 'buildTime')).toHaveText('4 min');
    await expect(stat(page, 'blocked')).toHaveText('98 %');
    await expect(stat(page, 'coverage')).toHaveText('92 %');
  });

  test('"Créer App" signed out shows the sign-in message', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Décrivez votre projet').fill('Un tableau de bord de surveillance');
    await page.getByRole('button', { name: 'Générer l’application' }).click();
    await expect(page.getByTestId('hero-notice')).toContainText('Connexion requise pour générer une application');
    await expect(page).toHaveURL(/\/$/);
  });

  test('"Créer App" signed in generates an app and lands in the editor with it running', async ({ page }) => {
    test.setTimeout(120_000);
    const email = await createAccount(page, { tag: 'landing-gen' });
    await signInFr(page, email);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Tableau de bord' }).first()).toBeVisible();
    await page.getByLabel('Décrivez votre projet').fill('Un tableau de bord des alertes de sécurité avec filtres');
    const requestPromise = page.waitForRequest((r) => r.url().endsWith('/api/functions/sentinel-ai-agent'));
    await page.getByRole('button', { name: 'Générer l’application' }).click();
    // The editor builds it (decision 112): the request is the prompt as typed, streamed.
    const request = await requestPromise;
    expect(request.postDataJSON()).toEqual({ prompt: 'Un tableau de bord des alertes de sécurité avec filtres' });
    // Delivered: kept as a project, opened by id, and run in the preview.
    await expect(page).toHaveURL(/\/editor\?project=[0-9a-f-]{36}$/, { timeout: 60_000 });
    const frame = page.getByTestId('editor-page').frameLocator('iframe[sandbox]');
    await expect(frame.locator('h1, h2').first()).toBeVisible({ timeout: 60_000 });
    // Not the editor's default sample: the generated app replaced it.
    await expect(frame.getByRole('heading', { name: 'Gestionnaire de tâches' })).toHaveCount(0);
  });

  test('"Chat" opens the chat with the prompt', async ({ page }) => {
    const email = await createAccount(page, { tag: 'landing-chat' });
    await signInFr(page, email);
    await page.goto('/');
    // The chat page sends the prompt to the chosen assistant by itself, 1000 ms after opening.
    const sent = await chatFromLanding(page, 'Quelles normes pour un ministère ?');
    expect(sent.postDataJSON()).toMatchObject({ message: 'Quelles normes pour un ministère ?' });
  });
});

test.describe('landing in English', () => {
  test.use({ locale: 'en-US' });

  test('English texts and counters (light, mobile)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Sovereign defense platform · OV Sentinel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build tomorrow’s defense and security software with AI');
    await expect(page.getByRole('region', { name: 'Announcement' })).toContainText('Official launch scheduled for August 30th.');
    await expect(page.getByRole('button', { name: 'Create App' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject' }).click();
    await stat(page, 'coverage').scrollIntoViewIfNeeded();
    await expect(stat(page, 'apps')).toHaveText('1,200+');
    await expect(stat(page, 'coverage')).toHaveText('92%');
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  });
});

test.describe('landing accessibility', () => {
  // bypassCSP lets the axe-core audit script run inside the page.
  test.use({ bypassCSP: true });
  for (const [lang, theme, width] of [
    ['fr', 'dark', 1280],
    ['en', 'light', 390],
    ['fr', 'light', 390],
    ['en', 'dark', 1280],
  ] as const) {
    test(`no serious axe violation (${lang}, ${theme}, ${width}px), banners shown and the prompt in chat mode`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await storePreferences(page, { language: lang, theme });
      await page.goto('/');
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      await expect(page.getByTestId('announcement')).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Chat', exact: true }).click();
      await page.getByTestId('stats').scrollIntoViewIfNeeded();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
