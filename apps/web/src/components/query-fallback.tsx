import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';

/**
 * What a query shows until it has its data: a spinner while it loads, then its error in the catalogue's words
 * (never the server's text). Render it when the query is not `isSuccess`.
 */
export function QueryFallback({ query, className }: { query: { isPending: boolean; error: unknown }; className?: string }) {
  const { t } = useTranslation('common');
  if (query.isPending) return <Spinner label={t('loading')} className={className} />;
  return (
    <Alert variant="destructive">
      <AlertDescription>{errorText(t, query.error)}</AlertDescription>
    </Alert>
  );
}
