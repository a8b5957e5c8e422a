import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Link, Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { defineStored } from '@/lib/storage';
import { RouterNav } from '../router-nav';
import { DropPrerender, RootFallback, SkipLink, dropPrerender } from './root-parts';

// The parts the landing shell shares with this layout live in ./root-parts (no react-router code, decision 234).
export { DropPrerender, RootFallback, SkipLink, dropPrerender };

export function RootLayout() {
  return (
    <RouterNav>
      <SkipLink />
      <Suspense fallback={<RootFallback />}>
        <Outlet />
        <DropPrerender />
      </Suspense>
      <ScrollRestoration />
    </RouterNav>
  );
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
