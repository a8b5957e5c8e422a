import { expect, test } from '@playwright/test';
import { enableEditorTestHook, waitForEditor } from './editor-helpers';

test.use({ locale: 'fr-FR' });
test.describe.configure({ timeout: 120_000 });

test('/code-editor: the defense dashboard demo runs after Run; views are remembered; F12 shows the clearance message', async ({ page }) => {
  await enableEditorTestHook(page);
  await page.goto('/code-editor');
  await waitForEditor(page);
  await expect(page.getByText('Cliquez sur Exécuter pour lancer l’aperçu.')).toBeVisible();
  await expect(page.getByText('Actif', { exact: true })).toHaveCount(0);
  // No server save without a session.
  await expect(page.getByRole('button', { name: 'Sauvegarder le projet' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Exécuter' }).click();
  await expect(page.getByText('Actif', { exact: true })).toBeVisible();
  const frame = page.getByTestId('code-editor').frameLocator('iframe[sandbox]');
  await expect(frame.getByRole('heading', { name: 'Centre de commandement Sentinel' })).toBeVisible({ timeout: 30_000 });
  await frame.getByRole('button', { name: 'Système actif' }).click();
  await expect(frame.getByRole('button', { name: 'Système en veille' })).toBeVisible();
  await frame.getByRole('heading', { name: 'Centre de commandement Sentinel' }).click();
  await page.keyboard.press('F12');
  await expect(frame.getByText('Accès développeur restreint - Clearance requise')).toBeVisible();

  await page.getByRole('button', { name: 'Aperçu', exact: true }).click();
  await expect(page.getByTestId('monaco-editor')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('ov_view'))).toBe('preview');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Aperçu', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Code', exact: true }).click();
  await waitForEditor(page);
  await expect(page.getByLabel('Langage : html')).toBeVisible();
});

test('/code-editor: its cookie banner asks once, stores ov_consent for 180 days (SameSite Lax) and moves no control', async ({ page, context }) => {
  await enableEditorTestHook(page);
  await page.goto('/code-editor');
  await waitForEditor(page);
  const banner = page.getByRole('region', { name: 'Cookies de l’éditeur' });
  await expect(banner).toBeVisible();
  const toolbar = page.getByRole('toolbar', { name: 'Barre d’outils de l’éditeur' });
  const run = page.getByRole('button', { name: 'Exécuter' });
  const before = (await run.boundingBox())!;
  // Below the panels, not over any control.
  expect((await banner.boundingBox())!.y).toBeGreaterThan((await page.getByRole('list', { name: 'Fichiers ouverts' }).boundingBox())!.y);
  expect((await banner.boundingBox())!.y).toBeGreaterThan((await toolbar.boundingBox())!.y + (await toolbar.boundingBox())!.height);
  // Keyboard: the banner's buttons are reachable and answer with Enter.
  await banner.getByRole('button', { name: 'Accepter' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  await expect(toolbar.getByRole('button', { name: 'Code', exact: true })).toBeFocused();
  expect(await run.boundingBox()).toEqual(before);

  const cookie = (await context.cookies()).find((c) => c.name === 'ov_consent');
  expect(cookie).toMatchObject({ value: 'yes', path: '/', sameSite: 'Lax' });
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(179.9);
  expect(days).toBeLessThanOrEqual(180);
  await page.reload();
  await waitForEditor(page);
  await expect(page.getByRole('button', { name: 'Accepter' })).toHaveCount(0);

  // One consent for the site (decision 034): the landing's store holds the same answer, so the landing will not ask.
  expect(await page.evaluate(() => localStorage.getItem('ov_cookie_consent'))).toBe('accepted');

  // Refuser in English stores no (after forgetting the answer in both stores).
  await context.clearCookies();
  await page.evaluate(() => localStorage.removeItem('ov_cookie_consent'));
  await page.getByRole('button', { name: 'English' }).first().click();
  await page.reload();
  await waitForEditor(page);
  await page.getByRole('region', { name: 'Editor cookies' }).getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('region', { name: 'Editor cookies' })).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'ov_consent')?.value).toBe('no');
});
