import { expect, test, type Route } from '@playwright/test';
import { createAccount, signInFr } from './shell-helpers';

test.use({ locale: 'fr-FR' });

// Two tabs of one browser share the refresh cookie. The server revokes a whole session when a
// rotated refresh token is presented again (decision 004), so two tabs refreshing at the same
// instant used to sign the user out; the client now refreshes under a Web Lock (decision 024).

test('two tabs refreshing together stay signed in; a replayed old refresh token still revokes the session', async ({ page, context, playwright, baseURL }) => {
  const email = await createAccount(page, { tag: 'tabs' });
  await signInFr(page, email);
  const tabB = await context.newPage();
  for (const p of [page, tabB]) {
    await p.goto('/dashboard');
    await expect(p.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  }
  const cookieBefore = (await context.cookies()).find((c) => c.name === 'ov_refresh')?.value;
  expect(cookieBefore).toBeTruthy();

  // Hold every refresh request until two are waiting (or 2 s pass), then let them through
  // together: without a cross-tab lock both carry the same cookie and the second is reuse.
  const held: Route[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refreshes = 0;
  const release = () => {
    clearTimeout(timer);
    for (const r of held.splice(0)) void r.continue();
  };
  await context.route('**/api/auth/refresh', (route) => {
    refreshes++;
    held.push(route);
    if (held.length >= 2) release();
    else timer = setTimeout(release, 2000);
  });

  // Both tabs restore their session from the cookie at load, at the same instant.
  await Promise.all([page.reload(), tabB.reload()]);
  for (const p of [page, tabB]) {
    await expect(p.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(p).toHaveURL(/\/dashboard$/);
  }
  await expect.poll(() => refreshes).toBe(2);
  await context.unroute('**/api/auth/refresh');

  // The session is still alive: a further reload restores it again, and API calls work.
  await tabB.reload();
  await expect(tabB.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(tabB.getByTestId('stat-credits')).toContainText('100');

  // Reuse detection is intact: the first, long-rotated token presented from elsewhere (its own
  // cookie jar, so the tabs keep their current cookie) revokes the family, and the next load in
  // the tabs, with their current and otherwise valid cookie, is signed out.
  const attacker = await playwright.request.newContext({ baseURL });
  const replay = await attacker.post('/api/auth/refresh', { data: { refresh_token: cookieBefore } });
  expect(replay.status()).toBe(401);
  expect((await replay.json()).error.code).toBe('invalid_refresh_token');
  await attacker.dispose();
  expect((await context.cookies()).find((c) => c.name === 'ov_refresh')?.value).toBeTruthy();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth/);
});
