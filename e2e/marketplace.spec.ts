import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, apiSignIn, grantRole, SIGN_IN_LABELS, signInWithCode } from './mfa-helpers';
import { PASSWORD, screenshotWidths, seriousAxeViolations, signInEn, signInFr, storePreferences, toastsSettled, uniqueEmail } from './shell-helpers';

// Issue 18: the marketplace on persisted data. A visitor sees the landing's showcase and the marketplace list the same
// solutions; a developer is refused Investir with a clear message; an investor pledges and sees the bar move; a
// ministry account evaluates and grants. French and English, axe on every state. bypassCSP lets axe-core run.
test.use({ bypassCSP: true });

const SHOTS = process.env.MARKETPLACE_SHOTS;

// API calls (apiSignIn and the rest) go through the `request` fixture, never page.request: a sign-in there would set
// its refresh cookie in the browser's context and switch the page's session to that account.

/**
 * The one place this journey gives an account its role: sign-up for developer and investor (self-service),
 * an admin's grant for a ministry role (never self-granted), which also turns the account's 2FA on (decision 211,
 * e2e/mfa-helpers.ts): such an account signs in with signInWithCode.
 */
async function accountWithRole(api: APIRequestContext, role: 'developer' | 'investor' | 'ministry_defense'): Promise<string> {
  const email = uniqueEmail(`mkt-${role}`);
  const up = await api.post('/api/auth/sign-up', {
    data: { email, password: PASSWORD, full_name: 'Awa Koné', ...(role === 'investor' ? { account_type: 'investor' } : {}) },
  });
  expect(up.status()).toBe(201);
  if (role === 'ministry_defense') await grantRole(api, email, role);
  return email;
}

async function noAxe(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

const shot = (page: Page, name: string) => screenshotWidths(page, SHOTS, name);

const card = (page: Page, slug: string) => page.getByTestId(`solution-${slug}`);

test('a visitor sees the same solutions on the landing showcase and the marketplace (fr)', async ({ page }) => {
  await storePreferences(page, { language: 'fr' });
  await page.goto('/');
  // the prerendered page is replaced when the app starts: look at the live one
  const showcase = page.locator('#ov-store').last();
  for (const title of ['CyberShield SOC', 'BorderWatch', 'GovVault']) await expect(showcase.getByText(title, { exact: true })).toBeVisible();
  await shot(page, 'landing-fr-showcase');
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace défense et sécurité' })).toBeVisible();
  for (const slug of ['cyber-shield', 'border-watch', 'gov-vault']) await expect(card(page, slug)).toBeVisible();
  // at most 3 tags: SkySentinel has four
  await expect(card(page, 'sky-sentinel').locator('ul li')).toHaveCount(3);
  // a funding bar capped at 100 % with the real figures (GovVault is fully funded)
  await expect(card(page, 'gov-vault').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  // search (accent-insensitive) and category filter
  await page.getByLabel('Rechercher une solution').fill('biometrie');
  await expect(card(page, 'id-trust')).toBeVisible();
  await expect(card(page, 'cyber-shield')).toHaveCount(0);
  await page.getByLabel('Rechercher une solution').fill('');
  await page.getByLabel('Catégorie').selectOption('drones');
  await expect(card(page, 'sky-sentinel')).toBeVisible();
  await expect(card(page, 'border-watch')).toHaveCount(0);
  await page.getByLabel('Catégorie').selectOption('');
  // startup persona: Démo and Acquérir
  await card(page, 'cyber-shield').getByRole('button', { name: /^Acquérir/ }).click();
  await expect(page.getByText('Achat initié')).toBeVisible();
  await toastsSettled(page);
  await noAxe(page);
  await shot(page, 'marketplace-fr-visitor');
});

test('a developer is refused Investir with a clear message, after signing in from the marketplace (fr)', async ({ page, request }) => {
  const email = await accountWithRole(request, 'developer');
  await storePreferences(page, { language: 'fr' });
  await page.goto('/marketplace');
  await page.getByRole('tab', { name: 'Investisseur' }).click();
  await card(page, 'flow-trace').getByRole('button', { name: /^Investir/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Connexion requise')).toBeVisible();
  await dialog.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInFr(page, email);
  await expect(page).toHaveURL(/\/marketplace$/);
  // the persona choice was remembered on this device
  await expect(page.getByRole('tab', { name: 'Investisseur' })).toHaveAttribute('aria-selected', 'true');
  await card(page, 'flow-trace').getByRole('button', { name: /^Investir/ }).click();
  await expect(page.getByTestId('role-needed')).toContainText('Investir est réservé aux comptes investisseur');
  await noAxe(page);
  await shot(page, 'marketplace-fr-developer-refused');
});

test('an investor pledges and sees the bar move; analyses a solution (en)', async ({ page, request }) => {
  const email = await accountWithRole(request, 'investor');
  await storePreferences(page, { language: 'en' });
  await signInEn(page, email);
  await page.goto('/marketplace');
  // an investor's account opens on the investor's view until they pick another (decision 285)
  await expect(page.getByRole('tab', { name: 'Investor' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /^Invest/ }).first()).toBeVisible();
  const flow = card(page, 'flow-trace');
  const figures = await flow.getByTestId('funding-figures').textContent();
  expect(figures).toContain('of €600,000');
  await flow.getByRole('button', { name: /^Analyze/ }).click();
  await expect(page.getByTestId('analysis')).toContainText('Investor pledges');
  await noAxe(page);
  await shot(page, 'marketplace-en-analysis');
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();

  await flow.getByRole('button', { name: /^Invest/ }).last().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Demo payments')).toBeVisible();
  await dialog.getByLabel('Pledge amount (€)').fill('12.5');
  await dialog.getByRole('button', { name: /Confirm the pledge/ }).click();
  await expect(dialog.getByText('Enter an amount in whole euros')).toBeVisible();
  await noAxe(page);
  await shot(page, 'marketplace-en-invest-dialog');
  await dialog.getByLabel('Pledge amount (€)').fill('25000');
  await dialog.getByRole('button', { name: /Confirm the pledge/ }).click();
  await expect(page.getByText('Investment initiated')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(flow.getByTestId('funding-figures')).not.toHaveText(figures!);
  await expect(flow.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/);
  const table = page.getByTestId('my-pledges');
  await expect(table).toContainText('FlowTrace');
  await expect(table).toContainText('€25,000');
  await toastsSettled(page);
  await noAxe(page);
  await shot(page, 'marketplace-en-investor');
  // the dashboard's investor tab lists the pledge and its solution's progress
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Investments' }).click();
  await expect(page.getByTestId('my-pledges')).toContainText('FlowTrace');
  await noAxe(page);
  await shot(page, 'dashboard-en-investments');
});

test('a startup publishes a solution on its project and sees what it received on the dashboard (en)', async ({ page, request }) => {
  const email = await accountWithRole(request, 'developer');
  const dev = await apiSignIn(request, email);
  const project = await request.post('/api/projects', { data: { title: 'Harbour Watch' }, headers: { authorization: `Bearer ${dev}` } });
  expect(project.status()).toBe(201);
  await storePreferences(page, { language: 'en' });
  await signInEn(page, email);
  await page.goto('/marketplace');
  await page.getByRole('tab', { name: 'Startup' }).click();
  await page.getByRole('button', { name: 'Publish a solution' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog.getByText('Choose one of your projects.')).toBeVisible();
  await dialog.getByLabel('Linked project').selectOption({ label: 'Harbour Watch' });
  await dialog.getByLabel('Title').fill('Harbour Watch');
  await dialog.getByLabel('Description').fill('Port security cameras and vessel alerts.');
  await dialog.getByLabel('Startup name').fill('Lagune Labs');
  await dialog.getByLabel('Category').selectOption('surveillance');
  await dialog.getByLabel('Funding goal (€)').fill('150000');
  await dialog.getByLabel('Keywords').fill('AIS, CCTV, Ports, Edge');
  await noAxe(page);
  await shot(page, 'marketplace-en-publish-dialog');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Solution published')).toBeVisible();
  const published = page.locator('[data-testid^="solution-harbour-watch-"]');
  await expect(published).toBeVisible();
  await expect(published.locator('ul li')).toHaveCount(3);
  // Analyser shows the linked project's activity
  await page.getByRole('tab', { name: 'Investor' }).click();
  await published.getByRole('button', { name: /^Analyze/ }).click();
  await expect(page.getByTestId('project-activity')).toContainText('1 version(s)');
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  // an investor pledges on it (API), the startup's dashboard shows it
  const slugId = (await (await request.get('/api/marketplace/solutions?q=harbour')).json()).items[0].id as string;
  const investor = await apiSignIn(request, await accountWithRole(request, 'investor'));
  const p = await request.post(`/api/marketplace/solutions/${slugId}/pledges`, { data: { amount: 30000 }, headers: { authorization: `Bearer ${investor}` } });
  expect(p.status()).toBe(201);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Projects' }).click();
  await expect(page.getByTestId('received')).toContainText('1 investor pledge, €30,000');
  await noAxe(page);
  await shot(page, 'dashboard-en-received');
});

test('a ministry account evaluates and grants (fr), and the figures move', async ({ page, request }) => {
  const email = await accountWithRole(request, 'ministry_defense');
  await storePreferences(page, { language: 'fr' });
  await signInWithCode(page, email, PASSWORD, SIGN_IN_LABELS.fr);
  await page.goto('/marketplace');
  await page.getByRole('tab', { name: 'Gouvernement' }).click();
  const sky = card(page, 'sky-sentinel');
  await sky.getByRole('button', { name: /^Évaluer/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Enregistrer l’évaluation' }).click();
  await expect(dialog.getByText('Choisissez une note de 1 à 5.')).toBeVisible();
  await dialog.getByLabel('Note').selectOption('4');
  await dialog.getByLabel('Évaluation écrite').fill('Démonstration convaincante sur site, hébergement souverain.');
  await noAxe(page);
  await shot(page, 'marketplace-fr-evaluate-dialog');
  await dialog.getByRole('button', { name: 'Enregistrer l’évaluation' }).click();
  await expect(page.getByText('Évaluation enregistrée')).toBeVisible();
  const before = await sky.getByTestId('funding-figures').textContent();
  await sky.getByRole('button', { name: /^Subventionner/ }).click();
  await page.getByRole('dialog').getByLabel('Montant de la subvention (€)').fill('50 000');
  await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer la subvention' }).click();
  await expect(page.getByText('Subvention enregistrée')).toBeVisible();
  await expect(sky.getByTestId('funding-figures')).not.toHaveText(before!);
  await toastsSettled(page);
  await noAxe(page);
  await shot(page, 'marketplace-fr-ministry');
});

test('a startup links its approved store listing: Analyser shows its audit (en, fr), Demo and Acquire open its page', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = await accountWithRole(request, 'developer');
  const dev = { authorization: `Bearer ${await apiSignIn(request, email)}` };
  const files = [
    { path: 'index.html', content: '<!doctype html><html lang="fr"><head><title>Quai</title></head><body><div id="root"></div><script type="module" src="src/main.tsx"></script></body></html>' },
    { path: 'src/main.tsx', content: "import { createRoot } from 'react-dom/client';\nimport { App } from './App';\ncreateRoot(document.getElementById('root')!).render(<App />);\n" },
    { path: 'src/App.tsx', content: 'export function App() {\n  return <main><h1>Quai sûr</h1></main>;\n}\n' },
  ];
  const project = await request.post('/api/projects', { data: { title: 'Quai Sûr', code_content: files, tech_stack: ['React', 'TypeScript'] }, headers: dev });
  expect(project.status()).toBe(201);
  const projectId = (await project.json()).id as string;
  const submitted = await request.post('/api/store/apps', {
    data: { project_id: projectId, title: 'Quai Sûr', description: 'Surveillance des quais pour les ports militaires', category: 'security', price: 10000, target_buyers: 'government', classification: 'diffusion_restreinte' },
    headers: dev,
  });
  expect(submitted.status()).toBe(201);
  const slug = (await submitted.json()).app.slug as string;
  await expect.poll(async () => (await (await request.get(`/api/store/apps/${slug}`, { headers: dev })).json()).app.status, { timeout: 90_000 }).toBe('audited');
  const review = await request.post(`/api/admin/store/apps/${slug}/review`, { data: { action: 'approve' }, headers: { authorization: `Bearer ${await adminToken(request)}` } });
  expect(review.status()).toBe(200);
  const score = (await (await request.get(`/api/store/apps/${slug}`)).json()).app.audit.score as number;

  await storePreferences(page, { language: 'en' });
  await signInEn(page, email);
  await page.goto('/marketplace');
  await page.getByRole('tab', { name: 'Startup' }).click();
  await page.getByRole('button', { name: 'Publish a solution' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Linked project').selectOption({ label: 'Quai Sûr' });
  await dialog.getByLabel('Linked store listing (optional)').selectOption({ label: `Quai Sûr (/store/${slug})` });
  await dialog.getByLabel('Title').fill('Quai Sûr');
  await dialog.getByLabel('Description').fill('Dock surveillance for naval bases.');
  await dialog.getByLabel('Startup name').fill('Rade Labs');
  await dialog.getByLabel('Category').selectOption('surveillance');
  await dialog.getByLabel('Funding goal (€)').fill('200000');
  await noAxe(page);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Solution published')).toBeVisible();
  const linked = page.locator('[data-testid^="solution-quai-sur-"]');
  await expect(linked).toBeVisible();

  // Analyser: the listing's score, baseline and verified %
  await page.getByRole('tab', { name: 'Investor' }).click();
  await linked.getByRole('button', { name: /^Analyze/ }).click();
  const audit = page.getByTestId('store-audit');
  await expect(audit).toContainText(`${score}/100`);
  await expect(audit).toContainText('Met');
  await expect(audit).toContainText('Verified justifications');
  await expect(audit.getByRole('link', { name: 'Store listing: Quai Sûr' })).toHaveAttribute('href', `/store/${slug}`);
  await noAxe(page);
  await shot(page, 'marketplace-en-analyse-store');
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();

  // Demo and Acquire go to the listing's page, where the live demo and the real purchase are
  await page.getByRole('tab', { name: 'Startup' }).click();
  await linked.getByRole('button', { name: /^Demo/ }).click();
  await expect(page).toHaveURL(new RegExp(`/store/${slug}$`));
  await page.goBack();
  await page.getByRole('tab', { name: 'Startup' }).click();
  await linked.getByRole('button', { name: /^Acquire/ }).click();
  await expect(page).toHaveURL(new RegExp(`/store/${slug}$`));

  // the same panel in French
  await storePreferences(page, { language: 'fr' });
  await page.goto('/marketplace');
  await page.getByRole('tab', { name: 'Investisseur' }).click();
  await linked.getByRole('button', { name: /^Analyser/ }).click();
  await expect(page.getByTestId('store-audit')).toContainText('Note d’audit');
  await expect(page.getByTestId('store-audit')).toContainText('Respecté');
  await noAxe(page);
  await shot(page, 'marketplace-fr-analyse-store');
  // a solution without a link says so
  await page.getByRole('dialog').getByRole('button', { name: 'Fermer', exact: true }).click();
  await card(page, 'flow-trace').getByRole('button', { name: /^Analyser/ }).click();
  await expect(page.getByTestId('store-audit-none')).toBeVisible();
});
