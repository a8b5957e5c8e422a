import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BarChart3,
  Briefcase,
  Coins,
  Eye,
  FolderKanban,
  GitFork,
  Landmark,
  Plus,
  ShieldAlert,
  Star,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { useCreditsBalance } from '@/lib/credits';
import { displayName } from '@/lib/session';
import { PageMeta } from '@/components/page-meta';
import { PageHeader } from '@/components/page-header';
import { PageSection } from '@/components/page-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRoles } from '../api/get-roles';
import { useProjectStats } from '../api/get-project-stats';
import { visibleOpportunities, visibleTabs, type DashboardTab, type Opportunity } from './dashboard-tabs';

const TAB_ICONS: Record<DashboardTab, LucideIcon> = {
  overview: BarChart3,
  projects: FolderKanban,
  investments: TrendingUp,
  security: ShieldAlert,
  analytics: BarChart3,
};

function Stat({ label, value, Icon, id }: { label: string; value: number | string; Icon: LucideIcon; id: string }) {
  return (
    <Card data-testid={`stat-${id}`}>
      <CardHeader className="flex-row items-center justify-between pb-2">
        <CardDescription>{label}</CardDescription>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold">{value}</p>
      </CardContent>
    </Card>
  );
}

function OpportunityCard({ o }: { o: Opportunity }) {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <Card data-testid={`opportunity-${o.key}`}>
      <CardHeader>
        <CardTitle>{t(`opportunities.${o.key}.title`)}</CardTitle>
        <CardDescription>{t(`opportunities.${o.key}.description`)}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <Link to={o.to}>{t(`opportunities.${o.key}.action`)}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** A role's tab: its words, then the opportunities that role is offered. */
function RoleTab({ tab, intro, opportunities, children }: { tab: DashboardTab; intro: ReactNode; opportunities: Opportunity[]; children?: ReactNode }) {
  return (
    <TabsContent value={tab} className="space-y-4">
      {intro}
      {children}
      <div className="grid gap-4 md:grid-cols-2">
        {opportunities.map((o) => (
          <OpportunityCard key={o.key} o={o} />
        ))}
      </div>
    </TabsContent>
  );
}

/**
 * What the route puts in the tabs (features meet only in route files, app/routes/dashboard.tsx): `investments` in the
 * investor tab, `received` in the startup tab, `store` the store's "Mes acquisitions" / "Mes ventes" (features/deploy).
 */
export function DashboardPage({ investments, received, store }: { investments?: ReactNode; received?: ReactNode; store?: ReactNode } = {}) {
  const { t } = useTranslation(['dashboard', 'common']);
  const { user } = useAuth();
  const { amount: credits } = useCreditsBalance();
  const roles = useRoles(user?.id);
  const stats = useProjectStats();
  // Spec §8: a dashboard load failure is logged only.
  useEffect(() => {
    if (roles.error) console.error('dashboard roles failed', roles.error);
    if (stats.error) console.error('dashboard stats failed', stats.error);
  }, [roles.error, stats.error]);

  if (roles.isPending)
    return (
      <>
        <PageMeta title={t('meta.title')} description={t('meta.description')} />
        <Spinner label={t('common:loading')} className="py-16" />
      </>
    );

  const roleList = roles.data ?? [];
  const tabs = visibleTabs(roleList);
  const opportunities = visibleOpportunities(roleList);
  const byTab = (tab: DashboardTab) => opportunities.filter((o) => o.tab === tab);
  const s = stats.data;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHeader
        align="end"
        title={t('title')}
        description={t('welcome', { name: displayName(user) || t('common:userMenu.fallbackName') })}
        actions={
          <div className="flex flex-wrap gap-1" aria-label={t('rolesLabel')}>
            {roleList.map((r) => (
              <Badge key={r} variant="secondary">
                {t(`roles.${r}`, { defaultValue: r })}
              </Badge>
            ))}
          </div>
        }
      />

      <Tabs defaultValue="overview">
        <TabsList aria-label={t('tabsLabel')} className="h-auto">
          {tabs.map((tab) => {
            const Icon = TAB_ICONS[tab];
            return (
              <TabsTrigger key={tab} value={tab}>
                <Icon className="size-4" aria-hidden="true" />
                {t(`tabs.${tab}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>

        <TabsContent value="overview" className="space-y-6">
          <PageSection className="space-y-3" id="stats-title" title={t('stats.title')}>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
              <Stat id="credits" label={t('stats.credits')} value={credits ?? '—'} Icon={Coins} />
              <Stat id="projects" label={t('stats.projects')} value={s?.projects ?? '—'} Icon={FolderKanban} />
              <Stat id="stars" label={t('stats.stars')} value={s?.star_count ?? '—'} Icon={Star} />
              <Stat id="views" label={t('stats.views')} value={s?.view_count ?? '—'} Icon={Eye} />
              <Stat id="remixes" label={t('stats.remixes')} value={s?.remix_count ?? '—'} Icon={GitFork} />
            </div>
          </PageSection>
          <PageSection className="space-y-3" id="actions-title" title={t('quickActions.title')}>
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link to="/projects/new">
                  <Plus aria-hidden="true" />
                  {t('quickActions.newProject')}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/editor">{t('quickActions.editor')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/credits">{t('quickActions.credits')}</Link>
              </Button>
            </div>
          </PageSection>
          {opportunities.length ? (
            <PageSection className="space-y-3" id="opps-title" title={t('opportunitiesTitle')}>
              <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {opportunities.map((o) => (
                  <OpportunityCard key={o.key} o={o} />
                ))}
              </div>
            </PageSection>
          ) : null}
          {store}
        </TabsContent>

        {tabs.includes('projects') ? (
          <RoleTab tab="projects" opportunities={byTab('projects')} intro={<p className="text-muted-foreground">{t('panels.projects')}</p>}>
            <Button asChild variant="outline">
              <Link to="/projects">
                <Briefcase aria-hidden="true" />
                {t('quickActions.myProjects')}
              </Link>
            </Button>
            {received}
          </RoleTab>
        ) : null}
        {tabs.includes('investments') ? (
          <RoleTab tab="investments" opportunities={byTab('investments')} intro={<p className="text-muted-foreground">{t('panels.investments')}</p>}>
            {investments}
          </RoleTab>
        ) : null}
        {tabs.includes('security') ? (
          <RoleTab
            tab="security"
            opportunities={byTab('security')}
            intro={
              <p className="flex items-center gap-2 text-muted-foreground">
                <Landmark className="size-4" aria-hidden="true" />
                {t('panels.security')}
              </p>
            }
          />
        ) : null}
        <TabsContent value="analytics">
          <Card>
            <CardHeader>
              <CardTitle>{t('tabs.analytics')}</CardTitle>
              <CardDescription>{t('panels.analytics')}</CardDescription>
            </CardHeader>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
