import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { LanguageProvider } from '@/lib/language';
import { ThemeProvider, useTheme } from '@/lib/theme';
import { AuthProvider } from '@/lib/auth';
import { isToasterRequested, requestToaster, subscribeToaster } from '@/lib/toast';

const Toaster = lazy(() => import('@/components/ui/toaster'));

/** Mounts sonner on the first toast, or once the browser is idle (see lib/toast.ts). */
function ThemedToaster() {
  const { theme } = useTheme();
  const { t } = useTranslation('common');
  const wanted = useSyncExternalStore(subscribeToaster, isToasterRequested, () => false);
  useEffect(() => {
    // A safety net for code that imports sonner directly: mount anyway a few seconds after load.
    const id = window.setTimeout(requestToaster, 4000);
    return () => window.clearTimeout(id);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} label={t('notifications')} />
    </Suspense>
  );
}

/**
 * The providers every page needs. The query client is not one of them on the landing page's first load (decision
 * 235): the data router's tree provides it (app/full-app.tsx), and a test wraps its own around its router.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageProvider>
        <ThemeProvider>
          <AuthProvider>
            {children}
            <ThemedToaster />
          </AuthProvider>
        </ThemeProvider>
      </LanguageProvider>
    </I18nextProvider>
  );
}
