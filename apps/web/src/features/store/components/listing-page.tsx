import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Code2, Play } from 'lucide-react';
import type { ProjectFile, StoreAppDetail } from '@ov/shared';
import { PageMeta } from '@/components/page-meta';
import { QueryFallback } from '@/components/query-fallback';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useStoreSource } from '../api/get-store-app';
import { formatDate, listingText } from '../utils/format';
import { AuditLabel } from './audit-label';
import { AuthorPanel } from './author-panel';
import { MinistryOnlyBadge, StatusBadge } from './badges';
import { ComplianceProfile } from './compliance-profile';
import { FindingsList } from './findings-list';
import { DeclaredPanel, PricePanel, VersionPanel } from './side-panels';

/** What the route draws with other features (features never import each other): the demo and the source view. */
export type ListingSlots = {
  renderDemo: (p: { files: readonly ProjectFile[]; title: string }) => ReactNode;
  renderSource: (p: { files: readonly ProjectFile[]; title: string }) => ReactNode;
  /** Buy, receipt, deploy and rating (features/deploy), composed by the route; under the price. */
  renderPurchase?: (app: StoreAppDetail) => ReactNode;
};

/** The pinned files, fetched once the visitor asks for the demo or the code. */
function PinnedFiles({ slug, children }: { slug: string; children: (files: readonly ProjectFile[]) => ReactNode }) {
  const source = useStoreSource(slug, true);
  if (!source.isSuccess) return <QueryFallback query={source} className="py-8" />;
  return <>{children(source.data)}</>;
}

function OnDemand({ id, title, hint, action, icon, children }: { id: string; title: string; hint: string; action: string; icon: ReactNode; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{hint}</p>
      {open ? (
        children()
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)}>
          {icon}
          {action}
        </Button>
      )}
    </section>
  );
}

/** /store/:slug: the listing with its label, compliance, declarations, version, price, demo, source, author's panel. */
export function ListingPage({ app, renderDemo, renderSource, renderPurchase }: { app: StoreAppDetail } & ListingSlots) {
  const { t, i18n } = useTranslation('store');
  const { user } = useAuth();
  const isAdmin = !!user?.roles.includes('admin');
  const text = listingText(app, i18n.language);
  return (
    <article className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6" aria-labelledby="store-app-title">
      <PageMeta title={text.title} description={t('meta.appDescription', { title: text.title })} canonical={`/store/${encodeURIComponent(app.slug)}`} />
      <Link to="/store" className="inline-flex items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('detail.back')}
      </Link>
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="store-app-title" className="text-3xl font-bold break-words">
            {text.title}
          </h1>
          <StatusBadge status={app.status} />
          {app.ministry_only && <MinistryOnlyBadge />}
        </div>
        <p className="text-sm text-muted-foreground">
          {t(`categories.${app.category}`)} · {t('detail.by', { author: app.author.name })} ·{' '}
          {t('detail.submittedAt', { date: formatDate(app.submitted_at, i18n.language) })}
        </p>
        <p className="max-w-3xl whitespace-pre-wrap">{text.description}</p>
        {app.tech_stack.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label={t('detail.techStack')}>
            {app.tech_stack.map((x) => (
              <li key={x}>
                <Badge variant="secondary">{x}</Badge>
              </li>
            ))}
          </ul>
        )}
        {app.features.length > 0 && (
          <div>
            <h2 className="text-sm font-medium">{t('detail.features')}</h2>
            <ul className="mt-1 list-inside list-disc text-sm text-muted-foreground">
              {app.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </div>
        )}
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {(app.is_author || app.timeline) && <AuthorPanel app={app} />}
          <AuditLabel audit={app.audit} />
          {app.audit && <FindingsList slug={app.slug} findings={app.audit.findings} canJustify={app.is_author} canVerify={isAdmin && !app.is_author} />}
          <ComplianceProfile compliance={app.compliance} />
          <OnDemand id="store-demo" title={t('demo.title')} hint={t('demo.hint')} action={t('demo.run')} icon={<Play aria-hidden="true" />}>
            {() => <PinnedFiles slug={app.slug}>{(files) => renderDemo({ files, title: t('demo.frameTitle', { title: text.title }) })}</PinnedFiles>}
          </OnDemand>
          <OnDemand id="store-source" title={t('source.title')} hint={t('source.hint')} action={t('source.show')} icon={<Code2 aria-hidden="true" />}>
            {() => <PinnedFiles slug={app.slug}>{(files) => renderSource({ files, title: t('source.editorTitle', { title: text.title }) })}</PinnedFiles>}
          </OnDemand>
        </div>
        <aside className="space-y-4" aria-label={t('detail.sections')}>
          <PricePanel app={app} />
          {renderPurchase?.(app)}
          <DeclaredPanel app={app} />
          <VersionPanel app={app} />
        </aside>
      </div>
    </article>
  );
}
