import { expect, test } from '@playwright/test';
import { PASSWORD, createAccount, signInFr, uniqueEmail } from './shell-helpers';

test.use({ locale: 'fr-FR' });

test('sign-up → sign-in → dashboard → new project → list → edit, in French', async ({ page }) => {
  const email = uniqueEmail('journey');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Inscription' }).click();
  await page.getByLabel('Nom complet').fill('Awa Koné');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill('12345');
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText('Minimum 6 caractères', { exact: true }).last()).toBeVisible();
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('radio', { name: 'Startup' }).check();
  await page.getByRole('button', { name: "S'inscrire" }).click();
  // Sign-up signs the user in (decision 030) and goes on to the editor.
  await expect(page).toHaveURL(/\/editor$/);

  // The editor is another engineer's screen: reach the dashboard by URL (this also restores the session from the cookie).
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Projets' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Investissements' })).toHaveCount(0);
  await expect(page.getByTestId('stat-credits')).toContainText('100');
  await expect(page.getByTestId('stat-projects')).toContainText('0');

  await page.getByRole('link', { name: 'Nouveau projet' }).click();
  await expect(page.getByRole('heading', { name: 'Nouveau projet' })).toBeVisible();
  await page.getByLabel('Titre').fill('Centre de commandement');
  await page.getByLabel('Visibilité').selectOption('ministry_only');
  await page.getByLabel('Catégorie').selectOption('defense');
  await page.getByLabel('Description').fill('Supervision des alertes.');
  await page.getByRole('button', { name: 'Sauvegarder les métadonnées' }).click();
  await expect(page.getByText('Projet créé')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Éditer le projet' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Barre latérale' }).getByRole('link', { name: 'Mes projets' }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'Centre de commandement' });
  await expect(card).toContainText('Ministère');
  await page.getByLabel('Rechercher un projet').fill('introuvable-xyz');
  await expect(page.getByText('Aucun projet trouvé.')).toBeVisible();
  await page.getByLabel('Rechercher un projet').fill('commandement');
  await card.getByRole('link', { name: /Modifier/ }).click();

  await expect(page.getByLabel('Titre')).toHaveValue('Centre de commandement');
  await expect(page.getByLabel('Visibilité')).toHaveValue('ministry_only');
  await page.getByLabel('Titre').fill('Centre de commandement v2');
  await page.getByRole('button', { name: 'Sauvegarder les métadonnées' }).click();
  await expect(page.getByText('Projet mis à jour')).toBeVisible();
  await page.getByRole('link', { name: 'Retour à mes projets' }).click();
  await expect(page.getByText('Centre de commandement v2')).toBeVisible();

  // The session survives a reload through the refresh cookie.
  await page.reload();
  await expect(page.getByText('Centre de commandement v2')).toBeVisible();
});

test('a guarded page sends visitors to /auth and brings them back after sign-in', async ({ page }) => {
  const email = await createAccount(page, { tag: 'guard' });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await signInFr(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
});

test('a wrong password shows the service error in a destructive alert', async ({ page }) => {
  const email = await createAccount(page, { tag: 'wrong' });
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill('Not-The-Password-1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('auth-error')).toHaveText('Email ou mot de passe incorrect.');
});

test('sign-out clears the session and the guard applies again', async ({ page }) => {
  const email = await createAccount(page, { tag: 'signout', fullName: 'Kofi Mensah' });
  await page.goto('/auth');
  await signInFr(page, email);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Kofi Mensah');
  await expect(menu).toContainText(email);
  await expect(page.getByTestId('credits-badge')).toHaveText('100 crédits');
  await expect(menu.getByRole('menuitem', { name: 'Acheter des crédits' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });
  test('sign-in, dashboard, new project and credits read in English', async ({ page }) => {
    const email = await createAccount(page, { tag: 'english', accountType: 'investor', fullName: 'Jane Doe' });
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/editor$/);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Investments' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Projects' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByText('Available soon')).toBeVisible();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('link', { name: 'New project' }).click();
    await page.getByLabel('Title').fill('Border watch');
    await page.getByRole('button', { name: 'Save metadata' }).click();
    await expect(page.getByText('Project created')).toBeVisible();
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByTestId('credits-badge')).toHaveText('100 credits');
    await page.getByRole('menuitem', { name: 'Buy credits' }).click();
    await expect(page.getByText('Demonstration mode')).toBeVisible();
    await expect(page).toHaveTitle(/Credits/);
  });
});
