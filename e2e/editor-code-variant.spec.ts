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
