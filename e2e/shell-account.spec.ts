import { expect, test } from '@playwright/test';
import { seriousAxeViolations, signedInFr } from './shell-helpers';

test.use({ locale: 'fr-FR' });

test('the sidebar collapses with Ctrl+B, remembers it in a cookie, and is a drawer on mobile', async ({ page, context }) => {
  await signedInFr(page, { tag: 'sidebar' });
  await page.goto('/dashboard');
  const sidebar = page.getByTestId('app-sidebar');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  expect((await sidebar.boundingBox())!.width).toBeCloseTo(256, 0);
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeCloseTo(48, 0);
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
  await page.reload();
  await expect(page.getByTestId('app-sidebar')).toHaveAttribute('data-state', 'collapsed');
  await page.getByTestId('sidebar-trigger').click();
  await expect(page.getByTestId('app-sidebar')).toHaveAttribute('data-state', 'expanded');

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByTestId('app-sidebar')).toHaveCount(0);
  await page.getByTestId('sidebar-trigger').click();
  const drawer = page.getByRole('dialog', { name: 'Barre latérale' });
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())!.width).toBeCloseTo(288, 0);
  await drawer.getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(drawer).toBeHidden();
});

test('credits: a demo purchase adds credits and shows in the history', async ({ page }) => {
  await signedInFr(page, { tag: 'credits' });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await page.getByRole('menuitem', { name: 'Acheter des crédits' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByText('Mode démonstration')).toBeVisible();
  await expect(page.getByTestId('credits-balance')).toHaveText('100');
  await page.getByRole('button', { name: 'Acheter (démo) — pack Starter, 100 crédits' }).click();
  await expect(page.getByText('100 crédits ajoutés')).toBeVisible();
  await expect(page.getByTestId('credits-balance')).toHaveText('200');
  await expect(page.getByRole('table')).toContainText('Achat de crédits');
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await expect(page.getByTestId('credits-badge')).toHaveText('200 crédits');
});

test('profile: the name is saved and shown in the user menu', async ({ page }) => {
  await signedInFr(page, { tag: 'profile' });
  await page.goto('/profile');
  await expect(page.getByLabel('Formule')).toHaveValue('Gratuit');
  await page.getByLabel('Nom complet').fill('Aya Traoré');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Profil mis à jour')).toBeVisible();
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await expect(page.getByRole('menu')).toContainText('Aya Traoré');
});

test('a template starts a new project', async ({ page }) => {
  await signedInFr(page, { tag: 'template' });
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Barre latérale' }).getByRole('link', { name: 'Défense' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modèles défense' })).toBeVisible();
  await page.getByRole('button', { name: 'Utiliser ce modèle : Tableau de bord opérationnel' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Titre')).toHaveValue('Tableau de bord opérationnel');
});

test('settings: theme and language apply at once', async ({ page }) => {
  await signedInFr(page, { tag: 'settings' });
  await page.goto('/settings');
  await page.getByRole('radio', { name: 'Clair' }).click();
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('switch', { name: 'Minimap' }).click();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ov_editor_settings') ?? '{}').minimap)).toBe(false);
});

test.describe('accessibility', () => {
  // axe-core is injected as an inline script, which the server's CSP rightly forbids.
  test.use({ bypassCSP: true });
  test('no serious axe-core violations on /auth, /dashboard, /projects and /profile, in both themes', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await signedInFr(page, { tag: 'axe', accountType: 'investor' });
  for (const theme of ['dark', 'light']) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    for (const path of ['/dashboard', '/projects', '/profile']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Chargement...')).toHaveCount(0);
      expect(await seriousAxeViolations(page), `${theme} ${path}`).toEqual([]);
    }
  }
});
});
