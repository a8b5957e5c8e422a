import { expect, type Page } from '@playwright/test';

export type File = { path: string; content: string };

/** Stores the project /preview shows (the key documented in apps/web/src/features/preview/README.md). */
export async function setPreviewProject(page: Page, name: string, files: File[]) {
  await page.evaluate(
    ({ name, files }) => {
      localStorage.setItem('ov_preview_project', JSON.stringify({ name, files, updatedAt: new Date().toISOString() }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'ov_preview_project' }));
    },
    { name, files },
  );
}

export const previewFrame = (page: Page) => page.frameLocator('iframe[sandbox]');

export async function expectFrameText(page: Page, text: string | RegExp) {
  await expect(previewFrame(page).getByText(text).first()).toBeVisible({ timeout: 20_000 });
}

export const viteProject = (app: string, extra: File[] = []): File[] => [
  { path: 'index.html', content: '<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>' },
  { path: 'src/main.tsx', content: "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')!).render(<App />);\n" },
  { path: 'src/App.tsx', content: app },
  ...extra,
];
