import { useTranslation } from 'react-i18next';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { FINDING_SEVERITIES, type StoreAudit } from '@ov/shared';
import { cn } from '@/lib/utils';
import { SEVERITY_CLASS } from './badges';

/**
 * The label (Iron Bank's shape): the 0–100 score, the pass/fail baseline with its reasons, findings by severity and
 * "constats vérifiés : XX %". Null while the automatic audit of the version runs.
 */
export function AuditLabel({ audit }: { audit: StoreAudit | null }) {
  const { t } = useTranslation('store');
  if (!audit) {
    return (
      <section aria-labelledby="store-label" className="rounded-lg border bg-card p-4">
        <h2 id="store-label" className="text-lg font-semibold">
          {t('label.title')}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{t('label.pending')}</p>
      </section>
    );
  }
  const pass = audit.baseline === 'pass';
  const Icon = pass ? ShieldCheck : ShieldAlert;
  return (
    <section aria-labelledby="store-label" className="rounded-lg border bg-card p-4" data-testid="audit-label">
      <h2 id="store-label" className="text-lg font-semibold">
        {t('label.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs uppercase tracking-wide text-muted-foreground">{t('label.score')}</dt>
          <dd className="text-3xl font-bold tabular-nums" aria-label={t('label.scoreAria', { score: audit.score })}>
            {t('label.scoreValue', { score: audit.score })}
          </dd>
          <dd>
            <meter className="h-2 w-full" min={0} max={100} low={50} high={80} optimum={100} value={audit.score} aria-label={t('label.scoreAria', { score: audit.score })} />
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-muted-foreground">{t('label.baseline')}</dt>
          <dd className={cn('flex items-center gap-1 text-xl font-bold', pass ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300')} data-testid="baseline">
            <Icon className="size-5" aria-hidden="true" />
            {pass ? t('label.pass') : t('label.fail')}
          </dd>
          {audit.reasons.length > 0 && (
            <dd className="text-xs text-muted-foreground">
              <ul className="list-inside list-disc">
                {audit.reasons.map((r) => (
                  <li key={r}>{t(`label.reasons.${r}`)}</li>
                ))}
              </ul>
            </dd>
          )}
        </div>
      </dl>
      <h3 className="mt-4 text-sm font-medium">{t('label.bySeverity')}</h3>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {FINDING_SEVERITIES.map((s) => (
          <li key={s} className={cn('rounded px-2 py-0.5 text-xs font-semibold tabular-nums', SEVERITY_CLASS[s])}>
            {t('label.severityCount', { label: t(`severity.${s}`), count: audit.counts[s] ?? 0 })}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm font-medium" data-testid="verified-percent">
        {audit.verified_percent === null ? t('label.verifiedNone') : t('label.verified', { percent: audit.verified_percent })}
      </p>
      {!audit.complete && <p className="mt-2 text-sm text-amber-800 dark:text-amber-200">{t('label.incomplete', { budget: audit.budget_ms })}</p>}
      {audit.not_audited.length > 0 && <p className="mt-1 break-all text-xs text-muted-foreground">{t('label.notAuditedFiles', { files: audit.not_audited.join(', ') })}</p>}
      {audit.tools.length > 0 && (
        <p className="mt-2 text-xs text-muted-foreground">{t('label.tools', { tools: audit.tools.map((x) => `${x.name} ${x.version}`).join(', ') })}</p>
      )}
    </section>
  );
}
