import { expect, test } from '@playwright/test';
import { activeModelPath, fileTab, getCode, previewFrame, setCode, signedInEditor, waitForEditor } from './editor-helpers';

test.use({ locale: 'fr-FR' });
// Monaco, esbuild-wasm and the preview run together on a shared 2-core machine: give journeys room.
test.describe.configure({ timeout: 150_000 });

const APP = (title: string) => `export default function App() {\n  return <h1>${title}</h1>;\n}\n`;

test.describe('editor', () => {
  test('edit a file and see the preview change; create, rename and delete files', async ({ page }) => {
    page.on('dialog', (d) => void d.accept());
    await signedInEditor(page, 'ed-files');
    await expect(previewFrame(page).getByRole('heading', { name: 'Gestionnaire de tâches' })).toBeVisible({ timeout: 30_000 });
    expect(await activeModelPath(page)).toBe('/src/App.tsx');

    await setCode(page, APP('Radar opérationnel'));
    await expect(previewFrame(page).getByRole('heading', { name: 'Radar opérationnel' })).toBeVisible({ timeout: 20_000 });
    // The edit shows as a change since the last save.
    await page.getByRole('tab', { name: 'Gestion de versions' }).click();
    await expect(page.getByText('1 modification depuis la dernière sauvegarde')).toBeVisible();
    await page.getByRole('button', { name: 'Voir les différences de src/App.tsx' }).click();
    await expect(page.getByTestId('monaco-diff-editor')).toBeVisible();

    // Create: an empty name creates nothing; a .tsx file gets the starter template and is selected.
    await page.getByRole('tab', { name: 'Explorateur' }).click();
    await page.getByRole('button', { name: 'Nouveau fichier' }).click();
    await page.getByLabel('Nom du nouveau fichier').fill('   ');
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    await expect(page.getByText('Fichier créé')).toHaveCount(0);
    await page.getByRole('button', { name: 'Nouveau fichier' }).click();
    await page.getByLabel('Nom du nouveau fichier').fill('src/Radar.tsx');
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    await expect(page.getByText('Fichier créé')).toBeVisible();
    await expect.poll(() => activeModelPath(page)).toBe('/src/Radar.tsx');
    expect(await getCode(page)).toContain('export function Radar()');

    // Rename: the tab follows.
    await page.getByRole('button', { name: 'Renommer src/Radar.tsx' }).click();
    await page.getByLabel('Nouveau nom pour Radar.tsx').fill('Sonar.tsx');
    await page.getByLabel('Nouveau nom pour Radar.tsx').press('Enter');
    await expect(page.getByText('Fichier renommé')).toBeVisible();
    await expect(fileTab(page, 'Sonar.tsx')).toBeVisible();
    await expect.poll(() => activeModelPath(page)).toBe('/src/Sonar.tsx');

    // Delete: the tab closes and the first remaining tab is selected.
    await page.getByRole('button', { name: 'Supprimer src/Sonar.tsx' }).click();
    await page.getByRole('alertdialog', { name: 'Supprimer le fichier src/Sonar.tsx ?' }).getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(page.getByText('Fichier supprimé')).toBeVisible();
    await expect(fileTab(page, 'Sonar.tsx')).toHaveCount(0);
    await expect.poll(() => activeModelPath(page)).toBe('/src/App.tsx');
  });

  test('search and replace across files, with regex; diagnostics with line and column', async ({ page }) => {
    await signedInEditor(page, 'ed-search');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    const find = page.getByRole('textbox', { name: 'Rechercher' });
    await find.fill('Gestionnaire de tâches');
    await expect(page.getByText(/^3 résultats dans 3 fichier/)).toBeVisible();
    // A result opens its file with the match selected, as in VS Code: typing replaces it there.
    await page.getByRole('button', { name: /^README\.md:\d+:\d+/ }).click();
    await expect.poll(() => activeModelPath(page)).toBe('/README.md');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.monaco-editor') !== null)).toBe(true);
    await page.keyboard.type('Registre des rondes');
    await expect.poll(() => getCode(page)).toContain('Registre des rondes');
    expect(await getCode(page)).not.toContain('Gestionnaire de tâches');
    await expect(page.getByText(/^2 résultats dans 2 fichier/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Remplacer par' }).fill('Registre des missions');
    await page.getByRole('button', { name: 'Tout remplacer' }).click();
    await expect(page.getByText('2 remplacement(s) dans 2 fichier(s)')).toBeVisible();
    await expect(previewFrame(page).getByRole('heading', { name: 'Registre des missions' })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('checkbox', { name: 'Expression régulière' }).check();
    await find.fill('([');
    await expect(page.getByText('Expression régulière invalide.')).toBeVisible();

    // A type error shows in the debug tab with its line and column.
    await fileTab(page, 'App.tsx').click();
    await expect.poll(() => activeModelPath(page)).toBe('/src/App.tsx');
    await setCode(page, "export default function App() {\n  const n: number = 'texte';\n  return <h1>{n}</h1>;\n}\n");
    await page.getByRole('tab', { name: 'Débogage' }).click();
    await expect(page.getByText(/src\/App\.tsx — ligne 2, colonne 9/)).toBeVisible({ timeout: 30_000 });
  });

  test('terminal commands: help, unknown, git status, a real build, clear; empty input is ignored', async ({ page }) => {
    await signedInEditor(page, 'ed-term');
    await page.getByRole('tab', { name: 'Terminal' }).click();
    const input = page.getByRole('textbox', { name: 'Commande' });
    const out = page.getByTestId('terminal-output');
    await input.fill('help');
    await input.press('Enter');
    await expect(out).toContainText('npm run build');
    await input.fill('   ');
    await input.press('Enter');
    await expect(out.getByText('$', { exact: false })).toHaveCount(1);
    await input.fill('deploy --prod');
    await input.press('Enter');
    await expect(out).toContainText('Commande inconnue: deploy --prod');
    await input.fill('git status');
    await input.press('Enter');
    await expect(out).toContainText('aucune modification depuis la dernière sauvegarde');
    await setCode(page, APP('Build'));
    await input.fill('git status');
    await input.press('Enter');
    await expect(out).toContainText('modifié:   src/App.tsx');
    await input.fill('npm run build');
    await input.press('Enter');
    await expect(out).toContainText(/dist\/assets\/index\.js\s+[\d.]+ k?B/, { timeout: 30_000 });
    await expect(out).toContainText(/Compilation terminée en \d+ ms/);
    await setCode(page, 'export default function App() {\n  return <h1>;\n}\n');
    await input.fill('npm run build');
    await input.press('Enter');
    await expect(out).toContainText(/✗ src\/App\.tsx:\d+:\d+ /, { timeout: 30_000 });
    await expect(out).toContainText(/Échec de la compilation : \d+ erreur/);
    await page.getByRole('button', { name: 'Effacer le terminal' }).click();
    await expect(out).toHaveText('');
  });

  test('save creates the project on the server; versions survive a reload and one can be restored', async ({ page }) => {
    page.on('dialog', (d) => void d.accept());
    await signedInEditor(page, 'ed-save');
    await setCode(page, APP('Version une'));
    await page.keyboard.press('Control+s');
    await expect(page.getByText('Projet sauvegardé')).toBeVisible();
    await setCode(page, APP('Version deux'));
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(page.getByText('Projet sauvegardé')).toHaveCount(2);

    await page.reload();
    await waitForEditor(page);
    expect(await getCode(page)).toContain('Version deux');
    await page.getByRole('tab', { name: 'Gestion de versions' }).click();
    await expect(page.getByText('Aucune modification depuis la dernière sauvegarde.')).toBeVisible();
    await expect(page.getByText('Version 2 · actuelle')).toBeVisible();
    await page.getByRole('button', { name: 'Restaurer la version 1' }).click();
    await page.getByRole('alertdialog', { name: 'Restaurer la version 1 ?' }).getByRole('button', { name: 'Restaurer', exact: true }).click();
    await expect(page.getByText('Version 1 restaurée')).toBeVisible();
    await expect.poll(() => getCode(page)).toContain('Version une');
    await expect(page.getByText('Version 3 · actuelle')).toBeVisible();
    await expect(previewFrame(page).getByRole('heading', { name: 'Version une' })).toBeVisible({ timeout: 20_000 });

    // Named checkpoints.
    await page.getByRole('textbox', { name: 'Nom du point de contrôle' }).fill('avant refonte');
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    await setCode(page, APP('Refonte'));
    await page.getByRole('button', { name: 'Restaurer le point de contrôle avant refonte' }).click();
    await expect.poll(() => getCode(page)).toContain('Version une');
  });

  test('a generated app arrives as navigation state; the assistant suggestion is applied', async ({ page }) => {
    await signedInEditor(page, 'ed-ai');
    // As the hero does: navigate to /editor with the generated app in the history state.
    await page.goto('/dashboard');
    await page.evaluate(() => {
      const usr = {
        generatedApp: {
          appType: 'dashboard',
          files: [
            { path: 'index.html', content: '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>' },
            { path: 'src/main.tsx', content: "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')!).render(<App />);\n" },
            { path: 'src/App.tsx', content: 'export default function App() {\n  return <h1>Application générée</h1>;\n}\n' },
            { path: 'ignored.ts' },
          ],
        },
        initialPrompt: 'Tableau de bord des alertes',
      };
      window.history.pushState({ usr, key: 'gen', idx: 1 }, '', '/editor');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await waitForEditor(page);
    await expect(page.getByText('Application chargée')).toBeVisible();
    await expect(previewFrame(page).getByRole('heading', { name: 'Application générée' })).toBeVisible({ timeout: 30_000 });
    await expect(fileTab(page, 'main.tsx')).toBeVisible();
    await expect(page.getByText('ignored.ts')).toHaveCount(0);

    await page.getByRole('button', { name: 'Assistant IA' }).click();
    await page.getByRole('textbox', { name: 'Votre demande à l’assistant' }).fill('Ajoute une liste des alertes critiques');
    await page.getByRole('button', { name: 'Générer' }).click();
    await expect(page.getByText('Code généré !')).toBeVisible({ timeout: 30_000 });
    // No made-up confidence (decision 116): the suggestion says its file and what it cost.
    await expect(page.getByTestId('suggestion').first()).toContainText('2 crédits utilisés');
    await expect(page.getByText(/Confiance \d+ %/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Appliquer' }).first().click();
    await expect(page.getByText('Code appliqué')).toBeVisible();
    expect(await getCode(page)).not.toContain('Application générée');
  });

  test('English: the editor speaks English', async ({ page }) => {
    await signedInEditor(page, 'ed-en', 'en');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Format' })).toBeVisible();
    await page.getByRole('tab', { name: 'Terminal' }).click();
    await page.getByRole('textbox', { name: 'Command' }).fill('nope');
    await page.getByRole('textbox', { name: 'Command' }).press('Enter');
    await expect(page.getByTestId('terminal-output')).toContainText('Unknown command: nope');
  });
});
