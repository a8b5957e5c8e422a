import { expect, test } from '@playwright/test';
import { signedInEditor, waitForEditor } from './editor-helpers';
import { seriousAxeViolations } from './shell-helpers';

test.use({ locale: 'fr-FR', bypassCSP: true });
test.describe.configure({ timeout: 120_000 });

test('the editor pages have no serious or critical axe violations', async ({ page }) => {
  await signedInEditor(page, 'ed-axe');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto('/code-editor');
  await waitForEditor(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
