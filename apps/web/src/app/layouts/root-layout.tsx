import { Suspense } from 'react';
import { Link, Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { RouterNav } from '../router-nav';
import { DropPrerender, ErrorPage, RootFallback, SkipLink, dropPrerender } from './root-parts';

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

export function RootError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  return (
    <ErrorPage
      error={error}
      message={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined}
      actions={
        <Button variant="outline" asChild>
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      }
    />
  );
}
