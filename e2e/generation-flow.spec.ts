import { expect, test, type Page } from '@playwright/test';
import { createAccount, PASSWORD, seriousAxeViolations } from './shell-helpers';

// Issue 12 points 2 and 3, issue 13 point 5: every generation is a saved project, opened in the editor and listed
// in Mes projets; progress shows from the first moment; replacing the open app asks first; /chat builds the same.
test.use({ bypassCSP: true });

const WORDS = {
  fr: {
    signIn: 'Se connecter',
    password: 'Mot de passe',
    prompt: 'Décrivez votre projet',
    generate: 'Générer l’application',
    reading: 'Lecture de votre demande',
    replaceTitle: 'Remplacer l’application ouverte ?',
    replace: 'Remplacer',
    open: 'Ouvrir dans l’éditeur',
    send: 'Envoyer',
    message: 'Votre message',
    example: /Utiliser l’exemple :\s*Surveillance de drones/,
    first: 'Registre des visiteurs du ministère avec nom, badge, heure d’entrée et export CSV',
    second: 'Suivi des incidents de sécurité avec gravité, statut et date',
  },
  en: {
    signIn: 'Sign in',
    password: 'Password',
    prompt: 'Describe your project',
    generate: 'Generate the application',
    reading: 'Reading your request',
    replaceTitle: 'Replace the open app?',
    replace: 'Replace',
    open: 'Open in the editor',
    send: 'Send',
    message: 'Your message',
    example: /Use the example:\s*Drone surveillance/,
    first: 'Ministry visitor register with name, badge, entry time and CSV export',
    second: 'Security incident tracker with severity, status and date',
  },
} as const;

async function signIn(page: Page, email: string, w: (typeof WORDS)['fr' | 'en']) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(w.password).fill(PASSWORD);
  await page.getByRole('button', { name: w.signIn, exact: true }).last().click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** Holds the next generation request until `release()`, so the progress before any server event can be seen. */
async function holdGeneration(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/api/functions/sentinel-ai-agent', async (route) => {
    await gate;
    await route.continue();
  });
  return async () => {
    release();
    await page.unroute('**/api/functions/sentinel-ai-agent');
  };
}

for (const lang of ['fr', 'en'] as const) {
  const w = WORDS[lang];
  test(`${lang}: landing prompt → progress → app in the editor → in My projects → a second generation asks first; /chat builds the same`, async ({ page }, info) => {
    test.setTimeout(240_000);
    await page.addInitScript((l) => localStorage.setItem('ov_language', l), lang);
    const email = await createAccount(page, { tag: `genflow-${lang}` });
    await signIn(page, email, w);

    // 1. The landing's "Créer App": the editor opens at once with the steps (before any server event).
    await page.goto('/');
    await page.getByLabel(w.prompt).fill(w.first);
    const release = await holdGeneration(page);
    await page.getByRole('button', { name: w.generate }).click();
    const progress = page.getByTestId('generation-progress').first();
    await expect(progress).toBeVisible();
    await expect(progress.locator('[data-step="request"]')).toContainText(w.reading);
    await expect(page.getByTestId('preview-generation')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`progress-${lang}.png`) });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await release();

    // 2. Delivered: opened by id, running in the preview, named after the app.
    await expect(page).toHaveURL(/\/editor\?project=[0-9a-f-]{36}$/, { timeout: 60_000 });
    const firstId = new URL(page.url()).searchParams.get('project')!;
    const frame = page.getByTestId('editor-page').frameLocator('iframe[sandbox]');
    await expect(frame.locator('h1, h2').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('generation-progress')).toHaveCount(0);
    const name = (await page.getByRole('toolbar').locator('span.font-semibold').first().textContent())!.trim();
    expect(name.length).toBeGreaterThan(3);
    await page.screenshot({ path: info.outputPath(`delivered-${lang}.png`) });

    // 3. Listed in Mes projets (the list is fresh, not a cached empty one).
    await page.goto('/projects');
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();

    // 4. A second generation asks before replacing the open app.
    await page.goto('/');
    await page.getByLabel(w.prompt).fill(w.second);
    await page.getByRole('button', { name: w.generate }).click();
    const dialog = page.getByRole('alertdialog', { name: w.replaceTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(name);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`replace-${lang}.png`) });
    await dialog.getByRole('button', { name: w.replace, exact: true }).click();
    await expect(page).toHaveURL(/\/editor\?project=[0-9a-f-]{36}$/, { timeout: 60_000 });
    await expect.poll(() => new URL(page.url()).searchParams.get('project'), { timeout: 60_000 }).not.toBe(firstId);

    // 5. /chat: an example card builds the same kind of project, with "Ouvrir dans l'éditeur".
    await page.goto('/chat');
    await page.getByRole('button', { name: w.example }).click();
    await page.getByRole('button', { name: w.send }).click();
    const open = page.getByRole('region', { name: /Conversation/ }).getByRole('link', { name: w.open });
    await expect(open).toBeVisible({ timeout: 60_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`chat-${lang}.png`) });
    const href = await open.getAttribute('href');
    expect(href).toMatch(/^\/editor\?project=[0-9a-f-]{36}$/);
    await open.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
    await expect(frame.locator('h1, h2').first()).toBeVisible({ timeout: 60_000 });

    // Three generations, three projects (checked through the API with the same account).
    const session = await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
    const token = ((await session.json()) as { session: { access_token: string } }).session.access_token;
    const list = await page.request.get('/api/projects', { headers: { authorization: `Bearer ${token}` } });
    expect(((await list.json()) as { projects: unknown[] }).projects).toHaveLength(3);
  });
}
