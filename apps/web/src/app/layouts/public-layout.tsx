import type { ReactNode } from 'react';
import { Link } from '@/lib/nav';
import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Brand } from './brand';
import { LanguageSwitcher, ThemeToggle } from './controls';
import { SiteFooter } from './site-footer';

export function PublicHeader() {
  const { t } = useTranslation('common');
  const { status } = useAuth();
  return (
    <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur">
      {/* Tighter on a phone: at 390 px the French "Tableau de bord" pushed the page sideways (issue 12). */}
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-4">
        <Brand />
        <nav aria-label={t('nav.main')} className="flex shrink-0 items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          <ThemeToggle />
          {status === 'signed-in' ? (
            <Button asChild size="sm">
              {/* Below 420 px the words give way to the icon (their text stays the link's name): with the brand on
                  one line, the French "Tableau de bord" would push the page sideways (issue 12). */}
              <Link to="/dashboard">
                <LayoutDashboard className="hidden size-4 max-[420px]:block" aria-hidden="true" />
                <span className="max-[420px]:sr-only">{t('nav.dashboard')}</span>
              </Link>
            </Button>
          ) : (
            <Button asChild size="sm" variant={status === 'loading' ? 'outline' : 'default'}>
              <Link to="/auth">{t('nav.signIn')}</Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}

/** Header, main landmark and footer for the pages outside the signed-in shell. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
