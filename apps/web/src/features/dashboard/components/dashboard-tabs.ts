import type { Catalog } from '@/lib/i18n';
/** Spec §2: which dashboard tabs (and opportunity cards) each set of roles sees. */
export const DASHBOARD_TABS = ['overview', 'projects', 'investments', 'security', 'analytics'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function visibleTabs(roles: readonly string[]): DashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => {
    if (tab === 'projects') return roles.includes('developer');
    if (tab === 'investments') return roles.includes('investor');
    if (tab === 'security') return roles.some((r) => r.startsWith('ministry_'));
    return true;
  });
}

export type Opportunity = { key: keyof Catalog<'dashboard'>['opportunities']; to: string; tab: Exclude<DashboardTab, 'overview' | 'analytics'> };

export const OPPORTUNITIES: Opportunity[] = [
  { key: 'submitStore', to: '/store', tab: 'projects' },
  { key: 'raiseFunds', to: '/marketplace', tab: 'projects' },
  { key: 'discoverStartups', to: '/marketplace', tab: 'investments' },
  { key: 'portfolio', to: '/marketplace', tab: 'investments' },
  { key: 'certifiedSolutions', to: '/store', tab: 'security' },
  { key: 'threatSimulation', to: '/quantum-core', tab: 'security' },
];

export function visibleOpportunities(roles: readonly string[]): Opportunity[] {
  const tabs = visibleTabs(roles);
  return OPPORTUNITIES.filter((o) => tabs.includes(o.tab));
}
