import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';

/**
 * What a query shows until it has its data: a spinner while it loads, then its error in the catalogue's words
 * (never the server's text). Render it when the query is not `isSuccess`. A role that needs 2FA first gets the way
 * there: pages outside the signed-in shell (the store's review) are not redirected by RequireAuth.
 */
export function QueryFallback({ query, className }: { query: { isPending: boolean; error: unknown }; className?: string }) {
  const { t } = useTranslation('common');
  if (query.isPending) return <Spinner label={t('loading')} className={className} />;
  const needsMfa = isApiError(query.error) && query.error.code === 'mfa_enrollment_required';
  return (
    <Alert variant="destructive">
      <AlertDescription>
        <p>{errorText(t, query.error)}</p>
        {needsMfa ? (
          <p className="mt-2">
            <Link to={paths.accountSecurity} className="font-medium underline underline-offset-4">
              {t('enableMfa')}
            </Link>
          </p>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
