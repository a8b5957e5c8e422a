import { expect, test } from '@playwright/test';
import { activeModelPath, enableEditorTestHook, fileTab, getCode, previewFrame, setCode, waitForEditor } from './editor-helpers';
import { createAccount, signInFr } from './shell-helpers';

test.use({ locale: 'fr-FR' });
test.describe.configure({ timeout: 150_000 });

// Issue 6, "done when": generate from the hero, land in the editor with the app running, edit, see an error
// with its line, save, and find the versions again after a reload. The generated app is a saved project from
// its delivery (issue 12), so the user's save is version 2.
test('hero → editor: the generated app runs, errors show with their lines, saves survive a reload', async ({ page }) => {
  await enableEditorTestHook(page);
  const email = await createAccount(page, { tag: 'ed-hero' });
  await signInFr(page, email);
  await page.goto('/');
  await page.getByLabel('Décrivez votre projet').fill('Tableau de bord des incidents de cybersécurité avec alertes');
  await page.getByRole('button', { name: 'Générer l’application' }).click();
  // The editor builds the app with its steps (decision 112); once delivered it is a saved project (decision 110).
  await expect(page).toHaveURL(/\/editor/, { timeout: 30_000 });
  await expect(page.getByTestId('generation-progress').first()).toBeVisible();
  await expect(page).toHaveURL(/\/editor\?project=/, { timeout: 60_000 });
  await expect(page.getByText('Application chargée')).toBeVisible();
  await waitForEditor(page);
  await expect(page.locator('[data-preview-status="ready"]')).toBeVisible({ timeout: 40_000 });
  await expect(previewFrame(page).locator('body')).not.toBeEmpty({ timeout: 20_000 });
  // Delivered means saved: version 1 is the app as generated.
  await page.getByRole('tab', { name: 'Gestion de versions' }).click();
  await expect(page.getByText('Aucune modification depuis la dernière sauvegarde.')).toBeVisible();

  // A freshly generated app has no problem in the editor's type check either.
  await page.getByRole('tab', { name: 'Débogage' }).click();
  await expect(page.getByText('Aucun problème détecté.')).toBeVisible({ timeout: 30_000 });

  await fileTab(page, 'App.tsx').click();
  await expect.poll(() => activeModelPath(page)).toBe('/src/App.tsx');
  const original = await getCode(page);
  await setCode(page, `${original}\nconst broken: number = 'texte';\n`);
  const line = original.split('\n').length + 1;
  await page.getByRole('tab', { name: 'Débogage' }).click();
  await expect(page.getByText(new RegExp(`ligne ${line}, colonne 7`))).toBeVisible({ timeout: 30_000 });
  await setCode(page, `${original}\n// vérifié\n`);
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByText('Projet sauvegardé')).toBeVisible();

  await page.reload();
  await waitForEditor(page);
  await expect.poll(() => activeModelPath(page)).toBe('/src/App.tsx');
  expect(await getCode(page)).toBe(`${original}\n// vérifié\n`);
  await page.getByRole('tab', { name: 'Gestion de versions' }).click();
  await expect(page.getByText('Version 2 · actuelle')).toBeVisible();
  await expect(page.getByText('Version 1', { exact: true })).toBeVisible();
  await expect(page.getByText('Aucune modification depuis la dernière sauvegarde.')).toBeVisible();
});
