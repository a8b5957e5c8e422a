import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { defineStored } from '@/lib/storage';
import { reloadPage } from './reload-page';

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

/** A lazy module gone after a redeploy (Chromium, Firefox, Safari wordings): reloading the page gets the new ones. */
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Failed to fetch/i;
/**
 * When the last reload for a stale chunk happened (ms since epoch, this tab). Read with `Number`: anything
 * unreadable is NaN, which the check below lets through (NaN < 10 000 is false), like nothing stored.
 */
const lastChunkReload = defineStored('ov_chunk_reload', Number, 0, { area: 'session', raw: true });

/**
 * The page an error boundary shows: the data router's (RootError) and the landing shell's, which has no router
 * (so nothing here imports react-router; the router passes its home link as `actions`). A stale chunk (a lazy
 * module gone after a redeploy) reloads the page once, at most once per 10 s in this tab so it cannot loop.
 */
export function ErrorPage({ error, message, actions }: { error: unknown; message?: string; actions?: ReactNode }) {
  const { t } = useTranslation('common');
  useLayoutEffect(dropPrerender, []);
  useEffect(() => {
    console.error(error);
    // At most once per 10 s, and only when the time could be kept: with storage blocked, reloading could loop.
    if (
      error instanceof Error &&
      CHUNK_ERROR.test(error.message) &&
      !(Date.now() - lastChunkReload.read() < 10_000) &&
      lastChunkReload.write(Date.now())
    ) {
      reloadPage();
    }
  }, [error]);
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('errorBoundary.title')}</h1>
      <p className="text-muted-foreground">{message ?? t('errorBoundary.body')}</p>
      <div className="flex gap-2">
        <Button onClick={reloadPage}>{t('errorBoundary.reload')}</Button>
        {actions}
      </div>
    </main>
  );
}
