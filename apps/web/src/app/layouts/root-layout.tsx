import { Suspense } from 'react';
import { Link, Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';

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
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

export function RootFallback() {
  const { t } = useTranslation('common');
  return <Spinner label={t('loading')} className="min-h-screen" />;
}

export function RootError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  // A stale lazy chunk after a redeploy: reloading fetches the new one.
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
