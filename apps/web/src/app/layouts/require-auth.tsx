import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

/** Spec §2: spinner 'Chargement...' while the session loads; no user → /auth, remembering where from. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const location = useLocation();
  const { t } = useTranslation('common');
  if (status === 'loading') return <Spinner label={t('loading')} className="min-h-screen" />;
  if (status === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/auth" replace state={{ from }} />;
  }
  // Admin and ministry accounts enrol 2FA before anything else (decision 211); the server refuses them the rest too.
  if (user?.mfa_required && !user.mfa_enabled && location.pathname !== paths.accountSecurity) {
    return <Navigate to={paths.accountSecurity} replace />;
  }
  return <>{children}</>;
}
