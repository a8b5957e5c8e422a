import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ClipboardCheck, ChevronRight, PackageSearch, Plus, Search } from 'lucide-react';
import { STORE_CATEGORIES, STORE_PAGE_SIZE, STORE_SORTS, type StoreCategory, type StoreSort } from '@ov/shared';
import { PageMeta } from '@/components/page-meta';
import { QueryFallback } from '@/components/query-fallback';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth';
import { useStoreApps } from '../api/get-store-apps';
import { useListQuery } from '../hooks/use-list-query';
import { MyApps } from './my-apps';
import { StoreCard } from './store-card';
import { SubmitDialog } from './submit-dialog';

const SEARCH_DEBOUNCE_MS = 300;

/** /store (spec §2): server-side search, category, sort, cards, paging past 24, the submit dialog. */
export function StorePage() {
  const { t } = useTranslation('store');
  const { status, user } = useAuth();
  const [query, update] = useListQuery();
  // Asked once the session is known: ministry-only listings are in the list for ministry roles only.
  const apps = useStoreApps(query, status !== 'loading');
  const [text, setText] = useState(query.q ?? '');
  const [submitOpen, setSubmitOpen] = useState(false);
  const resultsId = useId();

  // The URL may change without typing (back button, a link): the box follows it.
  useEffect(() => setText(query.q ?? ''), [query.q]);
  // Typing searches on the server once the user pauses; the URL is replaced, not pushed, per keystroke.
  useEffect(() => {
    const q = text.trim();
    if (q === (query.q ?? '')) return;
    const id = setTimeout(() => update({ q: q || undefined }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text, query.q, update]);

  const total = apps.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (apps.data?.page_size ?? STORE_PAGE_SIZE)));
  const filtered = !!(query.q || query.category);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">
      <PageMeta title={t('meta.title')} description={t('meta.description')} canonical="/store" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold">{t('page.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('page.subtitle')}</p>
        </div>
        {status === 'signed-in' ? (
          <div className="flex flex-wrap gap-2">
            {user?.roles.includes('admin') && (
              <Button asChild variant="outline">
                <Link to="/admin/store">
                  <ClipboardCheck aria-hidden="true" />
                  {t('page.review')}
                </Link>
              </Button>
            )}
            <Button onClick={() => setSubmitOpen(true)}>
              <Plus aria-hidden="true" />
              {t('page.submit')}
            </Button>
          </div>
        ) : (
          <Button asChild variant="outline" className="h-auto min-h-10 whitespace-normal py-2 text-center">
            <Link to="/auth" state={{ from: '/store' }}>
              {t('page.signInToSubmit')}
            </Link>
          </Button>
        )}
      </div>

      {status === 'signed-in' && <MyApps />}

      <div role="search" aria-label={t('filters.label')} className="grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-[1fr_auto_auto]">
        <div className="space-y-1">
          <Label htmlFor="store-search">{t('filters.search')}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id="store-search"
              type="search"
              className="pl-9"
              value={text}
              maxLength={100}
              placeholder={t('filters.searchPlaceholder')}
              aria-controls={resultsId}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        </div>
        <div className="space-y-1">
          <Label htmlFor="store-category-filter">{t('filters.category')}</Label>
          <NativeSelect
            id="store-category-filter"
            value={query.category ?? ''}
            aria-controls={resultsId}
            onChange={(e) => update({ category: (e.target.value || undefined) as StoreCategory | undefined })}
          >
            <option value="">{t('filters.allCategories')}</option>
            {STORE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="store-sort">{t('filters.sort')}</Label>
          <NativeSelect id="store-sort" value={query.sort} aria-controls={resultsId} onChange={(e) => update({ sort: e.target.value as StoreSort })}>
            {STORE_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`filters.sorts.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <section id={resultsId} aria-labelledby={`${resultsId}-count`} aria-busy={apps.isFetching}>
        <p id={`${resultsId}-count`} className="mb-3 text-sm text-muted-foreground" role="status">
          {apps.isSuccess ? t('filters.results', { count: total }) : null}
        </p>
        {!apps.isSuccess ? (
          <QueryFallback query={apps} className="py-12" />
        ) : apps.data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
            <PackageSearch className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="text-lg">{t('filters.empty')}</p>
            {filtered && (
              <Button variant="outline" onClick={() => update({ q: undefined, category: undefined })}>
                {t('filters.reset')}
              </Button>
            )}
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="store-results">
            {apps.data.items.map((app) => (
              <li key={app.slug}>
                <StoreCard app={app} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        {apps.isSuccess && pages > 1 && (
          <nav aria-label={t('paging.label')} className="mt-6 flex items-center justify-center gap-3">
            <Button variant="outline" size="sm" disabled={query.page <= 1} onClick={() => update({ page: query.page - 1 })}>
              <ChevronLeft aria-hidden="true" />
              {t('paging.previous')}
            </Button>
            <span className="text-sm" aria-current="page">
              {t('paging.status', { page: query.page, pages })}
            </span>
            <Button variant="outline" size="sm" disabled={query.page >= pages} onClick={() => update({ page: query.page + 1 })}>
              {t('paging.next')}
              <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        )}
      </section>
      {status === 'signed-in' && <SubmitDialog open={submitOpen} onOpenChange={setSubmitOpen} />}
    </div>
  );
}
