import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { LanguageProvider } from '@/lib/language';
import { ThemeProvider, useTheme } from '@/lib/theme';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { Toaster } from '@/components/ui/toaster';

function ThemedToaster() {
  const { theme } = useTheme();
  const { t } = useTranslation('common');
  return <Toaster theme={theme} closeLabel={t('notifications')} />;
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
