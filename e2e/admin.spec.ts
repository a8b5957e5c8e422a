import { expect, test, type Page } from '@playwright/test';
import { createAccount, screenshotWidths, seriousAxeViolations, signInFr } from './shell-helpers';
import { ADMIN, adminToken, SIGN_IN_LABELS, signInWithCode } from './mfa-helpers';

// Issue 20, the admin console: the bootstrap admin (2FA on) finds a user, grants a ministry role with a reason,
// locks and unlocks, reads the audit log and exports it. Non-admins get the 404 page. French and English, with axe.
test.use({ bypassCSP: true });

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const shoot = (page: Page, name: string) => screenshotWidths(page, SHOTS, name);

test.describe('fr', () => {
  test.use({ locale: 'fr-FR' });

  test('fr: the admin grants a ministry role with a reason, locks and unlocks, finds it all in the audit log and exports it', async ({ page }) => {
    const email = await createAccount(page, { tag: 'console', fullName: 'Inès Ministère' });
    await adminToken(page.request);
    await signInWithCode(page, ADMIN.email, ADMIN.password, SIGN_IN_LABELS.fr);
    await page.getByRole('link', { name: 'Administration' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();

    await page.getByLabel('Rechercher par email ou nom').fill('Inès');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByTestId('admin-users-table')).toContainText(email);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'admin-users-fr');

    await page.getByRole('button', { name: `Gérer le compte ${email}` }).last().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Rôle', { exact: true }).selectOption('ministry_defense');
    // No reason: refused in words, nothing sent.
    await dialog.getByRole('button', { name: 'Accorder' }).click();
    await expect(dialog.getByText('Indiquez un motif (3 caractères minimum).')).toBeVisible();
    await dialog.getByLabel('Motif').fill('Affectation au programme Sentinelle');
    await dialog.getByRole('button', { name: 'Accorder' }).click();
    await expect(dialog.getByText('Startup, Ministère de la Défense')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retirer' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'admin-manage-fr');
    await dialog.getByLabel('Motif').fill('Vérification d’identité en cours');
    await dialog.getByRole('button', { name: 'Verrouiller le compte' }).click();
    await expect(dialog.getByText('Verrouillé : Vérification d’identité en cours')).toBeVisible();
    await dialog.getByLabel('Motif').fill('Identité vérifiée');
    await dialog.getByRole('button', { name: 'Déverrouiller le compte' }).click();
    await expect(dialog.getByRole('button', { name: 'Verrouiller le compte' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer' }).click();

    await page.getByRole('tab', { name: "Journal d'audit" }).click();
    await page.getByLabel('Événement').fill('role');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const log = page.getByTestId('audit-list');
    await expect(log).toContainText('role.granted');
    await expect(log).toContainText('Motif : Affectation au programme Sentinelle');
    await page.getByLabel('Événement').fill('account');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(log).toContainText('account.locked');
    await expect(log).toContainText('account.unlocked');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'admin-audit-fr');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text).toContain('account.locked');
    expect(text).toContain('Vérification d’identité en cours');
    expect(text).not.toContain('role.granted');

    await page.getByRole('tab', { name: 'Messages de contact' }).click();
    await expect(page.getByLabel('Afficher', { exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('fr: a user who is not an admin gets the 404 page at /admin and no menu entry', async ({ page }) => {
    await signInFr(page, await createAccount(page, { tag: 'notadmin' }));
    await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByTestId('not-found-code')).toHaveText('404');
    expect((await page.request.get('/api/admin/users')).status()).toBe(401);
  });
});

test.describe('en', () => {
  test.use({ locale: 'en-GB' });

  test('en: the console in English', async ({ page }) => {
    await adminToken(page.request);
    await signInWithCode(page, ADMIN.email, ADMIN.password, SIGN_IN_LABELS.en);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Users' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'admin-users-en');
    await page.getByRole('button', { name: `Manage the account ${ADMIN.email}` }).last().click();
    await expect(page.getByRole('dialog')).toContainText('The reason is required');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'admin-manage-en');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect(page.getByTestId('audit-list')).toContainText('mfa.enabled');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'admin-audit-en');
  });
});
