import { expect, test } from '@playwright/test';
import { activeModelPath, enableEditorTestHook, fileTab, getCode, previewFrame, setCode, waitForEditor } from './editor-helpers';
import { createAccount, signInFr } from './shell-helpers';

test.use({ locale: 'fr-FR' });
test.describe.configure({ timeout: 150_000 });

// Issue 6, "done when": generate from the hero, land in the editor with the app running, edit, see an error
// with its line, save, and find the versions again after a reload.
test('hero → editor: the generated app runs, errors show with their lines, saves survive a reload', async ({ page }) => {
  await enableEditorTestHook(page);
  const email = await createAccount(page, { tag: 'ed-hero' });
  await signInFr(page, email);
  await page.goto('/');
  await page.getByLabel('Décrivez votre projet').fill('Tableau de bord des incidents de cybersécurité avec alertes');
  await page.getByRole('button', { name: 'Générer l’application' }).click();
  await expect(page).toHaveURL(/\/editor$/, { timeout: 30_000 });
  // The toast shows for 4 s from the editor's arrival: check it before waiting for Monaco (slow under load).
  await expect(page.getByText('Application chargée')).toBeVisible();
  await waitForEditor(page);
  await expect(page.locator('[data-preview-status="ready"]')).toBeVisible({ timeout: 40_000 });
  await expect(previewFrame(page).locator('body')).not.toBeEmpty({ timeout: 20_000 });
  // Every generated file is new until the first save.
  await page.getByRole('tab', { name: 'Gestion de versions' }).click();
  await expect(page.getByText(/\d+ modifications depuis la dernière sauvegarde/)).toBeVisible();

  await fileTab(page, 'App.tsx').click();
  await expect.poll(() => activeModelPath(page)).toBe('/src/App.tsx');
  const original = await getCode(page);
  await setCode(page, `${original}\nconst broken: number = 'texte';\n`);
  const line = original.split('\n').length + 1;
  await page.getByRole('tab', { name: 'Débogage' }).click();
  await expect(page.getByText(new RegExp(`ligne ${line}, colonne 7`))).toBeVisible({ timeout: 30_000 });
  await setCode(page, original);
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByText('Projet sauvegardé')).toBeVisible();

  await page.reload();
  await waitForEditor(page);
  await expect.poll(() => activeModelPath(page)).toBe('/src/App.tsx');
  expect(await getCode(page)).toBe(original);
  await page.getByRole('tab', { name: 'Gestion de versions' }).click();
  await expect(page.getByText('Version 1 · actuelle')).toBeVisible();
  await expect(page.getByText('Aucune modification depuis la dernière sauvegarde.')).toBeVisible();
});
