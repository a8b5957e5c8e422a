import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount, seriousAxeViolations, signInFr, storePreferences, toastsSettled } from './shell-helpers';
import { ADMIN, adminToken, apiSignIn, SIGN_IN_LABELS, signInWithCode } from './mfa-helpers';

// Issue 16 (web) and 17 item 1: a startup submits an app from its project, sees its audit and justifies a finding;
// the admin reviews it on /admin/store and approves it; a buyer finds it by a search with the accents left out,
// reads its label, runs its demo and reads its code, in French and English, with axe on every screen.
// Test processes run with STORE_SEED=0: the listing is made here, through the API and the UI.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 180_000 });

const TAG = `k${Date.now().toString(36).slice(-5)}`;
const TITLE = `Veille sécurisée ${TAG}`;

// A small React app: a privacy notice, and one HTML sink the audit must flag (the author will justify it).
const FILES = [
  {
    path: 'src/App.tsx',
    content: [
      "import { useEffect, useRef } from 'react';",
      '',
      'export default function App() {',
      '  const box = useRef<HTMLDivElement>(null);',
      "  const message = ['<strong>', 'Alerte niveau 2', '</strong>'].join('');",
      '  useEffect(() => {',
      '    if (box.current) box.current.innerHTML = message;',
      '  }, [message]);',
      '  return (',
      '    <main>',
      '      <h1>Veille sécurisée</h1>',
      '      <div ref={box} />',
      '      <p>Mention d’information : aucune donnée personnelle n’est collectée ni stockée.</p>',
      '    </main>',
      '  );',
      '}',
      '',
    ].join('\n'),
  },
  { path: 'src/index.css', content: 'main { font-family: sans-serif; padding: 1rem; }\n' },
];

async function noAxe(page: Page) {
  await toastsSettled(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function newPage(browser: Browser, language: 'fr' | 'en', width = 1440, theme: 'dark' | 'light' = 'dark') {
  const ctx = await browser.newContext({ locale: language === 'fr' ? 'fr-FR' : 'en-GB', viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await storePreferences(page, { language, theme });
  return page;
}

let slug = '';

test('a startup submits its project, sees the audit, justifies the finding; the admin approves it', async ({ browser }) => {
  const page = await newPage(browser, 'fr');
  const email = await createAccount(page, { tag: 'store-author', fullName: 'Startup Alpha' });
  const token = await apiSignIn(page.request, email);
  const created = await page.request.post('/api/projects', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: 'Projet veille', description: 'Veille des alertes', visibility: 'private', category: 'security', code_content: FILES, tech_stack: ['React', 'TypeScript'] },
  });
  expect(created.status()).toBe(201);

  await signInFr(page, email);
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Store d’applications' })).toBeVisible();
  await page.getByRole('button', { name: 'Soumettre une application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Soumettre une application' });
  await expect(dialog.getByLabel('Prix (EUR)')).toHaveValue('10000');
  // the spec's rule: title and description are required
  await dialog.getByRole('button', { name: 'Soumettre', exact: true }).click();
  await expect(page.getByText('Veuillez remplir tous les champs obligatoires')).toBeVisible();
  await noAxe(page);
  await dialog.getByLabel('Projet').selectOption({ label: 'Projet veille' });
  await dialog.getByLabel('Titre').fill(TITLE);
  await dialog.getByLabel('Description').fill('Surveillance des alertes de sécurité pour les centres opérationnels.');
  await dialog.getByLabel('Prix (EUR)').fill('12000');
  await dialog.getByLabel('Acheteurs visés').selectOption('government');
  await dialog.getByLabel('CSPN (ANSSI)').selectOption('in_progress');
  await dialog.getByRole('button', { name: 'Soumettre', exact: true }).click();
  await expect(page.getByText('Application soumise !')).toBeVisible();
  await expect(page).toHaveURL(/\/store\/[\w-]+$/);
  slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

  // The audit runs in the background: the page shows it once done.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('audit-label')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  const panel = page.getByRole('region', { name: 'Suivi de la soumission' });
  await expect(panel.getByTestId('timeline')).toContainText('Soumise');
  await expect(panel.getByTestId('timeline')).toContainText('Auditée automatiquement');
  await expect(page.getByRole('region', { name: 'Déclarations de l’éditeur' })).toContainText('En cours de qualification');
  await expect(page.getByRole('region', { name: 'Déclarations de l’éditeur' })).toContainText('(déclaré par l’éditeur)');
  await expect(page.getByTestId('version-hash')).toHaveText(/^[0-9a-f]{64}$/);
  const findings = page.getByRole('region', { name: 'Constats de l’audit' });
  const sink = findings.getByTestId('finding').filter({ hasText: 'innerHTML' }).first();
  await expect(sink).toBeVisible();
  await noAxe(page);
  await page.screenshot({ path: 'test-results/store-listing-author-fr.png', fullPage: true });

  await sink.getByRole('button', { name: /^Justifier/ }).click();
  await sink.getByRole('textbox').fill('Le HTML est une constante du code, jamais une donnée reçue.');
  await sink.getByRole('button', { name: 'Envoyer la justification' }).click();
  await expect(page.getByText('Justification enregistrée')).toBeVisible();
  await expect(sink).toContainText('Le HTML est une constante du code');
  await expect(page.getByTestId('baseline')).toHaveText(/Conforme/);
  await page.context().close();

  // A non-admin does not learn the review page exists.
  const other = await newPage(browser, 'fr');
  await signInFr(other, email);
  await other.goto('/admin/store');
  await expect(other.getByTestId('not-found-code')).toHaveText('404');
  await other.context().close();

  // The admin reviews: verifies the justification and approves.
  // Admins sign in with their second factor (decision 211); adminToken enrols the bootstrap admin on first use.
  const admin = await newPage(browser, 'fr');
  await adminToken(admin.context().request);
  await signInWithCode(admin, ADMIN.email, ADMIN.password, SIGN_IN_LABELS.fr);
  await admin.goto('/admin/store');
  await expect(admin.getByRole('heading', { level: 1, name: 'Revue du store' })).toBeVisible();
  const item = admin.getByTestId('queue-item').filter({ hasText: TITLE });
  await expect(item).toContainText('1 justification à vérifier');
  await item.getByRole('button', { name: `Examiner ${TITLE}` }).click();
  const justifications = item.getByRole('region', { name: 'Justifications' });
  await justifications.getByRole('button', { name: /^Vérifier la justification/ }).click();
  await expect(admin.getByText('Justification vérifiée')).toBeVisible();
  // rejecting needs written feedback
  await item.getByRole('button', { name: 'Refuser', exact: true }).click();
  await expect(item.getByText('Un retour écrit est obligatoire pour refuser')).toBeVisible();
  await noAxe(admin);
  await admin.screenshot({ path: 'test-results/store-admin-fr.png', fullPage: true });
  await item.getByRole('button', { name: 'Approuver' }).click();
  await expect(admin.getByText('Application approuvée')).toBeVisible();
  await expect(admin.getByTestId('queue-item').filter({ hasText: TITLE })).toHaveCount(0);
  await admin.context().close();
});

for (const [language, width] of [
  ['en', 1440],
  ['fr', 390],
] as const) {
  test(`a buyer (${language}, ${width} px) finds it without accents, reads the label, runs the demo and reads the code`, async ({ browser }) => {
    test.skip(!slug, 'needs the approved listing of the first journey');
    // English in the light theme, French in the dark one: axe checks the colours of both.
    const page = await newPage(browser, language, width, language === 'en' ? 'light' : 'dark');
    const t =
      language === 'en'
        ? { search: 'Search applications', label: 'Audit label', verified: 'findings verified: 100%', demo: 'Run the demo', source: 'Show the source code', empty: 'No application found for these criteria.' }
        : { search: 'Rechercher une application', label: 'Étiquette d’audit', verified: 'constats vérifiés : 100 %', demo: 'Lancer la démo', source: 'Afficher le code source', empty: 'Aucune application trouvée pour ces critères.' };
    await page.goto('/store');
    await page.getByLabel(t.search).fill(`SECURISEE ${TAG}`);
    await expect(page).toHaveURL(new RegExp(`[?&]q=SECURISEE(\\+|%20)${TAG}`));
    const card = page.getByTestId('store-card').filter({ hasText: TITLE });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('store-card-price')).toHaveText(language === 'en' ? /€12,000$/ : /12\s000\s€$/);
    await noAxe(page);
    await page.screenshot({ path: `test-results/store-list-${language}-${width}.png`, fullPage: true });

    await page.getByLabel(t.search).fill(`zz-${TAG}-nothing`);
    await expect(page.getByText(t.empty)).toBeVisible();

    await page.goto(`/store/${encodeURIComponent(slug)}`);
    const label = page.getByRole('region', { name: t.label });
    await expect(label).toContainText(t.verified);
    await expect(page.getByTestId('author-panel')).toHaveCount(0);
    await page.getByRole('button', { name: t.demo }).click();
    const frame = page.frameLocator('iframe[sandbox="allow-scripts"]');
    await expect(frame.getByRole('heading', { name: 'Veille sécurisée' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: t.source }).click();
    const editor = page.getByTestId('code-editor');
    await expect(editor.getByText('App.tsx').first()).toBeVisible();
    // read-only: no Run, no save
    await expect(editor.getByRole('button', { name: /^(Run|Exécuter|Lancer)$/ })).toHaveCount(0);
    await noAxe(page);
    await page.screenshot({ path: `test-results/store-listing-${language}-${width}.png`, fullPage: true });
    await page.context().close();
  });
}

test('a listing one may not see is the not-found page', async ({ page }) => {
  await page.goto('/store/no-such-listing-anywhere');
  await expect(page.getByTestId('not-found-code')).toHaveText('404');
});
