import { expect, test } from '@playwright/test';
import { landingTakenOver } from './shell-helpers';

test.describe('in a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('the language switch changes texts, <html lang> and is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
    await expect(page).toHaveTitle(/Plateforme souveraine de défense/);
    await landingTakenOver(page);
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page).toHaveTitle(/Sovereign defense platform/);
    expect(await page.evaluate(() => localStorage.getItem('ov_language'))).toBe('en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build tomorrow’s defense and security software with AI');
    await page.getByRole('button', { name: 'Français' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Construisez les logiciels de défense et de sécurité de demain avec l’IA');
  });

  test('dark by default; the light theme is stored under "theme" and applied before any app code runs', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await landingTakenOver(page);
    await page.getByRole('button', { name: 'Passer au thème clair' }).click();
    await expect(page.locator('html')).toHaveClass(/light/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    // Block the app bundle: the theme must already be right from the boot script alone (no flash).
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/light/);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('an unknown path shows the 404 page with a link home', async ({ page }) => {
    await page.goto('/cette-page-n-existe-pas');
    await expect(page.getByTestId('not-found-code')).toHaveText('404');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('info pages: placeholders with their title, About with contact details, status opens in a new tab', async ({ page }) => {
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Carrières' })).toBeVisible();
    await expect(page.getByText('Cette page est en cours de mise en place.')).toBeVisible();
    await expect(page).toHaveTitle(/Carrières/);
    await expect(page.getByRole('link', { name: /Statut/ })).toHaveAttribute('target', '_blank');
    await page.goto('/about');
    await expect(page.getByText('SOC 2 Type II')).toBeVisible();
    await expect(page.getByText('ISO 27001')).toBeVisible();
    await expect(page.getByText('RGPD Compliant')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'support@ov-sentinel.example' })).toBeVisible();
  });

  test('contact form: validation, then stored by the server with a confirmation', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText('Ce champ est requis').first()).toBeVisible();
    await page.getByLabel('Prénom').fill('Awa');
    await page.getByLabel('Nom', { exact: true }).fill('Koné');
    await page.getByLabel('Email').fill('pas-un-email');
    await page.getByLabel('Sujet').fill('Démonstration');
    await page.getByLabel('Message', { exact: true }).fill('Bonjour, je souhaite une démonstration.');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText('Cette valeur n’est pas valide')).toBeVisible();
    await page.getByLabel('Email').fill('awa@example.test');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByTestId('contact-sent')).toContainText('Message envoyé');
  });

  test('support: the status panel reads /api/health live', async ({ page }) => {
    const health = page.waitForResponse((r) => r.url().endsWith('/api/health'));
    await page.goto('/support');
    expect((await health).status()).toBe(200);
    await expect(page.getByTestId('status-api')).toHaveText('Opérationnel');
    await expect(page.getByTestId('status-sentinelAi')).toHaveText('Opérationnel');
  });
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });
  test('the language follows the browser when nothing is stored', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('auth back button', () => {
  test.use({ locale: 'fr-FR' });
  test('goes back in history after a same-origin page, else to / replacing history', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'Connexion' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    // A client-side link keeps the referrer of the first load; use a real navigation for a same-origin referrer.
    await page.goto('/careers');
    await page.evaluate(() => {
      window.location.href = '/auth';
    });
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/careers$/);

    const fresh = await page.context().newPage();
    await fresh.goto('/auth');
    await fresh.getByRole('button', { name: 'Retour' }).click();
    await expect(fresh).toHaveURL(/\/$/);
    await fresh.goBack();
    await expect(fresh).not.toHaveURL(/\/auth$/);
    await fresh.close();
  });
});

test.describe('keyboard', () => {
  test.use({ locale: 'fr-FR' });
  test('the skip link reaches the main content and the language switch works from the keyboard', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await page.getByRole('button', { name: /English/ }).first().focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
