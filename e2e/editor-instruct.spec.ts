import { expect, test, type Page } from '@playwright/test';
import { activeModelPath, enableEditorTestHook, getCode, previewFrame, setCode, waitForEditor } from './editor-helpers';
import { createRequire } from 'node:module';
import { createAccount, PASSWORD } from './shell-helpers';

test.describe.configure({ timeout: 180_000 });

// Issue 13, "done when": the register is generated, a generated file is edited by hand, "ajoute un champ service
// visité" is asked in the editor's assistant; the suggestion shows what changes as a diff; "Appliquer" writes
// and saves it; the preview has the new column, form field and CSV header, and the hand edit is still there.

type Case = {
  lang: 'fr' | 'en';
  prompt: string;
  dataFile: string;
  add: string;
  handAdd: string;
  instruction: string;
  newLabel: string;
  ui: { assistant: string; request: string; generate: string; apply: string; applied: string; appliedToast: string; savedFirst: string; files: string; sideBySide: string; closeDiff: string };
};

const CASES: Case[] = [
  {
    lang: 'fr',
    prompt: "Registre des visiteurs du ministère avec nom, badge, heure d'entrée, heure de sortie et export CSV",
    dataFile: 'src/data/visiteur.ts',
    add: 'Nouveau visiteur',
    handAdd: 'Enregistrer un visiteur',
    instruction: 'ajoute un champ service visité',
    newLabel: 'Service visité',
    ui: {
      assistant: 'Assistant IA',
      request: 'Votre demande à l’assistant',
      generate: 'Générer',
      apply: 'Appliquer',
      applied: 'Appliquée',
      appliedToast: 'Instruction appliquée et projet sauvegardé',
      savedFirst: 'Vos modifications ont été sauvegardées avant l’instruction, pour être conservées.',
      files: 'Fichiers concernés',
      sideBySide: 'Voir src/data/visiteur.ts côte à côte (avant, après)',
      closeDiff: 'Fermer les différences',
    },
  },
  {
    lang: 'en',
    prompt: 'Visitor register for the ministry with name, badge, entry time, exit time and CSV export',
    dataFile: 'src/data/visitor.ts',
    add: 'Add a visitor',
    handAdd: 'Register a visitor',
    instruction: 'add a visited department field',
    newLabel: 'Visited department',
    ui: {
      assistant: 'AI assistant',
      request: 'Your request to the assistant',
      generate: 'Generate',
      apply: 'Apply',
      applied: 'Applied',
      appliedToast: 'Instruction applied and project saved',
      savedFirst: 'Your changes were saved before the instruction, so that they are kept.',
      files: 'Files affected',
      sideBySide: 'Show src/data/visitor.ts side by side (before, after)',
      closeDiff: 'Close the changes',
    },
  },
];

/** Signs in through the auth page of the browser's language. */
async function signIn(page: Page, email: string, lang: 'fr' | 'en') {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(lang === 'fr' ? 'Mot de passe' : 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: lang === 'fr' ? 'Se connecter' : 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** Generates the app through the API as the user (the generation journey itself is covered elsewhere). */
async function generate(page: Page, email: string, prompt: string): Promise<string> {
  const auth = await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
  const token = ((await auth.json()) as { session: { access_token: string } }).session.access_token;
  const res = await page.request.post('/api/functions/sentinel-ai-agent', { headers: { authorization: `Bearer ${token}` }, data: { prompt }, timeout: 60_000 });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { project_id?: string };
  expect(body.project_id).toBeTruthy();
  return body.project_id!;
}

const require = createRequire(import.meta.url);

/**
 * Serious or critical axe violations outside the code editor's text. Monaco's own token colours (`.mtk*`) on a
 * generated data file fail colour contrast (reported separately: the Monaco theme is not this journey's); the
 * assistant panel, its diff and every other control are checked.
 */
async function seriousAxeViolationsOutsideMonaco(page: Page) {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run({ exclude: [['.monaco-editor .view-lines']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Captures what the preview's app hands to a download (a sandboxed frame cannot download): the CSV text. */
async function exportedCsv(page: Page): Promise<string> {
  const handle = await page.getByTestId('editor-page').locator('iframe[sandbox]').elementHandle();
  const frame = (await handle!.contentFrame())!;
  await frame.evaluate(() => {
    const w = window as unknown as { __csv?: string };
    const original = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (b: Blob | MediaSource) => {
      if (b instanceof Blob) void b.text().then((t) => (w.__csv = t));
      return original(b);
    };
  });
  await frame.locator('[data-ov="export"]').first().click();
  await expect.poll(() => frame.evaluate(() => (window as unknown as { __csv?: string }).__csv ?? '')).not.toBe('');
  return frame.evaluate(() => (window as unknown as { __csv?: string }).__csv ?? '');
}

for (const c of CASES) {
  test.describe(`${c.lang}`, () => {
    test.use({ locale: c.lang === 'fr' ? 'fr-FR' : 'en-US', bypassCSP: true });

    test(`"${c.instruction}" adds the column, form field and CSV header, and keeps the hand edit`, async ({ page }) => {
      await enableEditorTestHook(page);
      const email = await createAccount(page, { tag: `instr-${c.lang}` });
      const projectId = await generate(page, email, c.prompt);
      await signIn(page, email, c.lang);
      await page.goto(`/editor?project=${projectId}`);
      await waitForEditor(page);

      // A hand edit of a generated file, not saved: the instruction saves it first so that the merge keeps it.
      await page.locator(`button[data-path="${c.dataFile}"]`).click();
      await expect.poll(() => activeModelPath(page)).toBe(`/${c.dataFile}`);
      const original = await getCode(page);
      expect(original).toContain(`"add": "${c.add}"`);
      await setCode(page, original.replace(`"add": "${c.add}"`, `"add": "${c.handAdd}"`));

      await page.getByRole('button', { name: c.ui.assistant }).click();
      await page.getByLabel(c.ui.request).fill(c.instruction);
      await page.getByRole('button', { name: c.ui.generate, exact: true }).click();
      await expect(page.getByText(c.ui.savedFirst)).toBeVisible({ timeout: 30_000 });
      const suggestion = page.getByTestId('suggestion').first();
      await expect(suggestion).toContainText(c.newLabel, { timeout: 30_000 });
      const files = suggestion.getByRole('list', { name: c.ui.files });
      await files.getByText(c.dataFile).click();
      await expect(suggestion.getByRole('region', { name: new RegExp(c.dataFile.replace(/[./]/g, '\\$&')) })).toContainText(c.newLabel);
      // Nothing is written before Apply.
      expect(await getCode(page)).not.toContain(c.newLabel);
      expect(await seriousAxeViolationsOutsideMonaco(page)).toEqual([]);
      await page.screenshot({ path: `test-results/editor-instruct-${c.lang}.png` });
      // The same file side by side in the code area (Monaco's diff editor), then back.
      await suggestion.getByRole('button', { name: c.ui.sideBySide }).click();
      await expect(page.locator('.monaco-diff-editor')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `test-results/editor-instruct-side-${c.lang}.png` });
      await page.getByRole('button', { name: c.ui.closeDiff }).click();
      await expect.poll(() => activeModelPath(page)).toBe(`/${c.dataFile}`);

      await suggestion.getByRole('button', { name: c.ui.apply }).click();
      await expect(page.getByText(c.ui.appliedToast)).toBeVisible({ timeout: 30_000 });
      await expect(suggestion.getByText(c.ui.applied, { exact: true })).toBeVisible();
      await expect.poll(() => getCode(page)).toContain(c.newLabel);
      const code = await getCode(page);
      expect(code).toContain(`"add": "${c.handAdd}"`);

      // The running app: the new column, the hand-edited button, the form field and the CSV header.
      await page.getByRole('tab', { name: c.lang === 'fr' ? 'Aperçu' : 'Preview' }).click();
      await expect(page.locator('[data-preview-status="ready"]')).toBeVisible({ timeout: 60_000 });
      const app = previewFrame(page);
      await expect(app.getByRole('columnheader', { name: c.newLabel })).toBeVisible({ timeout: 30_000 });
      const csv = await exportedCsv(page);
      expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toContain(c.newLabel);
      await app.getByRole('button', { name: c.handAdd }).click();
      await expect(app.getByRole('textbox', { name: c.newLabel })).toBeVisible();

      // Saved on the server, and the applied suggestion is still listed after a reload.
      await page.reload();
      await waitForEditor(page);
      await page.getByRole('button', { name: c.ui.assistant }).click();
      await expect(page.getByTestId('suggestion').first().getByText(c.ui.applied, { exact: true })).toBeVisible();
    });
  });
}
