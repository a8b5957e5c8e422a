import { expect, test, type Page } from '@playwright/test';
import { activeModelPath, enableEditorTestHook, fileTab, getCode, previewFrame, setCode, waitForEditor } from './editor-helpers';
import { landingTakenOver, PASSWORD, uniqueEmail } from './shell-helpers';

// Issue 6, "done when": a signed-in user generates an app from the hero, lands in the editor with it running,
// edits, sees errors with their lines, fixes them with the assistant (the offline repair, decision 043), saves, and finds every version again after
// a reload; all of it in French and in English. Everything goes through the UI a user sees (sign-up, language
// switch, hero, editor), against the real server and its offline AI.
//
// Since issue 12 every generation is a saved project from its delivery (version 1).

test.use({ locale: 'fr-FR' });
// Generation, Monaco, the in-browser bundler and the preview run together on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

const TEXT = {
  fr: {
    signUpLink: 'Créer un compte',
    signUpTab: 'Inscription',
    fullName: 'Nom complet',
    password: 'Mot de passe',
    signUp: "S'inscrire",
    signInTab: 'Connexion',
    signIn: 'Se connecter',
    promptLabel: 'Décrivez votre projet',
    appMode: 'Créer App',
    generate: 'Générer l’application',
    prompt: 'Tableau de bord des incidents de cybersécurité avec alertes',
    title: 'Tableau de bord des incidents de cybersécurité',
    edited: 'Centre opérationnel Abidjan',
    appLoaded: 'Application chargée',
    openFiles: 'Fichiers ouverts',
    debugTab: 'Débogage',
    vcTab: 'Gestion de versions',
    location: (line: number, column: number) => `src/App.tsx — ligne ${line}, colonne ${column}`,
    fromPreview: 'aperçu',
    fix: 'Corriger avec l’IA',
    apply: 'Appliquer',
    applied: 'Code appliqué',
    fixCost: '2 crédits utilisés',
    fixExplained: '« useStat » remplacé par « useState »',
    previewTab: 'Aperçu',
    noProblems: 'Aucun problème détecté.',
    save: 'Sauvegarder',
    saved: 'Projet sauvegardé',
    changes: /\d+ modifications depuis la dernière sauvegarde/,
    oneChange: '1 modification depuis la dernière sauvegarde',
    noChanges: 'Aucune modification depuis la dernière sauvegarde.',
    version: (v: number, current = false) => `Version ${v}${current ? ' · actuelle' : ''}`,
    restore: (v: number) => `Restaurer la version ${v}`,
    restoreTitle: (v: number) => `Restaurer la version ${v} ?`,
    restoreConfirm: 'Restaurer',
    restored: (v: number) => `Version ${v} restaurée`,
  },
  en: {
    signUpLink: 'Create an account',
    signUpTab: 'Sign up',
    fullName: 'Full name',
    password: 'Password',
    signUp: 'Sign up',
    signInTab: 'Sign in',
    signIn: 'Sign in',
    promptLabel: 'Describe your project',
    appMode: 'Create App',
    generate: 'Generate the application',
    prompt: 'Cybersecurity incident dashboard with alerts',
    title: 'Cybersecurity incident dashboard',
    edited: 'Abidjan operations center',
    appLoaded: 'Application loaded',
    openFiles: 'Open files',
    debugTab: 'Debug',
    vcTab: 'Version control',
    location: (line: number, column: number) => `src/App.tsx — line ${line}, column ${column}`,
    fromPreview: 'preview',
    fix: 'Fix with AI',
    apply: 'Apply',
    applied: 'Code applied',
    fixCost: '2 credits used',
    fixExplained: '"useStat" replaced by "useState"',
    previewTab: 'Preview',
    noProblems: 'No problems found.',
    save: 'Save',
    saved: 'Project saved',
    changes: /\d+ changes since the last save/,
    oneChange: '1 change since the last save',
    noChanges: 'No changes since the last save.',
    version: (v: number, current = false) => `Version ${v}${current ? ' · current' : ''}`,
    restore: (v: number) => `Restore version ${v}`,
    restoreTitle: (v: number) => `Restore version ${v}?`,
    restoreConfirm: 'Restore',
    restored: (v: number) => `Version ${v} restored`,
  },
} as const;
type Lang = keyof typeof TEXT;

/** Home page → (English: the header switch) → hero sign-up link → sign up (which signs in); ends in the editor. */
async function signUpFromHome(page: Page, lang: Lang) {
  const t = TEXT[lang];
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  if (lang === 'en') {
    await landingTakenOver(page);
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
  await page.getByRole('link', { name: t.signUpLink }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const email = uniqueEmail(`done-${lang}`);
  await page.getByRole('tab', { name: t.signUpTab }).click();
  await page.getByLabel(t.fullName).fill('Awa Koné');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(t.password).fill(PASSWORD);
  await page.getByRole('button', { name: t.signUp, exact: true }).click();
  // Sign-up signs the user in (decision 030).
  await expect(page).toHaveURL(/\/editor$/);
  await waitForEditor(page);
}

/** The brand link → home → hero in 'Créer App' mode → the editor with the generated app running in its preview. */
async function generateFromHero(page: Page, lang: Lang) {
  const t = TEXT[lang];
  await page.getByRole('link', { name: /^OV Sentinel/ }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: t.appMode })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel(t.promptLabel).fill(t.prompt);
  await page.getByRole('button', { name: t.generate }).click();
  // The editor builds the app with its steps (decision 112); delivered, it is a saved project opened by its id.
  await expect(page).toHaveURL(/\/editor\?project=/, { timeout: 60_000 });
  await expect(page.getByText(t.appLoaded)).toBeVisible();
  await waitForEditor(page);
  // The app runs: its own heading (the title understood from the request) inside the sandboxed preview frame.
  await expect(previewFrame(page).getByRole('heading', { level: 1, name: t.title })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: t.vcTab }).click();
  await expect(page.getByText(t.noChanges)).toBeVisible();
  await expect(page.getByText(t.version(1, true))).toBeVisible();
}

/** Opens src/App.tsx and returns its text. */
async function openApp(page: Page, lang: Lang) {
  await fileTab(page, 'App.tsx', TEXT[lang].openFiles).click();
  await expect.poll(() => activeModelPath(page)).toBe('/src/App.tsx');
  return getCode(page);
}

/** Breaks the app with a typo (useStat) on the line that declares its records' state; returns that place. */
function withTypo(code: string) {
  const lines = code.split('\n');
  const index = lines.findIndex((l) => l.includes('useState<Row[]>('));
  expect(index).toBeGreaterThan(0);
  lines[index] = lines[index]!.replace('useState<Row[]>(', 'useStat<Row[]>(');
  return { code: lines.join('\n'), line: index + 1, column: lines[index]!.indexOf('useStat') + 1 };
}

/** Debug tab → the preview error's 'Corriger avec l’IA' → Apply the suggestion: the file is repaired and the app runs again. */
async function fixWithAssistant(page: Page, lang: Lang, repaired: string, heading: string) {
  const t = TEXT[lang];
  const problems = page.getByRole('list', { name: lang === 'fr' ? 'Problèmes' : 'Problems' });
  await problems.getByRole('listitem').filter({ hasText: ` · ${t.fromPreview}` }).first().getByRole('button', { name: t.fix }).click();
  const suggestion = page.getByRole('list', { name: 'Suggestions' }).getByRole('listitem').first();
  // The suggestion says what was repaired and what it cost (the typo is the user's: not a free fix).
  await expect(suggestion.getByText(t.fixCost, { exact: false })).toBeVisible({ timeout: 60_000 });
  await suggestion.locator('summary').first().click();
  await expect(suggestion.getByText(t.fixExplained, { exact: false })).toBeVisible();
  await suggestion.getByRole('button', { name: t.apply }).click();
  await expect(page.getByText(t.applied)).toBeVisible();
  await expect.poll(() => getCode(page)).toBe(repaired);
  await page.getByRole('tab', { name: t.debugTab }).click();
  await expect(page.getByText(t.noProblems)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: t.previewTab }).click();
  await expect(previewFrame(page).getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
}

for (const lang of ['fr', 'en'] as const) {
  test(`done when (${lang}): hero → running app → edit → error with its line → assistant fix → save → every version after a reload`, async ({ page }) => {
    const t = TEXT[lang];
    await enableEditorTestHook(page);
    await signUpFromHome(page, lang);
    await generateFromHero(page, lang);

    // Edit: the heading changes in the preview.
    const generated = await openApp(page, lang);
    expect(generated).toContain('<Shell text={shell}');
    const edited = generated.replace('<Shell text={shell}', `<Shell text={{ ...shell, title: '${t.edited}' }}`);
    await setCode(page, edited);
    await expect(previewFrame(page).getByRole('heading', { level: 1, name: t.edited })).toBeVisible({ timeout: 30_000 });

    // Save: version 2 (version 1 is the app as delivered).
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(page.getByText(t.noChanges)).toBeVisible();
    await expect(page.getByText(t.version(2, true))).toBeVisible();

    // Error: a second edit with a typo; the debug tab shows it with its file, line and column.
    const v2 = edited.replace(t.edited, `${t.edited} 2`);
    const broken = withTypo(v2);
    await setCode(page, broken.code);
    await page.getByRole('tab', { name: t.debugTab }).click();
    const problems = page.getByRole('list', { name: lang === 'fr' ? 'Problèmes' : 'Problems' });
    await expect(problems.getByText(t.location(broken.line, broken.column), { exact: true })).toBeVisible({ timeout: 30_000 });
    // The preview fails too, at the same line of the same file, and offers the assistant's fix.
    const previewPlace = t.location(broken.line, 0).replace(/0$/, '\\d+');
    await expect(problems.getByText(new RegExp(`^${previewPlace} · ${t.fromPreview}$`))).toBeVisible({ timeout: 30_000 });
    await expect(problems.getByRole('listitem').filter({ hasText: ` · ${t.fromPreview}` }).getByRole('button', { name: t.fix })).toBeVisible();

    // Fix with the assistant: the debug tab's 'Corriger avec l’IA' on the preview error, then Apply; the
    // offline repair gives back exactly the file before the typo, and the app runs again.
    await fixWithAssistant(page, lang, v2, `${t.edited} 2`);

    // Save again: version 3 (the version list updates once the server has it).
    await page.getByRole('tab', { name: t.vcTab }).click();
    await expect(page.getByText(t.oneChange)).toBeVisible();
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.version(3, true))).toBeVisible();
    await expect(page.getByText(t.noChanges)).toBeVisible();

    // Reload: the project (its name), its code and every saved version are there again; version 2 can be restored.
    await page.reload();
    await waitForEditor(page);
    await expect(page.getByRole('toolbar').getByText(t.title)).toBeVisible();
    expect(await openApp(page, lang)).toBe(v2);
    await page.getByRole('tab', { name: t.vcTab }).click();
    await expect(page.getByText(t.noChanges)).toBeVisible();
    await expect(page.getByText(t.version(3, true))).toBeVisible();
    await expect(page.getByText(t.version(2), { exact: true })).toBeVisible();
    await expect(page.getByText(t.version(1), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t.restore(2) }).click();
    // Asked first, in an accessible dialog (not window.confirm).
    await page.getByRole('alertdialog', { name: t.restoreTitle(2) }).getByRole('button', { name: t.restoreConfirm, exact: true }).click();
    await expect(page.getByText(t.restored(2))).toBeVisible();
    await expect(page.getByText(t.version(4, true))).toBeVisible();
    await expect.poll(() => getCode(page)).toBe(edited);
    await expect(previewFrame(page).getByRole('heading', { level: 1, name: t.edited, exact: true })).toBeVisible({ timeout: 30_000 });
  });
}
