import { Suspense } from 'react';
import { Link, Outlet, useMatches, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Coins, CreditCard, LogOut, Settings, ShieldCheck, User, Wifi } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { useCreditsBalance } from '@/lib/credits';
import { avatarUrl, displayName } from '@/lib/session';
import { initials } from '@/lib/utils';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ThemeToggle } from './controls';
import { PublicLayout } from './public-layout';
import { RequireAuth } from './require-auth';
import { AppSidebar, SidebarProvider, SidebarTrigger, sidebarCssVars } from './sidebar';
import { SiteFooter } from './site-footer';

/** The user menu's links to the account pages. */
const ACCOUNT_LINKS = [
  { to: '/profile', Icon: User, label: 'userMenu.profile' },
  { to: '/credits', Icon: CreditCard, label: 'userMenu.buyCredits' },
  { to: '/settings', Icon: Settings, label: 'userMenu.settings' },
] as const;

export function UserMenu() {
  const { user, signOut } = useAuth();
  const { amount: credits } = useCreditsBalance();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const name = displayName(user);
  const handleSignOut = async () => {
    await signOut();
    navigate('/auth', { replace: true });
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-2" data-testid="user-menu">
          <Avatar src={avatarUrl(user)} fallback={initials(name, user?.email)} />
          <span className="sr-only">{t('userMenu.open')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="font-semibold">{name || t('userMenu.fallbackName')}</p>
          <p className="truncate text-xs text-muted-foreground">{user?.email}</p>
          <Badge variant="secondary" className="mt-2" data-testid="credits-badge">
            <Coins className="size-3" aria-hidden="true" />
            {t('userMenu.credits', { count: credits ?? 0 })}
          </Badge>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {ACCOUNT_LINKS.map(({ to, Icon, label }) => (
            <DropdownMenuItem key={to} asChild>
              <Link to={to}>
                <Icon aria-hidden="true" />
                {t(label)}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void handleSignOut()}>
          <LogOut aria-hidden="true" />
          {t('userMenu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function ShellHeader() {
  const { t } = useTranslation('common');
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur">
      <SidebarTrigger />
      <div className="ml-auto flex items-center gap-2">
        <Badge variant="outline" className="hidden gap-1 sm:inline-flex">
          <Wifi className="size-3 text-primary" aria-hidden="true" />
          {t('header.online')}
        </Badge>
        <Badge variant="outline" className="hidden gap-1 sm:inline-flex">
          <ShieldCheck className="size-3 text-primary" aria-hidden="true" />
          {t('header.secure')}
        </Badge>
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}

/** A route inside the shell that a signed-out visitor may use too (its `handle.allowSignedOut`). */
function useAllowsSignedOut(): boolean {
  return useMatches().some((m) => (m.handle as { allowSignedOut?: boolean } | undefined)?.allowSignedOut === true);
}

/**
 * The signed-in shell of spec §2: guard, collapsible sidebar, header, routed page, footer. A page
 * that visitors may use (the chat, spec §6) gets the public header and footer instead of the
 * redirect to /auth while nobody is signed in.
 */
export function AppShell() {
  const { t } = useTranslation('common');
  const { status } = useAuth();
  const allowsSignedOut = useAllowsSignedOut();
  if (allowsSignedOut && status === 'signed-out') {
    return (
      <PublicLayout>
        <div className="p-4 md:p-6">
          <Suspense fallback={<Spinner label={t('loading')} className="py-16" />}>
            <Outlet />
          </Suspense>
        </div>
      </PublicLayout>
    );
  }
  return (
    <RequireAuth>
      <SidebarProvider>
        <div className="flex min-h-screen w-full" style={sidebarCssVars}>
          <AppSidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            <ShellHeader />
            <main id="main" tabIndex={-1} className="flex-1 p-4 focus:outline-none md:p-6">
              <Suspense fallback={<Spinner label={t('loading')} className="py-16" />}>
                <Outlet />
              </Suspense>
            </main>
            <SiteFooter />
          </div>
        </div>
      </SidebarProvider>
    </RequireAuth>
  );
}
