import { expect, type Page } from '@playwright/test';
import { createAccount, signInEn, signInFr, storePreferences } from './shell-helpers';

/** Lets the editor expose its Monaco instances (typing into Monaco drops characters; tests set text through the model). */
export async function enableEditorTestHook(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __OV_E2E__: boolean }).__OV_E2E__ = true;
  });
}

/** A new account signed in on /editor, its Monaco exposed; in English, the language is stored before every load. */
export async function signedInEditor(page: Page, tag: string, language: 'fr' | 'en' = 'fr') {
  await enableEditorTestHook(page);
  if (language === 'en') await storePreferences(page, { language });
  const email = await createAccount(page, { tag });
  await (language === 'en' ? signInEn : signInFr)(page, email);
  await page.goto('/editor');
  await waitForEditor(page);
  return email;
}

export async function waitForEditor(page: Page) {
  await expect(page.getByTestId('monaco-editor')).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(() => ((window as unknown as { __ovEditors?: unknown[] }).__ovEditors ?? []).length > 0, null, { timeout: 30_000 });
}

type EditorWindow = { __ovEditors: { getModel(): { getValue(): string; setValue(v: string): void; uri: { path: string } } }[] };

export async function setCode(page: Page, text: string) {
  await page.evaluate((t) => (window as unknown as EditorWindow).__ovEditors.at(-1)!.getModel().setValue(t), text);
}

/** The text of the mounted editor ('' while none is mounted, e.g. during a diff view). */
export async function getCode(page: Page) {
  return page.evaluate(() => (window as unknown as EditorWindow).__ovEditors.at(-1)?.getModel().getValue() ?? '');
}

export async function activeModelPath(page: Page) {
  return page.evaluate(() => (window as unknown as EditorWindow).__ovEditors.at(-1)?.getModel().uri.path ?? null);
}

export const previewFrame = (page: Page) => page.getByTestId('editor-page').frameLocator('iframe[sandbox]');

/** The open-file tab button of `name` (e.g. 'App.tsx'); `listName` is the list's name in the page's language. */
export const fileTab = (page: Page, name: string, listName = 'Fichiers ouverts') =>
  page.getByRole('list', { name: listName }).getByRole('button', { name: new RegExp(`^${name.replace(/\./g, '\\.')}( |$)`) });
