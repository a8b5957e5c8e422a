import { expect, test } from '@playwright/test';
import { createAccount, signInFr } from './shell-helpers';
import { expectFrameText, previewFrame, setPreviewProject, viteProject } from './preview-helpers';

test.use({ locale: 'fr-FR' });

test.beforeEach(async ({ page }) => {
  const email = await createAccount(page, { tag: 'preview' });
  await signInFr(page, email);
  await page.goto('/preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Aperçu en direct' })).toBeVisible();
});

test('without a project, /preview runs the command center sample; devices, refresh and Open work', async ({ page, context }) => {
  await expectFrameText(page, 'Centre de commandement sécurité');
  await expectFrameText(page, '127');
  const frame = page.locator('iframe[sandbox]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');

  await page.getByRole('button', { name: 'Mobile' }).click();
  await expect(page.getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => Math.round((await frame.boundingBox())?.width ?? 0)).toBe(375);
  await page.getByRole('button', { name: 'Tablette' }).click();
  await expect.poll(async () => Math.round((await frame.boundingBox())?.width ?? 0)).toBe(768);

  // Refresh spins its icon for one second: record the icon's class changes rather than racing them.
  const refresh = page.getByRole('button', { name: 'Actualiser' });
  await refresh.locator('svg').evaluate((svg) => {
    const log: [boolean, number][] = [];
    (window as unknown as { __spin: typeof log }).__spin = log;
    new MutationObserver(() => log.push([svg.classList.contains('animate-spin'), performance.now()])).observe(svg, { attributes: true, attributeFilter: ['class'] });
  });
  await refresh.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __spin: unknown[] }).__spin.length), { timeout: 5000 }).toBeGreaterThanOrEqual(2);
  const spin = await page.evaluate(() => (window as unknown as { __spin: [boolean, number][] }).__spin);
  expect(spin[0]![0]).toBe(true);
  expect(spin[1]![0]).toBe(false);
  // The 1 s timer starts in the click handler, a little before the class shows: about a second, never much less.
  expect(spin[1]![1] - spin[0]![1]).toBeGreaterThanOrEqual(900);
  await expectFrameText(page, 'Centre de commandement sécurité');

  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Ouvrir' }).click();
  const opened = await popup;
  await expect(opened.getByText('Centre de commandement sécurité')).toBeVisible({ timeout: 20_000 });
  // The new tab runs the project in an opaque origin, never with the platform's.
  expect(await opened.evaluate(() => self.origin)).toBe('null');
  await opened.close();
});

test('the current project shows, edits appear in place, and errors point to file and line', async ({ page }) => {
  await setPreviewProject(page, 'Démo', viteProject("export default function App() {\n  return <h1>Version un</h1>;\n}\n"));
  await expectFrameText(page, 'Version un');
  await expect(page.getByText('Projet : Démo')).toBeVisible();

  // Edit: the same page, new code.
  await setPreviewProject(page, 'Démo', viteProject("import { Shield } from 'lucide-react';\nexport default function App() {\n  return <h1><Shield aria-hidden /> Version deux</h1>;\n}\n"));
  await expectFrameText(page, 'Version deux');
  await expect(previewFrame(page).locator('svg.lucide-shield')).toHaveCount(1);

  // A runtime error maps back to src/App.tsx, line 3.
  await setPreviewProject(page, 'Démo', viteProject("export default function App() {\n  const data: { items?: string[] } = {};\n  return <p>{data.items!.length}</p>;\n}\n"));
  const events = page.getByTestId('preview-events');
  await expect(events).toContainText('src/App.tsx, ligne 3', { timeout: 20_000 });

  // A build error names file, line and column, before anything runs.
  await setPreviewProject(page, 'Démo', viteProject("export default function App() {\n  return <p>{1 +}</p>;\n}\n"));
  await expect(page.getByRole('alert').filter({ hasText: 'La compilation a échoué' })).toContainText('src/App.tsx:2:');

  // A package outside the runtime is named.
  await setPreviewProject(page, 'Démo', viteProject("import axios from 'axios';\nexport default () => <p>{String(axios)}</p>;\n"));
  await expect(page.getByRole('alert').filter({ hasText: 'La compilation a échoué' })).toContainText('« axios »');
});

test('recharts and a plain HTML/CSS/JS project render', async ({ page }) => {
  await setPreviewProject(
    page,
    'Graphique',
    viteProject(
      "import { Line, LineChart } from 'recharts';\nconst data = [{ v: 1 }, { v: 3 }, { v: 2 }];\nexport default function App() {\n  return <div><p>Courbe</p><LineChart width={300} height={200} data={data}><Line dataKey=\"v\" /></LineChart></div>;\n}\n",
    ),
  );
  await expectFrameText(page, 'Courbe');
  await expect(previewFrame(page).locator('svg.recharts-surface')).toHaveCount(1, { timeout: 20_000 });

  await setPreviewProject(page, 'Statique', [
    { path: 'index.html', content: '<!doctype html><html><head><link rel="stylesheet" href="style.css"></head><body><h1 id="t">Titre</h1><script src="script.js"></script></body></html>' },
    { path: 'style.css', content: 'h1 { color: rgb(255, 0, 0); }' },
    { path: 'script.js', content: "document.getElementById('t').textContent = 'Page statique';\nconsole.log('statique prête');\nnull.x;\n" },
  ]);
  await expectFrameText(page, 'Page statique');
  await expect(previewFrame(page).locator('h1')).toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(page.getByTestId('preview-events')).toContainText('statique prête');
  await expect(page.getByTestId('preview-events')).toContainText('script.js, ligne 3');
});

test('“Demander à l’IA de corriger” on a runtime error: the offline repair sends back the whole file fixed and the app runs again', async ({ page }) => {
  const app = "import { useState } from 'react';\n\nexport default function App() {\n  const [n] = useStat(3);\n  return <h1>Compteur {n}</h1>;\n}\n";
  await setPreviewProject(page, 'Compteur', viteProject(app));
  const events = page.getByTestId('preview-events');
  const error = events.getByRole('listitem').filter({ hasText: 'useStat is not defined' }).first();
  await expect(error).toBeVisible({ timeout: 20_000 });
  await error.getByRole('button', { name: "Demander à l'IA de corriger" }).click();
  // the typo is the user's (the AI did not write this file): the normal price, said in the toast
  await expect(page.getByText('Correction proposée')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/2 crédits utilisés · Fichier src\/App\.tsx corrigé/)).toBeVisible();
  await expectFrameText(page, 'Compteur 3');
  const stored = await page.evaluate(() => (JSON.parse(localStorage.getItem('ov_preview_project')!) as { files: { path: string; content: string }[] }).files.find((f) => f.path === 'src/App.tsx')!.content);
  expect(stored).toBe(app.replace('useStat(', 'useState('));
});
