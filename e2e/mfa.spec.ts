import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, createAccount, screenshotWidths, seriousAxeViolations } from './shell-helpers';
import { freshCode, grantRole, loadFactor, saveFactor, SIGN_IN_LABELS, totp, type Factor } from './mfa-helpers';

// Issue 20, two-factor authentication and sessions, as a new user meets them, in French and English, with axe.
test.use({ bypassCSP: true });

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

const shoot = (page: Page, name: string) => screenshotWidths(page, SHOTS, name);

const FR = SIGN_IN_LABELS.fr;
const EN = SIGN_IN_LABELS.en;

async function passwordStep(page: Page, email: string, l: typeof FR) {
  await page.goto('/auth');
  await page.getByLabel(l.email).fill(email);
  await page.getByLabel(l.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: l.submit, exact: true }).click();
}

test.describe('fr', () => {
  test.use({ locale: 'fr-FR' });

  test('fr: enrols 2FA with the QR code, keeps the recovery codes, signs in with a code then a recovery code, ends another session', async ({ page, browser }) => {
    const email = await createAccount(page, { tag: 'mfa' });
    await passwordStep(page, email, FR);
    await expect(page).not.toHaveURL(/\/auth/);
    await page.goto('/account/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Sécurité du compte' })).toBeVisible();
    await expect(page.getByTestId('mfa-status')).toHaveText('Désactivée');
    await page.getByRole('button', { name: 'Activer la double authentification' }).click();
    await expect(page.getByRole('img', { name: 'QR code à scanner avec votre application d\'authentification' })).toBeVisible();
    const secret = (await page.getByTestId('mfa-secret').textContent())!.replace(/\s+/g, '');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'mfa-enrol-fr');

    // A short code says what is expected, before any request; then a wrong code: the server's translated refusal, still off.
    await page.getByLabel('Code à 6 chiffres').fill('123');
    await page.getByRole('button', { name: 'Confirmer et activer' }).click();
    await expect(page.getByText('Saisissez les 6 chiffres du code')).toBeVisible();
    await expect(page.getByText('Code incorrect, expiré ou déjà utilisé.')).toBeHidden();
    await page.getByLabel('Code à 6 chiffres').fill('000000');
    await page.getByRole('button', { name: 'Confirmer et activer' }).click();
    await expect(page.getByText('Code incorrect, expiré ou déjà utilisé.')).toBeVisible();
    const f: Factor = { secret, codes: [], lastStep: 0 };
    await page.getByLabel('Code à 6 chiffres').fill(await freshCode(email, f));
    await page.getByRole('button', { name: 'Confirmer et activer' }).click();
    const codes = page.getByTestId('recovery-codes');
    await expect(codes).toBeVisible();
    f.codes = (await codes.locator('li').allTextContents()).map((c) => c.trim());
    expect(f.codes).toHaveLength(10);
    saveFactor(email, f);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'mfa-codes-fr');
    await page.getByRole('button', { name: "J'ai enregistré mes codes" }).click();
    await expect(codes).toBeHidden();
    await expect(page.getByTestId('mfa-status')).toHaveText('Activée');

    // Another device signs in (code step answered with a recovery code), then this one ends it.
    const other = await browser.newContext({ locale: 'fr-FR', bypassCSP: true, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1' });
    const phone = await other.newPage();
    await passwordStep(phone, email, FR);
    await expect(phone.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await shoot(phone, 'mfa-challenge-fr');
    await phone.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    const recovery = loadFactor(email)!.codes[0]!;
    await phone.getByLabel('Code de secours').fill(recovery);
    await phone.getByRole('button', { name: 'Vérifier', exact: true }).click();
    await expect(phone).not.toHaveURL(/\/auth/);

    await page.reload();
    const list = page.getByTestId('sessions-list');
    await expect(list).toContainText('Safari sur iOS');
    await expect(list).toContainText('Cette session');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'security-sessions-fr');
    await list.getByRole('button', { name: /^Terminer cette session \(Safari sur iOS/ }).click();
    await expect(list).not.toContainText('Safari sur iOS');
    // The phone's session is over: its next call is refused and it is sent to sign in again.
    await phone.goto('/dashboard');
    await expect(phone).toHaveURL(/\/auth/);

    // The same recovery code does not work twice.
    await passwordStep(phone, email, FR);
    await phone.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    await phone.getByLabel('Code de secours').fill(recovery);
    await phone.getByRole('button', { name: 'Vérifier', exact: true }).click();
    await expect(phone.getByTestId('auth-error')).toHaveText('Code incorrect, expiré ou déjà utilisé.');
    // And a code from the app does.
    await phone.getByRole('button', { name: "Utiliser un code de l'application" }).click();
    await phone.getByLabel('Code de vérification').fill(await freshCode(email, loadFactor(email)!));
    await phone.getByRole('button', { name: 'Vérifier', exact: true }).click();
    await expect(phone).not.toHaveURL(/\/auth/);
    await other.close();
  });

  test('fr: a new ministry official is sent to enrolment before anything else', async ({ page }) => {
    const email = await createAccount(page, { tag: 'ministry' });
    await grantRole(page.request, email, 'ministry_defense', { enrol: false });
    await passwordStep(page, email, FR);
    await expect(page).toHaveURL(/\/account\/security$/);
    await expect(page.getByTestId('mfa-enforced')).toContainText('Authentification à deux facteurs obligatoire');
    await page.goto('/projects');
    await expect(page).toHaveURL(/\/account\/security$/);
    // The URL changes before the lazy page has rendered (and set its <title>): wait for it before axe.
    await expect(page.getByTestId('mfa-enforced')).toBeVisible();
    await expect(page).toHaveTitle(/^Sécurité du compte/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'mfa-enforced-fr');
    await page.getByRole('button', { name: 'Activer la double authentification' }).click();
    const secret = (await page.getByTestId('mfa-secret').textContent())!.replace(/\s+/g, '');
    await page.getByLabel('Code à 6 chiffres').fill(totp(secret));
    await page.getByRole('button', { name: 'Confirmer et activer' }).click();
    await expect(page.getByTestId('recovery-codes')).toBeVisible();
    await page.getByRole('button', { name: "J'ai enregistré mes codes" }).click();
    await page.goto('/projects');
    await expect(page).toHaveURL(/\/projects$/);
  });
});

test.describe('en', () => {
  test.use({ locale: 'en-GB' });

  test('en: the security page and the code step, in English', async ({ page, browser }) => {
    const email = await createAccount(page, { tag: 'mfa-en' });
    await passwordStep(page, email, EN);
    await expect(page).not.toHaveURL(/\/auth/);
    await page.goto('/account/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const secret = (await page.getByTestId('mfa-secret').textContent())!.replace(/\s+/g, '');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'mfa-enrol-en');
    const f: Factor = { secret, codes: [], lastStep: 0 };
    await page.getByLabel('6-digit code').fill(await freshCode(email, f));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByTestId('recovery-codes')).toContainText('Your recovery codes');
    await shoot(page, 'mfa-codes-en');
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(page.getByTestId('mfa-status')).toHaveText('On');
    await shoot(page, 'security-sessions-en');

    const other = await browser.newContext({ locale: 'en-GB', bypassCSP: true });
    const p2 = await other.newPage();
    await passwordStep(p2, email, EN);
    await expect(p2.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await shoot(p2, 'mfa-challenge-en');
    // A short code says what is expected (no request); a wrong 6-digit code gets the server's refusal.
    await p2.getByLabel('Verification code').fill('12');
    await p2.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(p2.getByText('Enter the 6 digits of the code')).toBeVisible();
    expect(await seriousAxeViolations(p2)).toEqual([]);
    await p2.getByLabel('Verification code').fill('000000');
    await p2.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(p2.getByText('Wrong, expired or already used code.')).toBeVisible();
    await p2.getByLabel('Verification code').fill(await freshCode(email, loadFactor(email) ?? f));
    await p2.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(p2).not.toHaveURL(/\/auth/);
    await other.close();
  });
});
