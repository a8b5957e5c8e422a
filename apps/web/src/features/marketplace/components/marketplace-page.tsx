import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Plus, Search } from 'lucide-react';
import { MARKETPLACE_CATEGORIES, MARKETPLACE_PERSONAS, type MarketplaceCategory, type MarketplacePersona, type MarketplaceSolution } from '@ov/shared';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/page-meta';
import { QueryFallback } from '@/components/query-fallback';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useMarketplaceRoles } from '../api/get-roles';
import { useMarketplaceProvider } from '../api/get-provider';
import { useSolutions } from '../api/get-solutions';
import { personaForRoles, storedPersona } from '../utils/persona';
import { textOf } from '../utils/format';
import { ActionDialog } from './action-dialog';
import { MyPledges } from './my-pledges';
import { PublishSolutionForm } from './publish-solution';
import { RoleNeeded, SignInFirst, SolutionActionDialog, type OpenAction } from './solution-actions';
import { SolutionCard, type SolutionAction } from './solution-card';

export function MarketplacePage() {
  const { t, i18n } = useTranslation('marketplace');
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  const roles = useMarketplaceRoles(signedIn);
  const provider = useMarketplaceProvider();
  const [chosen, setChosen] = useState<MarketplacePersona | null>(() => storedPersona.read());
  const persona = chosen ?? personaForRoles(roles.data);
  const [q, setQ] = useState('');
  const [category, setCategory] = useState<MarketplaceCategory | ''>('');
  const solutions = useSolutions({ q: useDeferredValue(q), category });
  const [open, setOpen] = useState<OpenAction>(null);
  const [publishing, setPublishing] = useState(false);

  const handlePersona = (value: string) => {
    const p = MARKETPLACE_PERSONAS.find((x) => x === value) ?? 'startup';
    setChosen(p);
    storedPersona.write(p);
  };

  const navigate = useNavigate();

  const handleAction = (solution: MarketplaceSolution, action: SolutionAction) => {
    const { title } = textOf(solution, i18n.language);
    // A solution linked to a store listing (decision 197): its page holds the live demo and the real, idempotent purchase.
    if (solution.store_listing && (action === 'demo' || action === 'acquire')) {
      void navigate(`${paths.store}/${encodeURIComponent(solution.store_listing.slug)}`);
      return;
    }
    if (action === 'demo') {
      if (solution.demo_url) window.open(solution.demo_url, '_blank', 'noopener,noreferrer');
      toast.success(t('toast.demo'), { description: title });
      return;
    }
    if (action === 'acquire') {
      toast.success(t('toast.bought'), { description: t('toast.boughtBody', { title }) });
      return;
    }
    setOpen({ kind: action, solution });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-[1fr_16rem]">
        <div className="space-y-2">
          <Label htmlFor="marketplace-search">{t('filters.search')}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input id="marketplace-search" type="search" className="pl-9" value={q} maxLength={100} placeholder={t('filters.searchPlaceholder')} onChange={(e) => setQ(e.target.value)} />
          </div>
        </div>
        <div className="space-y-2">
          <Label htmlFor="marketplace-category">{t('filters.category')}</Label>
          <NativeSelect id="marketplace-category" value={category} onChange={(e) => setCategory((MARKETPLACE_CATEGORIES.find((c) => c === e.target.value) ?? '') as MarketplaceCategory | '')}>
            <option value="">{t('filters.all')}</option>
            {MARKETPLACE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <Tabs value={persona} onValueChange={handlePersona}>
        <div className="flex flex-wrap items-center gap-3">
          <TabsList aria-label={t('persona.label')}>
            {MARKETPLACE_PERSONAS.map((p) => (
              <TabsTrigger key={p} value={p}>
                {t(`persona.${p}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <p className="text-xs text-muted-foreground">{t('persona.hint')}</p>
        </div>
        {MARKETPLACE_PERSONAS.map((p) => (
          <TabsContent key={p} value={p} className="space-y-8">
            {p === 'startup' ? (
              <Button variant="outline" onClick={() => setPublishing(true)}>
                <Plus aria-hidden="true" />
                {t('publish.open')}
              </Button>
            ) : null}
            {!solutions.data ? (
              <QueryFallback query={solutions} />
            ) : (
              <section aria-label={t('count', { count: solutions.data.total })}>
                <p className="mb-3 text-sm text-muted-foreground" role="status">
                  {t('count', { count: solutions.data.total })}
                </p>
                {solutions.data.total === 0 ? (
                  <p className="text-muted-foreground">{t('empty')}</p>
                ) : (
                  <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                    {solutions.data.items.map((s) => (
                      <li key={s.id}>
                        <SolutionCard solution={s} persona={p} onAction={(a) => handleAction(s, a)} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )}
            {p === 'investor' && signedIn && roles.data?.includes('investor') ? <MyPledges /> : null}
          </TabsContent>
        ))}
      </Tabs>

      {publishing ? (
        <ActionDialog open onOpenChange={setPublishing} title={t('publish.dialogTitle')} closeLabel={t('dialog.close')}>
          {!signedIn ? (
            <SignInFirst />
          ) : roles.data === undefined ? null : !roles.data.includes('developer') ? (
            <RoleNeeded kind="startup" />
          ) : (
            <PublishSolutionForm onDone={() => setPublishing(false)} />
          )}
        </ActionDialog>
      ) : null}
      <SolutionActionDialog
        open={open}
        onClose={() => setOpen(null)}
        who={{ signedIn, roles: signedIn ? roles.data : [], demoPayments: provider.data?.demo ?? true }}
      />
    </div>
  );
}
