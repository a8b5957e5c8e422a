import { useTranslation } from 'react-i18next';
import { ShieldAlert, ShieldCheck, Clock, Lock } from 'lucide-react';
import type { FindingSeverity, StoreStatus } from '@ov/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STATUS_CLASS: Record<StoreStatus, string> = {
  featured: 'border-amber-600 text-amber-800 dark:border-amber-400 dark:text-amber-200',
  approved: 'border-emerald-700 text-emerald-800 dark:border-emerald-400 dark:text-emerald-200',
  pending: 'border-sky-700 text-sky-800 dark:border-sky-400 dark:text-sky-200',
  audited: 'border-indigo-700 text-indigo-800 dark:border-indigo-400 dark:text-indigo-200',
  rejected: 'border-red-700 text-red-800 dark:border-red-400 dark:text-red-200',
};

export function StatusBadge({ status, className }: { status: StoreStatus; className?: string }) {
  const { t } = useTranslation('store');
  return (
    <Badge variant="outline" className={cn(STATUS_CLASS[status], className)} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** "Ministries only" with a lock, on a listing's card and page. */
export function MinistryOnlyBadge() {
  const { t } = useTranslation('store');
  return (
    <Badge variant="outline">
      <Lock className="size-3" aria-hidden="true" />
      {t('card.ministryOnly')}
    </Badge>
  );
}

/** Score and baseline on one chip: "Score 87/100" with a shield that says pass or fail in words. */
export function AuditChip({ score, baseline, className }: { score: number | null; baseline: 'pass' | 'fail' | null; className?: string }) {
  const { t } = useTranslation('store');
  if (score === null || baseline === null) {
    return (
      <Badge variant="outline" className={cn('text-muted-foreground', className)}>
        <Clock className="size-3" aria-hidden="true" />
        {t('card.notAudited')}
      </Badge>
    );
  }
  const pass = baseline === 'pass';
  const Icon = pass ? ShieldCheck : ShieldAlert;
  return (
    <Badge
      variant="outline"
      className={cn(
        pass ? 'border-emerald-700 text-emerald-800 dark:border-emerald-400 dark:text-emerald-200' : 'border-red-700 text-red-800 dark:border-red-400 dark:text-red-200',
        className,
      )}
    >
      <Icon className="size-3" aria-hidden="true" />
      <span className="sr-only">{t('card.scoreLabel', { score })}, </span>
      <span aria-hidden="true">{t('card.score', { score })}</span>
      <span className="sr-only">{pass ? t('card.baselinePass') : t('card.baselineFail')}</span>
    </Badge>
  );
}

export const SEVERITY_CLASS: Record<FindingSeverity, string> = {
  critical: 'bg-red-700 text-white',
  high: 'bg-orange-700 text-white',
  medium: 'bg-amber-300 text-black',
  low: 'bg-sky-200 text-black',
  info: 'bg-muted text-foreground',
};

export function SeverityBadge({ severity }: { severity: FindingSeverity }) {
  const { t } = useTranslation('store');
  return <span className={cn('inline-flex rounded px-1.5 py-0.5 text-xs font-semibold', SEVERITY_CLASS[severity])}>{t(`severity.${severity}`)}</span>;
}
