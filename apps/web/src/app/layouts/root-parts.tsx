import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

// What the root layout (inside the data router) and the landing shell (first load of `/`, decision 234) both render.

export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href="#main"
      className="sr-only z-[100] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {t('skipToContent')}
    </a>
  );
}

/**
 * Removes the prerendered landing (decision 123) and the HTML's static <head> tags (decision 147: the page's
 * <PageMeta> has just rendered its own) once the app's own page has rendered, before it is painted.
 */
export function dropPrerender(): void {
  document.getElementById('prerender')?.remove();
  // The landing hydrated or replaced in #root (decision 230): the copy's rules in index.css no longer apply.
  const root = document.getElementById('root');
  if (root) {
    delete root.dataset.prerender;
    root.inert = false;
  }
  for (const el of document.head.querySelectorAll('[data-static-head]')) el.remove();
}

export function DropPrerender() {
  useLayoutEffect(dropPrerender, []);
  return null;
}

export function RootFallback() {
  const { t } = useTranslation('common');
  return <Spinner label={t('loading')} className="min-h-screen" />;
}

