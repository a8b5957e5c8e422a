import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, seriousAxeViolations, signInFr, storePreferences } from './shell-helpers';

const explorer = (page: Page) => page.getByTestId('file-explorer');
const tabs = (page: Page) => page.getByTestId('file-tabs');
const importFile = (page: Page, name: string, text: string) =>
  page.getByTestId('builder-import-input').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });

/** Monaco drops typed characters in headless Chromium: set the text through the editor (test hook). */
async function setEditorText(page: Page, text: string) {
  await page.waitForFunction(() => ((window as unknown as { __ovEditors?: unknown[] }).__ovEditors ?? []).length > 0);
  await page.evaluate((value) => {
    const eds = (window as unknown as { __ovEditors: { setValue: (v: string) => void }[] }).__ovEditors;
    eds[eds.length - 1]!.setValue(value);
  }, text);
}

test.describe('Sentinel Builder in French', () => {
  test.use({ locale: 'fr-FR' });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __OV_E2E__: boolean }).__OV_E2E__ = true;
    });
  });

  test('title, canonical link, top bar and the default project', async ({ page }) => {
    await page.goto('/builder');
    await expect(page).toHaveTitle('Sentinel Builder · OV Sentinel');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /espace de travail IA/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/builder$/);
    for (const name of ['Sauvegarder', 'Aperçu', 'Importer', 'Exporter', 'Afficher l’aperçu']) await expect(page.getByRole('toolbar').getByRole('button', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('toolbar').getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/store');
    await expect(explorer(page).getByPlaceholder('Rechercher...')).toBeVisible();
    for (const tab of ['IA Chat', 'Guide', 'Aperçu', 'Terminal']) await expect(page.getByRole('tab', { name: tab, exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Guide' }).click();
    await expect(page.getByTestId('builder-guide')).toContainText('Comment utiliser Sentinel Builder');
    await page.getByRole('tab', { name: 'Terminal' }).click();
    await expect(page.getByTestId('builder-terminal')).toContainText('$ npm run dev');
  });

  test('file operations: create, search, rename, edit, close, delete, persisted across reloads', async ({ page }) => {
    await page.goto('/builder');
    await expect(tabs(page).getByTestId('file-tab')).toHaveCount(3);
    // An empty name creates nothing.
    await page.getByRole('button', { name: 'Nouveau fichier' }).click();
    await page.getByRole('button', { name: 'Créer' }).click();
    await expect(explorer(page).getByRole('listitem')).toHaveCount(3);
    // Invalid and duplicate names are refused.
    await page.getByRole('button', { name: 'Nouveau fichier' }).click();
    await page.getByLabel('Nom du nouveau fichier').fill('../evil.js');
    await page.getByRole('button', { name: 'Créer' }).click();
    await expect(explorer(page).getByRole('alert')).toHaveText('Nom de fichier invalide');
    await page.getByLabel('Nom du nouveau fichier').fill('style.css');
    await page.getByRole('button', { name: 'Créer' }).click();
    await expect(explorer(page).getByRole('alert')).toHaveText('Ce fichier existe déjà');
    await page.getByLabel('Nom du nouveau fichier').fill('src/radar.ts');
    await page.getByRole('button', { name: 'Créer' }).click();
    await expect(page.getByText('Fichier créé')).toBeVisible();
    await expect(tabs(page).getByTestId('file-tab').filter({ hasText: 'radar.ts' })).toHaveAttribute('aria-current', 'true');
    // Search filters the list.
    await explorer(page).getByPlaceholder('Rechercher...').fill('radar');
    await expect(explorer(page).getByRole('listitem')).toHaveCount(1);
    await explorer(page).getByPlaceholder('Rechercher...').fill('');
    // Edit through the editor.
    await setEditorText(page, 'export const portee = 42;\n');
    // Rename updates the tab and keeps it active.
    await page.getByRole('button', { name: 'Renommer src/radar.ts' }).click();
    await page.getByLabel('Nouveau nom pour src/radar.ts').fill('src/sonar.ts');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Fichier renommé')).toBeVisible();
    await expect(tabs(page).getByTestId('file-tab').filter({ hasText: 'sonar.ts' })).toHaveAttribute('aria-current', 'true');
    await expect(tabs(page).getByTestId('file-tab').filter({ hasText: 'radar.ts' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(page.getByText('Projet sauvegardé')).toBeVisible();
    await page.reload();
    await expect(explorer(page).getByRole('button', { name: 'src/sonar.ts', exact: true })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ov_builder_project') ?? '{}'));
    expect(stored.files.find((f: { path: string }) => f.path === 'src/sonar.ts').content).toBe('export const portee = 42;\n');
    // Close: only while more than one tab is open.
    await expect(tabs(page).getByTestId('file-tab')).toHaveCount(4);
    for (const name of ['index.html', 'style.css', 'script.js']) await page.getByRole('button', { name: `Fermer ${name}` }).click();
    await expect(tabs(page).getByTestId('file-tab')).toHaveCount(1);
    await expect(tabs(page).getByRole('button', { name: /^Fermer/ })).toHaveCount(0);
    // Delete.
    await page.getByRole('button', { name: 'Supprimer src/sonar.ts' }).click();
    await expect(page.getByText('Fichier supprimé')).toBeVisible();
    await expect(explorer(page).getByRole('button', { name: 'src/sonar.ts', exact: true })).toHaveCount(0);
  });

  test('import: a valid file opens at most five files; a malformed one is refused', async ({ page }) => {
    await page.goto('/builder');
    const files = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`src/m${i}.js`, `export const v = ${i};\n`]));
    await importFile(page, 'projet.json', JSON.stringify({ name: 'importé', files }));
    await expect(page.getByText('Projet importé')).toBeVisible();
    await expect(explorer(page).getByRole('listitem')).toHaveCount(7);
    await expect(tabs(page).getByTestId('file-tab')).toHaveCount(5);
    for (const [name, text] of [
      ['bad.json', '{"files": ['],
      ['bad2.json', JSON.stringify({ files: { '../../etc/passwd': 'x' } })],
      ['bad3.json', JSON.stringify({ nofiles: {} })],
      ['projet.txt', JSON.stringify({ files: { 'a.js': '1' } })],
    ]) {
      await importFile(page, name!, text!);
      await expect(page.getByText('Erreur d’importation').last()).toBeVisible();
      await expect(page.getByText('Format de fichier invalide').last()).toBeVisible();
    }
    await expect(explorer(page).getByRole('listitem')).toHaveCount(7);
  });

  test('export → import round trip', async ({ page }) => {
    await page.goto('/builder');
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^sentinel-project-\d{4}-\d{2}-\d{2}\.json$/);
    const text = readFileSync((await download.path())!, 'utf8');
    const data = JSON.parse(text);
    expect(text.split('\n')[1]).toMatch(/^ {2}"name"/);
    expect(Object.keys(data.files).sort()).toEqual(['index.html', 'script.js', 'style.css']);
    expect(data.metadata).toMatchObject({ generator: 'OV Sentinel Builder', version: '1.0.0' });
    expect(Number.isNaN(Date.parse(data.metadata.created))).toBe(false);
    // Change the project, then import the export: the files come back.
    await page.getByRole('button', { name: 'Supprimer style.css' }).click();
    await expect(explorer(page).getByRole('listitem')).toHaveCount(2);
    await importFile(page, download.suggestedFilename(), text);
    await expect(explorer(page).getByRole('listitem')).toHaveCount(3);
    await expect
      .poll(async () => {
        const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ov_builder_project') ?? '{"files":[]}'));
        return Object.fromEntries(stored.files.map((f: { path: string; content: string }) => [f.path, f.content]));
      })
      .toEqual(data.files);
  });

  test('preview tab, preview toggle and the full-screen preview run the project', async ({ page }) => {
    await page.goto('/builder');
    await page.getByRole('button', { name: 'Afficher l’aperçu' }).click();
    await expect(page.getByRole('tab', { name: 'Aperçu' })).toHaveAttribute('aria-selected', 'true');
    const frame = page.getByTestId('builder-preview').frameLocator('iframe');
    await frame.getByRole('button', { name: 'Tester' }).click();
    await expect(frame.getByText('Sentinel opérationnel')).toBeVisible();
    await page.getByRole('toolbar').getByRole('button', { name: 'Aperçu', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Aperçu plein écran' });
    await expect(dialog.frameLocator('iframe').getByRole('heading', { name: 'Sentinel Builder' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer l’aperçu' }).click();
    await expect(dialog).toBeHidden();
  });

  test('IA Chat signed out asks to sign in and calls nothing', async ({ page }) => {
    let called = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/functions/')) called = true;
    });
    await page.goto('/builder');
    await page.getByLabel('Votre demande à Sentinel Builder').fill('Ajoute un tableau des alertes');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByTestId('builder-chat')).toContainText('Connexion requise - Veuillez vous connecter pour utiliser l’assistant IA');
    expect(called).toBe(false);
  });

  test('IA Chat signed in applies the generated files', async ({ page }) => {
    const email = await createAccount(page, { tag: 'builder-ai' });
    await signInFr(page, email);
    await page.goto('/builder');
    const requestPromise = page.waitForRequest((r) => r.url().endsWith('/api/functions/sentinel-ai-agent'));
    await page.getByLabel('Votre demande à Sentinel Builder').fill('Un tableau de bord des alertes de sécurité avec filtres');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const body = (await requestPromise).postDataJSON();
    expect(body).toMatchObject({ projectType: 'code-editor', complexity: 'advanced' });
    // the user's request as typed: no instruction text ever reaches the generated code (issue 13, decision 113)
    expect(body.prompt).toBe('Un tableau de bord des alertes de sécurité avec filtres');
    await expect(page.getByText('Projet généré')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('builder-chat').getByRole('link', { name: 'Ouvrir dans l’éditeur' })).toHaveAttribute('href', /\/editor\?project=[0-9a-f-]{36}$/);
    await expect(page.getByTestId('builder-chat')).toContainText(/fichiers? appliqués? :/);
    expect(await explorer(page).getByRole('listitem').count()).toBeGreaterThan(3);
    const open = await tabs(page).getByTestId('file-tab').count();
    expect(open).toBeGreaterThan(0);
    expect(open).toBeLessThanOrEqual(5);
  });

  test('IA Chat falls back to the autonomous project when the AI fails', async ({ page }) => {
    const email = await createAccount(page, { tag: 'builder-fallback' });
    await signInFr(page, email);
    await page.route('**/api/functions/sentinel-ai-agent', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'ai_unavailable', message: 'down' } }) }),
    );
    await page.goto('/builder');
    await page.getByRole('button', { name: 'Supprimer style.css' }).click();
    await page.getByLabel('Votre demande à Sentinel Builder').fill('Radar côtier');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByTestId('builder-chat')).toContainText('✅ Projet autonome de base généré et appliqué (mode secours).');
    await expect(page.getByText('Mode autonome activé')).toBeVisible();
    await expect(explorer(page).getByRole('button', { name: 'style.css', exact: true })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ov_builder_project') ?? ''))
      .toContain('<title>Radar côtier</title>');
  });
});

test.describe('Sentinel Builder accessibility', () => {
  // bypassCSP lets the axe-core audit script run inside the page.
  test.use({ bypassCSP: true });
  for (const [lang, theme, width] of [
    ['fr', 'dark', 1280],
    ['en', 'light', 1280],
    ['en', 'dark', 390],
  ] as const) {
    test(`no serious axe violation (${lang}, ${theme}, ${width}px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await storePreferences(page, { language: lang, theme });
      await page.goto('/builder');
      await expect(page.getByTestId('builder-workspace')).toBeVisible();
      await expect(page.locator('.monaco-editor').first()).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Guide' }).click();
      await page.getByRole('button', { name: lang === 'fr' ? 'Nouveau fichier' : 'New file' }).click();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
