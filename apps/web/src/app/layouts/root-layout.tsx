import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Link, Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { defineStored } from '@/lib/storage';

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

export function RootLayout() {
  return (
    <>
      <SkipLink />
      <Suspense fallback={<RootFallback />}>
        <Outlet />
        <DropPrerender />
      </Suspense>
      <ScrollRestoration />
    </>
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

function DropPrerender() {
  useLayoutEffect(dropPrerender, []);
  return null;
}

export function RootFallback() {
  const { t } = useTranslation('common');
  return <Spinner label={t('loading')} className="min-h-screen" />;
}

const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Failed to fetch/i;
/** A stored number (as z.coerce.number() read it: a finite number, '' being 0). */
const toNumber = (v: unknown): number | undefined => {
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};
/** When the last reload for a stale chunk happened (ms since epoch, this tab): at most one reload per 10 s. */
const lastChunkReload = defineStored('ov_chunk_reload', toNumber, 0, { area: 'session', raw: true });

/** After a redeploy the old lazy chunks are gone: reload once to get the new ones. */
export function isStaleChunkError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

export function RootError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  useLayoutEffect(dropPrerender, []);
  useEffect(() => {
    console.error(error);
    if (!isStaleChunkError(error)) return;
    // Only when the time could be kept: with storage blocked, reloading could loop.
    if (Date.now() - lastChunkReload.read() > 10_000 && lastChunkReload.write(Date.now())) {
      window.location.reload();
    }
  }, [error]);
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t('errorBoundary.body');
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('errorBoundary.title')}</h1>
      <p className="text-muted-foreground">{message}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t('errorBoundary.reload')}</Button>
        <Button variant="outline" asChild>
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      </div>
    </main>
  );
}
