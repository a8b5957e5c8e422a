import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ClipboardCheck,
  Code2,
  Database,
  Eye,
  FileText,
  FolderKanban,
  LayoutDashboard,
  MessageSquare,
  PanelLeft,
  Rocket,
  Settings,
  Shield,
  ShieldCheck,
  UserCog,
  Swords,
  Terminal,
  User,
  type LucideIcon,
} from 'lucide-react';
import { Sheet } from '@/components/ui/sheet';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { Catalog } from '@/lib/i18n';
import { useIsMobile } from '@/hooks/use-media-query';
import { useAuth } from '@/lib/auth';
import { Brand } from './brand';

// Spec §2 and §9: cookie for 7 days, Ctrl/Cmd+B, 16rem / 18rem mobile / 3rem collapsed, drawer under 768 px.
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';

function readCookie(): boolean {
  const m = /(?:^|;\s*)sidebar_state=(true|false)/.exec(document.cookie);
  return m ? m[1] === 'true' : true;
}

type SidebarContextValue = {
  open: boolean;
  openMobile: boolean;
  setOpenMobile: (v: boolean) => void;
  isMobile: boolean;
  toggle: () => void;
};
const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const ctx = useContext(SidebarContext);
  if (!ctx) throw new Error('useSidebar must be used within a SidebarProvider');
  return ctx;
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(readCookie);
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((v) => !v);
      return;
    }
    setOpen((v) => {
      const next = !v;
      document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
      return next;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === 'b' || e.key === 'B') && (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, openMobile, setOpenMobile, isMobile, toggle }),
    [open, openMobile, isMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

type Sidebar = Catalog<'common'>['sidebar'];
type Item = { to: string; key: keyof Sidebar['items']; Icon: LucideIcon; end?: boolean; adminOnly?: boolean };
const GROUPS: { key: keyof Sidebar['groups']; items: Item[] }[] = [
  {
    key: 'navigation',
    items: [
      { to: '/dashboard', key: 'dashboard', Icon: LayoutDashboard },
      { to: '/projects', key: 'projects', Icon: FolderKanban, end: true },
      { to: '/editor', key: 'editor', Icon: Code2 },
      { to: '/preview', key: 'preview', Icon: Eye },
      { to: '/chat', key: 'chat', Icon: MessageSquare },
      { to: '/profile', key: 'profile', Icon: User },
      { to: '/account/security', key: 'accountSecurity', Icon: ShieldCheck },
      { to: '/admin', key: 'admin', Icon: UserCog, adminOnly: true, end: true },
      { to: '/admin/store', key: 'storeReview', Icon: ClipboardCheck, adminOnly: true },
    ],
  },
  {
    key: 'templates',
    items: [
      { to: '/projects/security', key: 'security', Icon: Shield },
      { to: '/projects/defense', key: 'defense', Icon: Swords },
      { to: '/projects/docs', key: 'docs', Icon: FileText },
    ],
  },
  {
    key: 'tools',
    items: [
      { to: '/terminal', key: 'terminal', Icon: Terminal },
      { to: '/database', key: 'database', Icon: Database },
      { to: '/deploy', key: 'deploy', Icon: Rocket },
      { to: '/settings', key: 'settings', Icon: Settings },
    ],
  },
];

function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const isAdmin = !!useAuth().user?.roles.includes('admin');
  return (
    <nav aria-label={t('sidebar.label')} className="flex-1 overflow-y-auto py-2">
      {GROUPS.map((g) => (
        <div key={g.key} role="group" aria-labelledby={`sidebar-group-${g.key}`} className="px-2 py-2">
          <h2
            id={`sidebar-group-${g.key}`}
            className={cn('px-2 pb-1 text-xs font-semibold uppercase text-muted-foreground', collapsed && 'sr-only')}
          >
            {t(`sidebar.groups.${g.key}`)}
          </h2>
          <ul className="space-y-0.5">
            {g.items.filter((i) => isAdmin || !i.adminOnly).map(({ to, key, Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  onClick={onNavigate}
                  title={collapsed ? t(`sidebar.items.${key}`) : undefined}
                  className={({ isActive }) =>
                    cn(
                      'flex h-9 items-center gap-2 rounded-md px-2 text-sm hover:bg-sidebar-accent focus-visible:outline-2 focus-visible:outline-ring',
                      isActive && 'bg-sidebar-accent font-semibold',
                      collapsed && 'justify-center px-0',
                    )
                  }
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  <span className={cn(collapsed && 'sr-only')}>{t(`sidebar.items.${key}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

export function AppSidebar() {
  const { open, openMobile, setOpenMobile, isMobile } = useSidebar();
  const { t } = useTranslation('common');
  if (isMobile) {
    return (
      <Sheet
        open={openMobile}
        onOpenChange={setOpenMobile}
        title={t('sidebar.label')}
        closeLabel={t('close')}
        style={{ width: SIDEBAR_WIDTH_MOBILE }}
      >
        <div className="border-b p-4">
          <Brand />
        </div>
        <SidebarNav collapsed={false} onNavigate={() => setOpenMobile(false)} />
      </Sheet>
    );
  }
  const collapsed = !open;
  return (
    <aside
      data-state={collapsed ? 'collapsed' : 'expanded'}
      data-testid="app-sidebar"
      className="sticky top-0 hidden h-screen shrink-0 flex-col border-r bg-sidebar text-sidebar-foreground transition-[width] duration-200 md:flex"
      style={{ width: collapsed ? SIDEBAR_WIDTH_ICON : SIDEBAR_WIDTH }}
    >
      <div className={cn('flex h-14 items-center border-b px-3', collapsed && 'justify-center px-0')}>
        <Brand compact={collapsed} />
      </div>
      <SidebarNav collapsed={collapsed} />
    </aside>
  );
}

export function SidebarTrigger() {
  const { toggle, open, openMobile, isMobile } = useSidebar();
  const { t } = useTranslation('common');
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label={t('sidebar.toggle')}
      aria-expanded={isMobile ? openMobile : open}
      title={`${t('sidebar.toggle')} (Ctrl+B)`}
      data-testid="sidebar-trigger"
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}

export const sidebarCssVars = {
  '--sidebar-width': SIDEBAR_WIDTH,
  '--sidebar-width-mobile': SIDEBAR_WIDTH_MOBILE,
  '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
} as React.CSSProperties;
