import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './app/app';
import { routes } from './app/router';
import { i18n } from './lib/i18n';
import './index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * The prerendered landing (decisions 123, 230) is hydrated when this visitor sees exactly what it was rendered for:
 * a first visit (no session hint, no banner dismissed, no consent given, the default theme) in the language of the
 * copy. Any other visitor gets the app's own render, which replaces the copy when it commits.
 */
function canHydrate(): boolean {
  const html = document.documentElement.classList;
  return (
    container.dataset.prerender === document.documentElement.lang &&
    window.location.pathname === '/' &&
    html.contains('dark') &&
    !html.contains('ov-session') &&
    !html.contains('ov-announce-off') &&
    !html.contains('ov-consent-set')
  );
}

/** Loads the lazy modules of the routes the page matches, so the router starts initialised and renders the page at once. */
async function resolveLazyRoutes(): Promise<void> {
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    const mod = await route.lazy();
    Object.assign(route, mod);
    delete route.lazy;
  }
}

if (container.dataset.prerender !== undefined && canHydrate()) {
  // The landing's catalog alongside its module (a missing one would only delay hydration: the page suspends inside
  // the root layout's Suspense, whose server HTML stays until it resolves).
  await Promise.all([resolveLazyRoutes(), i18n.loadNamespaces(['landing'])]);
  // The page's <title>, description and canonical link in <head> are the ones its PageMeta renders: React adopts them
  // when it hydrates, so they must not be dropped as the static copy's (root layout's dropPrerender).
  for (const el of document.head.querySelectorAll('[data-static-head]')) el.removeAttribute('data-static-head');
  hydrateRoot(container, app);
} else {
  if (container.dataset.prerender !== undefined) {
    // Not this visitor's page: the copy stays visible (or hidden by boot.js's classes) until the app's render commits.
    delete container.dataset.prerender;
  }
  createRoot(container).render(app);
}
