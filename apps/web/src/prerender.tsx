// Build-time only (scripts/prerender.mjs, `vite build --ssr`): renders the landing page's HTML for each
// language with the same components the browser runs, so the first paint of `/` does not wait for
// JavaScript. See docs/decisions/123-landing-prerender.md. The tree is the app's own for a first load of `/`
// (providers, the landing shell of decision 234), so the browser hydrates it (decision 230).
import { renderToString } from 'react-dom/server';
import { i18n, ALL_NAMESPACES, type Language } from '@/lib/i18n';
import { AppProviders } from '@/app/providers';
import { LandingShell } from '@/app/landing-shell';

// A first-time visitor: empty storage (no session hint, no dismissed banner, default theme). Without it, code that
// reads storage inside try/catch would take Node's missing localStorage for "storage blocked" and render other states.
const memory = new Map<string, string>();
const emptyStorage: Storage = {
  get length() {
    return memory.size;
  },
  clear: () => memory.clear(),
  getItem: (k) => memory.get(k) ?? null,
  key: (i) => [...memory.keys()][i] ?? null,
  removeItem: (k) => void memory.delete(k),
  setItem: (k, v) => void memory.set(k, String(v)),
};
(globalThis as { localStorage?: Storage }).localStorage ??= emptyStorage;

/** `head`: the page's <title>, <meta> and <link> tags (its PageMeta), which React writes first; `html`: the page. */
export type Prerendered = { html: string; head: string };

const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/>)*/;

export async function renderLanding(lang: Language): Promise<Prerendered> {
  memory.clear();
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(ALL_NAMESPACES);
  // The same tree as main.tsx's `<App shell={LandingShell} />` renders (hence the same useId ids); navigation never
  // happens here.
  const page = renderToString(
    <AppProviders>
      <LandingShell navigate={() => {}} />
    </AppProviders>,
  );
  const head = HOISTED.exec(page)?.[0] ?? '';
  if (!head.includes('<title>')) throw new Error('the landing rendered no <title> (PageMeta)');
  return { head, html: page.slice(head.length) };
}
