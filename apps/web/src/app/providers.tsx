import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { LanguageProvider } from '@/lib/language';
import { ThemeProvider, useTheme } from '@/lib/theme';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
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

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageProvider>
        <ThemeProvider>
          <QueryClientProvider client={client}>
            <AuthProvider>
              {children}
              <ThemedToaster />
            </AuthProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </LanguageProvider>
    </I18nextProvider>
  );
}
