import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check, ChevronDown, ChevronUp, Star, X } from 'lucide-react';
import { storeReviewSchema, type StoreReviewInput } from '@ov/shared';
import { FormField } from '@/components/form/form-field';
import { PageMeta } from '@/components/page-meta';
import { QueryFallback } from '@/components/query-fallback';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { errorText } from '@/lib/errors';
import { zodFormResolver } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useStoreApp } from '../api/get-store-app';
import { useStoreQueue } from '../api/get-store-queue';
import { useReviewStoreApp } from '../api/store-writes';
import type { StoreQueueItem } from '../api/types';
import { formatDate, formatPrice, listingText } from '../utils/format';
import { AuditChip, StatusBadge } from './badges';
import { FindingsList } from './findings-list';

type Action = StoreReviewInput['action'];

function ReviewForm({ slug, disabled }: { slug: string; disabled: boolean }) {
  const { t } = useTranslation(['store', 'common']);
  const review = useReviewStoreApp();
  const { register, handleSubmit, setValue, formState } = useForm({
    resolver: zodFormResolver(storeReviewSchema),
    defaultValues: { action: 'approve' as Action, feedback: '' },
  });
  const [pending, setPending] = useState<Action | null>(null);
  const id = `review-feedback-${slug}`;
  const submit = handleSubmit(async (input) => {
    setPending(input.action);
    try {
      await review.mutateAsync({ slug, input: { action: input.action, ...(input.feedback ? { feedback: input.feedback } : {}) } });
      toast.success(t(`admin.done.${input.action}`));
    } catch (e) {
      toast.error(t('common:error'), { description: errorText(t, e) });
    } finally {
      setPending(null);
    }
  });
  const choose = (action: Action) => () => setValue('action', action);
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
      <FormField id={id} label={t('admin.feedback')} hint={t('admin.feedbackHint')} error={formState.errors.feedback ? t('admin.feedbackRequired') : null}>
        {(c) => <Textarea rows={3} maxLength={5000} {...c} {...register('feedback')} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={disabled || review.isPending} onClick={choose('approve')}>
          <Check aria-hidden="true" />
          {t('admin.approve')}
        </Button>
        <Button type="submit" variant="secondary" disabled={disabled || review.isPending} onClick={choose('feature')}>
          <Star aria-hidden="true" />
          {t('admin.feature')}
        </Button>
        <Button type="submit" variant="destructive" disabled={disabled || review.isPending} onClick={choose('reject')}>
          <X aria-hidden="true" />
          {t('admin.reject')}
        </Button>
      </div>
      <span className="sr-only" role="status">
        {pending ? t('common:loading') : ''}
      </span>
    </form>
  );
}

function ReviewPanel({ item }: { item: StoreQueueItem }) {
  const { t, i18n } = useTranslation('store');
  const detail = useStoreApp(item.slug);
  if (!detail.isSuccess) return <QueryFallback query={detail} className="py-4" />;
  const findings = detail.data.audit?.findings ?? [];
  const suggestion = detail.data.price_suggestion;
  return (
    <div className="mt-3 space-y-4 border-t pt-3">
      {/* The reviewer weighs the vendor's price against the platform's suggestion before approving it. */}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="review-prices">
        <dt className="text-muted-foreground">{t('price.current')}</dt>
        <dd className="font-semibold">{formatPrice(item.price, i18n.language)}</dd>
        {suggestion ? (
          <>
            <dt className="text-muted-foreground">{t('price.suggestion')}</dt>
            <dd className="font-semibold">{formatPrice(suggestion.amount, i18n.language)}</dd>
          </>
        ) : null}
      </dl>
      <FindingsList
        slug={item.slug}
        findings={findings}
        canJustify={false}
        canVerify={!detail.data.is_author}
        onlyJustified
        headingId={`justifications-${item.slug}`}
        title={t('admin.justifications')}
      />
      <ReviewForm slug={item.slug} disabled={detail.data.is_author} />
    </div>
  );
}

function QueueItem({ item }: { item: StoreQueueItem }) {
  const { t, i18n } = useTranslation('store');
  const [open, setOpen] = useState(false);
  const { title } = listingText(item, i18n.language);
  return (
    <Card className="p-4" data-testid="queue-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">
            <Link to={`/store/${encodeURIComponent(item.slug)}`} className="underline-offset-4 hover:underline">
              {title}
            </Link>
          </h2>
          <p className="text-xs text-muted-foreground">
            {t('admin.author', { author: item.author.name })} · {t(`categories.${item.category}`)} · {formatDate(item.submitted_at, i18n.language)}
          </p>
        </div>
        <StatusBadge status={item.status} />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <AuditChip score={item.audit_score} baseline={item.baseline} />
        <span className={item.open_justifications > 0 ? 'font-medium text-amber-800 dark:text-amber-200' : 'text-muted-foreground'}>
          {t('admin.openJustifications', { count: item.open_justifications })}
        </span>
        <span className="ml-auto font-semibold">{formatPrice(item.price, i18n.language)}</span>
      </div>
      <Button variant="outline" size="sm" className="mt-3 h-auto min-h-9 max-w-full whitespace-normal py-1.5 text-left" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
        {open ? t('admin.hideReview', { title }) : t('admin.review', { title })}
      </Button>
      {open && <ReviewPanel item={item} />}
    </Card>
  );
}

/** /admin/store: the review queue (admin only; the route shows everyone else the not-found page). */
export function AdminQueue() {
  const { t } = useTranslation('store');
  const queue = useStoreQueue(true);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8">
      <PageMeta title={t('meta.adminTitle')} description={t('meta.adminDescription')} />
      <div>
        <h1 className="text-3xl font-bold">{t('admin.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('admin.subtitle')}</p>
      </div>
      {!queue.isSuccess ? (
        <QueryFallback query={queue} className="py-12" />
      ) : queue.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t('admin.empty')}</p>
      ) : (
        <ul className="space-y-4">
          {queue.data.items.map((item) => (
            <li key={item.slug}>
              <QueueItem item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
