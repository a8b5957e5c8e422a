import { expect, test, type Page } from '@playwright/test';
import { enableEditorTestHook, previewFrame, signedInEditor, waitForEditor } from './editor-helpers';
import { createAccount, seriousAxeViolations, signInEn, signInFr, storePreferences } from './shell-helpers';

// Issue 12 point 4 (and the phone part of point 5): at 1440 px the preview takes half the editor by default and is
// resizable, device widths really change the frame's width, the preview has a real full screen (Échap), and the AI
// assistant has its own panel beside the preview. At 390 px /builder and /code-editor do not scroll sideways.

test.use({ bypassCSP: true });
test.describe.configure({ timeout: 180_000 });

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });

  test('/editor (fr): half-width resizable preview, real device widths, full-screen preview, the assistant in its own panel, axe', async ({ page }) => {
    await signedInEditor(page, 'ed-layout');
    const editor = page.getByTestId('editor-page');
    const viewport = page.getByTestId('preview-viewport');
    await expect(previewFrame(page).getByRole('heading', { name: 'Gestionnaire de tâches' })).toBeVisible({ timeout: 30_000 });
    const editorWidth = (await editor.boundingBox())!.width;
    const previewWidth = (await viewport.boundingBox())!.width;
    // The right panel is half the workspace; its own padding takes a few pixels.
    expect(previewWidth).toBeGreaterThan(editorWidth * 0.46);

    // Resizable with the keyboard (the separator is a focusable splitter).
    const splitter = page.getByRole('separator', { name: 'Redimensionner le panneau de droite' });
    await splitter.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await viewport.boundingBox())!.width).toBeGreaterThan(previewWidth + 20);

    // Device widths: the frame is laid out at the device's CSS width (scaled to fit when the column is narrower).
    const device = page.getByTestId('preview-device');
    await page.getByRole('button', { name: 'Tablette' }).click();
    await expect(device).toHaveAttribute('data-device', 'tablet');
    await expect.poll(() => device.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(768);
    await expect.poll(() => editor.locator('iframe[sandbox]').evaluate((el) => (el as HTMLElement).clientWidth)).toBe(768);
    await expect(page.getByTestId('preview-scale')).toContainText('768 px');
    await page.getByRole('button', { name: 'Mobile' }).click();
    await expect.poll(() => editor.locator('iframe[sandbox]').evaluate((el) => (el as HTMLElement).clientWidth)).toBe(375);
    await expect.poll(async () => Math.round((await editor.locator('iframe[sandbox]').boundingBox())!.width)).toBe(375);
    await page.getByRole('button', { name: 'Ordinateur' }).click();
    await expect.poll(async () => (await editor.locator('iframe[sandbox]').boundingBox())!.width).toBeGreaterThan(previewWidth);

    // The assistant: its own panel, beside the preview (both visible), closed by its own button.
    await page.getByRole('button', { name: 'Assistant IA' }).click();
    const assistant = page.getByRole('region', { name: 'Assistant IA' });
    await expect(assistant).toBeVisible();
    await expect(assistant.getByRole('textbox', { name: 'Votre demande à l’assistant' })).toBeVisible();
    await expect(viewport).toBeVisible();
    expect((await assistant.boundingBox())!.x).toBeGreaterThan((await viewport.boundingBox())!.x + (await viewport.boundingBox())!.width - 1);
    await expect(page.getByRole('tab', { name: 'IA' })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await assistant.getByRole('button', { name: 'Fermer l’assistant' }).click();
    await expect(assistant).toHaveCount(0);

    // Full-screen preview: the whole viewport, Échap leaves it and gives the focus back.
    const fullButton = page.getByRole('button', { name: 'Aperçu plein écran' });
    await fullButton.click();
    const dialog = page.getByRole('dialog', { name: 'Aperçu — plein écran' });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(1440);
    expect(box.height).toBe(900);
    await expect(dialog.frameLocator('iframe[sandbox]').getByRole('heading', { name: 'Gestionnaire de tâches' })).toBeVisible({ timeout: 30_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(fullButton).toBeFocused();
    await expect(previewFrame(page).getByRole('heading', { name: 'Gestionnaire de tâches' })).toBeVisible({ timeout: 30_000 });

    // The workspace's own "Plein écran" fills the screen; Échap leaves it.
    await page.getByRole('button', { name: 'Plein écran', exact: true }).click();
    await expect.poll(async () => (await editor.boundingBox())!.width).toBe(1440);
    await page.getByRole('button', { name: 'Quitter le plein écran' }).focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Plein écran', exact: true })).toBeVisible();
    await expect.poll(async () => (await editor.boundingBox())!.width).toBeLessThan(1440);
  });

  test('/editor (en): the assistant panel and the full-screen preview speak English, axe', async ({ page }) => {
    await signedInEditor(page, 'ed-layout-en', 'en');
    await page.getByRole('button', { name: 'AI assistant' }).click();
    await expect(page.getByRole('region', { name: 'AI assistant' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Tablet' }).click();
    await page.getByRole('button', { name: 'Full-screen preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview — full screen' });
    await expect(dialog.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
    await expect(dialog.getByTestId('preview-device')).toHaveAttribute('data-device', 'tablet');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Exit full screen' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of ['fr', 'en'] as const) {
    test(`/builder and /code-editor do not scroll sideways, signed out and in (${lang}), axe on /editor's panes`, async ({ page }) => {
      await enableEditorTestHook(page);
      await storePreferences(page, { language: lang });
      for (const signed of [false, true]) {
        if (signed) {
          const email = await createAccount(page, { tag: `ed-390-${lang}` });
          if (lang === 'fr') await signInFr(page, email);
          else await signInEn(page, email);
        }
        for (const path of ['/builder', '/code-editor']) {
          await page.goto(path);
          await waitForEditor(page);
          await page.waitForTimeout(300);
          expect(await noSideScroll(page), `${path} ${signed ? 'signed in' : 'signed out'}`).toBeLessThanOrEqual(0);
        }
      }
      await page.goto('/editor');
      await waitForEditor(page);
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: lang === 'fr' ? 'IA' : 'AI', exact: true }).click();
      await expect(page.getByRole('region', { name: lang === 'fr' ? 'Assistant IA' : 'AI assistant' })).toBeVisible();
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: lang === 'fr' ? 'Aperçu' : 'Preview', exact: true }).click();
      await expect(page.getByTestId('preview-viewport')).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
