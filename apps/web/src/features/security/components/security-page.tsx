import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { PageHeader } from '@/components/page-header';
import { PageMeta } from '@/components/page-meta';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** /account/security: two-factor authentication and the live sessions (issue 20). */
export function SecurityPage() {
  const { t } = useTranslation('security');
  const { user } = useAuth();
  const mustEnrol = !!user?.mfa_required && !user.mfa_enabled;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHeader title={t('title')} description={t('subtitle')} />
      {mustEnrol ? (
        <Alert data-testid="mfa-enforced">
          <AlertTitle>{t('enforced.title')}</AlertTitle>
          <AlertDescription>{t('enforced.body')}</AlertDescription>
        </Alert>
      ) : null}
      <TwoFactorCard />
      {mustEnrol ? null : <SessionsCard />}
    </div>
  );
}
