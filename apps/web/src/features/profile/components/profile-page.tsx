import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { PageMeta } from '@/components/page-meta';
import { CardPageHeader } from '@/components/page-header';
import { QueryFallback } from '@/components/query-fallback';
import { refreshSession } from '@/lib/session';
import { Card, CardContent } from '@/components/ui/card';
import { useProfile, useUpdateProfile } from '../api/profile';
import { ProfileForm } from './profile-form';
import { AdminResetLinkCard, ChangePasswordCard } from './password-cards';

export function ProfilePage() {
  const { t } = useTranslation(['profile', 'common']);
  const { user } = useAuth();
  const profile = useProfile();
  const update = useUpdateProfile();

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <Card>
        <CardPageHeader title={t('title')} description={t('subtitle')} />
        <CardContent>
          {profile.isSuccess ? (
            <ProfileForm
              key={`${user?.id}-${profile.dataUpdatedAt}`}
              profile={profile.data}
              onSave={async (input) => {
                await update.mutateAsync(input);
                // the header shows the name from the session's user: refresh it
                await refreshSession();
              }}
            />
          ) : (
            <QueryFallback query={profile} className="py-8" />
          )}
        </CardContent>
      </Card>
      <ChangePasswordCard />
      {user?.roles?.includes('admin') ? <AdminResetLinkCard /> : null}
    </div>
  );
}
