import { expect, test } from '@playwright/test';
import { PASSWORD, chatFromLanding, createAccount } from './shell-helpers';

test.use({ locale: 'fr-FR' });

// Spec §6: an anonymous visitor may chat and gets the free local reply. The hero's 'Chat' mode
// used to send a signed-out visitor to /auth and lose the prompt (decision 025).

test('a visitor chooses Chat on the landing: the chat opens signed out, sends the prompt, answers for free; signing in comes back to the chat', async ({ page }) => {
  const email = await createAccount(page, { tag: 'chat-visitor' });
  await page.goto('/');
  const sent = await chatFromLanding(page, 'Quelles obligations RGPD pour une administration ?');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat IA' })).toBeVisible();
  await expect(page.getByTestId('chat-visitor-note')).toContainText('gratuitement');
  expect(sent.postDataJSON()).toMatchObject({ message: 'Quelles obligations RGPD pour une administration ?' });
  expect(sent.headers()['authorization']).toBeUndefined();

  const log = page.getByRole('region', { name: 'Conversation' });
  await expect(log.getByText('Quelles obligations RGPD pour une administration ?')).toBeVisible();
  await expect(page.getByTestId('reply-cost')).toContainText('Gratuit', { timeout: 30_000 });
  await expect(log.locator('article[data-role="assistant"]').last()).toContainText(/RGPD/);
  // No account controls for a visitor, and no CodeGen.
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await expect(page.getByLabel('Assistant').locator('option', { hasText: 'CodeGen' })).toHaveCount(0);

  // Signing in from the note returns to the chat, now as the signed-in user with their credits.
  await page.getByRole('link', { name: 'Se connecter pour utiliser vos crédits' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId('chat-visitor-note')).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('credits-badge')).toContainText('100');
});
