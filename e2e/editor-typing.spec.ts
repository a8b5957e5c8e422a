import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { enableEditorTestHook, signedInEditor, waitForEditor } from './editor-helpers';

// Issue 12 point 1: real keyboard typing (page.keyboard.type, no model shortcut) in the three editors, in the middle
// of a line and at its end, at several speeds, with auto-save and the live preview on. The file must hold exactly
// what was typed — in the editor's model, in what is saved and in what the preview shows — and Ctrl+Z must undo it.

test.use({ locale: 'fr-FR' });
test.describe.configure({ timeout: 240_000 });

type Win = {
  __ovEditors: {
    getModel(): { getValue(): string; getLineCount(): number; getLineContent(n: number): string; uri: { path: string } };
    setPosition(p: { lineNumber: number; column: number }): void;
    focus(): void;
    hasTextFocus(): boolean;
  }[];
};

const MID = ' — Abidjan saisie';
const END = ' élan';
const DELAYS = [0, 40, 120] as const;
const HEADING_LINE = /<h1>[^<]*<\/h1>/;

async function model(page: Page) {
  return page.evaluate(() => (window as unknown as Win).__ovEditors.at(-1)!.getModel().getValue());
}

/** Puts the caret at (line, column) of the mounted editor and gives it the keyboard focus, as a click would. */
async function caretAt(page: Page, lineNumber: number, column: number) {
  await page.evaluate(
    ([l, c]) => {
      const ed = (window as unknown as Win).__ovEditors.at(-1)!;
      ed.focus();
      ed.setPosition({ lineNumber: l, column: c });
    },
    [lineNumber, column],
  );
  await expect.poll(() => page.evaluate(() => (window as unknown as Win).__ovEditors.at(-1)!.hasTextFocus())).toBe(true);
}

/** Types MID before `</h1>` and END at the end of the heading's line; returns the text expected. */
async function typeIntoHeading(page: Page, delay: number) {
  const original = await model(page);
  const lines = original.split('\n');
  const index = lines.findIndex((l) => HEADING_LINE.test(l));
  expect(index, 'a heading line').toBeGreaterThanOrEqual(0);
  const line = lines[index]!;
  const close = line.indexOf('</h1>');
  await caretAt(page, index + 1, close + 1);
  await page.keyboard.type(MID, { delay });
  await caretAt(page, index + 1, line.length + MID.length + 1);
  await page.keyboard.type(END, { delay });
  const typedLine = line.slice(0, close) + MID + line.slice(close) + END;
  lines[index] = typedLine;
  return { original, expected: lines.join('\n') };
}

async function undoAll(page: Page, original: string) {
  // Monaco groups typed words into undo steps: press Ctrl+Z until the text is back (or give up after 80 presses).
  for (let i = 0; i < 80 && (await model(page)) !== original; i++) await page.keyboard.press('Control+z');
  expect(await model(page)).toBe(original);
}

async function headingOf(frame: FrameLocator) {
  return frame.locator('h1').first();
}

/**
 * At each speed: types into the heading; the model and the preview show it (and still do a second later), `stored`
 * (which may save first) reads the file back exactly as typed, then Ctrl+Z undoes it all, in the preview too.
 */
async function typeStoreAndUndo(page: Page, frame: FrameLocator, stored: () => Promise<string | null>) {
  for (const delay of DELAYS) {
    const { original, expected } = await typeIntoHeading(page, delay);
    expect(await model(page), `model after typing at ${delay} ms per key`).toBe(expected);
    await expect(await headingOf(frame)).toContainText(MID.trim(), { timeout: 20_000 });
    await page.waitForTimeout(1_000);
    expect(await model(page)).toBe(expected);
    expect(await stored(), `stored file at ${delay} ms per key`).toBe(expected);
    await undoAll(page, original);
    await expect(await headingOf(frame)).not.toContainText('Abidjan', { timeout: 20_000 });
  }
}

/** Opens `url` (editor test hook on), shows the preview with the button `show`, and waits for its heading. */
async function openWithPreview(page: Page, url: string, show: string, previewTestId: string, iframe: string) {
  await enableEditorTestHook(page);
  await page.goto(url);
  await waitForEditor(page);
  await page.getByRole('button', { name: show }).click();
  const frame = page.getByTestId(previewTestId).frameLocator(iframe);
  await expect(await headingOf(frame)).toBeVisible({ timeout: 30_000 });
  return frame;
}

test('/editor: typed text lands exactly where typed, through auto-save and live preview, and Ctrl+Z undoes it', async ({ page }) => {
  await signedInEditor(page, 'ed-typing');
  const frame = page.getByTestId('editor-page').frameLocator('iframe[sandbox]');
  await expect(await headingOf(frame)).toBeVisible({ timeout: 30_000 });
  const path = await page.evaluate(() => (window as unknown as Win).__ovEditors.at(-1)!.getModel().uri.path.slice(1));
  for (const delay of DELAYS) {
    const { original, expected } = await typeIntoHeading(page, delay);
    expect(await model(page), `model after typing at ${delay} ms per key`).toBe(expected);
    // Past an auto-save (5 s) and a live-preview rebuild (250 ms debounce).
    await expect(await headingOf(frame)).toContainText(MID.trim(), { timeout: 20_000 });
    await page.waitForTimeout(5_600);
    expect(await model(page), `model after auto-save at ${delay} ms per key`).toBe(expected);
    const saved = await page.evaluate((p) => {
      const ws = JSON.parse(localStorage.getItem('ov_editor_workspace') ?? '{}') as { files?: { path: string; content: string }[] };
      return ws.files?.find((f) => f.path === p)?.content ?? null;
    }, path);
    expect(saved, `auto-saved file at ${delay} ms per key`).toBe(expected);
    await expect(await headingOf(frame)).toContainText(`${MID.trim()}`);
    await undoAll(page, original);
    await expect(await headingOf(frame)).not.toContainText('Abidjan', { timeout: 20_000 });
  }
});

test('/code-editor: typed text lands exactly where typed while the preview runs, is saved as typed, and Ctrl+Z undoes it', async ({ page }) => {
  const frame = await openWithPreview(page, '/code-editor', 'Exécuter', 'code-editor', 'iframe[sandbox]');
  await typeStoreAndUndo(page, frame, async () => {
    await page.getByRole('toolbar', { name: 'Barre d’outils de l’éditeur' }).getByRole('button', { name: 'Sauvegarder', exact: true }).click();
    const saved = await page.evaluate(() => (JSON.parse(localStorage.getItem('ov_code_editor_files') ?? '[]') as { content: string }[])[0]?.content ?? null);
    // Saving moved the focus to the button: give it back to the editor for Ctrl+Z.
    await page.evaluate(() => (window as unknown as Win).__ovEditors.at(-1)!.focus());
    return saved;
  });
});

test('/builder: typed text lands exactly where typed with the preview shown, is stored as typed, and Ctrl+Z undoes it', async ({ page }) => {
  const frame = await openWithPreview(page, '/builder', 'Afficher l’aperçu', 'builder-preview', 'iframe');
  await typeStoreAndUndo(page, frame, () =>
    page.evaluate(
      () => (JSON.parse(localStorage.getItem('ov_builder_project') ?? '{}') as { files?: { path: string; content: string }[] }).files?.find((f) => f.path === 'index.html')?.content ?? null,
    ),
  );
});
