import { expect, test } from '@playwright/test';
import { createAccount, seriousAxeViolations, signInFr } from './shell-helpers';

// bypassCSP lets the axe-core audit script run inside the page
test.use({ locale: 'fr-FR', bypassCSP: true });

test('chat: GovAdvisor answers a compliance question with sources, credits move; CodeGen writes code; in French', async ({ page }) => {
  const email = await createAccount(page, { tag: 'chat' });
  await signInFr(page, email);
  await page.goto('/chat');

  await expect(page.getByRole('heading', { name: 'Chat IA' })).toBeVisible();
  await expect(page.getByTestId('model-badge')).toHaveText('Sentinel · IA hors ligne Sentinel');
  await expect(page.getByRole('button', { name: /Utiliser l’exemple/ })).toHaveCount(6);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByLabel('Assistant').selectOption('gov-advisor');
  await page.getByRole('button', { name: /Utiliser l’exemple :\s*Conformité RGPD/ }).click();
  await expect(page.getByLabel('Votre message')).toHaveValue(/obligations RGPD/);
  await page.getByLabel('Votre message').press('Enter');

  const log = page.getByRole('region', { name: 'Conversation' });
  await expect(log.getByTestId('reply-cost')).toHaveText(/1 crédit utilisé/);
  await expect(log).toContainText('Sources');
  await expect(log).toContainText('RGPD : protection des données personnelles');
  await expect(page.getByRole('button', { name: /Utiliser l’exemple/ })).toHaveCount(0);

  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('credits-badge')).toContainText('99');
  await page.keyboard.press('Escape');

  await page.getByLabel('Assistant').selectOption('sentinel-codegen');
  await expect(page.getByTestId('model-badge')).toHaveText('CodeGen · IA hors ligne Sentinel');
  await page.getByLabel('Votre message').fill('Inventaire des munitions avec seuils');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(log.getByText('Analyse de sécurité', { exact: true })).toBeVisible();
  await expect(log.getByTestId('reply-cost').last()).toHaveText(/2 crédits utilisés/);
  await expect(log.locator('pre code').last()).toContainText('export function LotMunitionsList');

  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('credits-badge')).toContainText('97');
});

test('chat: a prompt handed over by navigation is sent automatically after a second', async ({ page }) => {
  const email = await createAccount(page, { tag: 'chat-nav' });
  await signInFr(page, email);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // client-side navigation with state, as the home page's navigate('/chat', { state }) does
  await page.evaluate(() => {
    window.history.pushState({ usr: { initialPrompt: 'Que dit la norme ISO 27001 sur l’annexe A ?', aiType: 'claude' }, key: 'x', idx: 1 }, '', '/chat');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByTestId('model-badge')).toHaveText('Claude · IA hors ligne Sentinel');
  await expect(page.getByRole('region', { name: 'Conversation' }).getByTestId('reply-cost')).toHaveText(/1 crédit utilisé/, { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Conversation' })).toContainText('93 mesures');
});
