import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, loadFullApp } from './app/app';
import { copyBox } from './lib/copy-box';
import { i18n } from './lib/i18n';
import './index.css';

const container = document.getElementById('root')!;
const strict = (app: ReactNode) => <StrictMode>{app}</StrictMode>;

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

if (window.location.pathname === '/') {
  // The landing without the data router (decision 234); the router loads at the first navigation. Its catalog is
  // loaded alongside its module (a missing one would only delay hydration: the page suspends inside the shell's
  // Suspense, whose server HTML stays until it resolves).
  const [{ LandingShell }] = await Promise.all([import('./app/landing-shell'), i18n.loadNamespaces(['landing'])]);
  const app = strict(<App shell={LandingShell} />);
  // What the visitor typed in the copy's prompt box is carried on by the hero's prompt (decision 298).
  if (container.dataset.prerender !== undefined) copyBox.el = container.querySelector('textarea');
  if (container.dataset.prerender !== undefined && canHydrate()) {
    // The page's <title>, description and canonical link in <head> are the ones its PageMeta renders: React adopts
    // them when it hydrates, so they must not be dropped as the static copy's (root parts' dropPrerender).
    for (const el of document.head.querySelectorAll('[data-static-head]')) el.removeAttribute('data-static-head');
    hydrateRoot(container, app);
  } else {
    // Not this visitor's page: the copy stays visible (or hidden by boot.js's classes) until the app's render commits.
    delete container.dataset.prerender;
    createRoot(container).render(app);
  }
} else {
  if (container.dataset.prerender !== undefined) delete container.dataset.prerender;
  createRoot(container).render(strict(<App initial={await loadFullApp()} />));
}
