import { useTranslation } from 'react-i18next';
import type { ComplianceFramework, StoreCompliance } from '@ov/shared';
import { cn } from '@/lib/utils';

const FRAMEWORKS: ComplianceFramework[] = ['rgpd', 'rgaa', 'anssi'];
const STATUS_CLASS = {
  pass: 'border-emerald-700 text-emerald-800 dark:border-emerald-400 dark:text-emerald-200',
  fail: 'border-red-700 text-red-800 dark:border-red-400 dark:text-red-200',
  not_applicable: 'border-border text-muted-foreground',
} as const;

/** RGPD, RGAA and ANSSI controls, each pass / fail / not applicable with its evidence; how accessibility was checked. */
export function ComplianceProfile({ compliance }: { compliance: StoreCompliance | null }) {
  const { t, i18n } = useTranslation('store');
  const l = i18n.language === 'en' ? 'en' : 'fr';
  return (
    <section aria-labelledby="store-compliance" className="space-y-3">
      <h2 id="store-compliance" className="text-lg font-semibold">
        {t('compliance.title')}
      </h2>
      {!compliance ? (
        <p className="text-sm text-muted-foreground">{t('compliance.pending')}</p>
      ) : (
        <>
          {FRAMEWORKS.map((fw) => {
            const controls = compliance.controls.filter((c) => c.framework === fw);
            if (controls.length === 0) return null;
            return (
              <div key={fw} className="rounded-md border bg-card p-3">
                <h3 className="font-medium">{t(`compliance.frameworks.${fw}`)}</h3>
                <ul className="mt-2 divide-y">
                  {controls.map((c) => (
                    <li key={c.id} className="py-2" data-testid="control" data-status={c.status}>
                      <div className="flex flex-wrap items-center gap-2">
                        <span className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold', STATUS_CLASS[c.status])}>{t(`compliance.status.${c.status}`)}</span>
                        <span className="text-sm">{c.title[l]}</span>
                      </div>
                      {c.evidence.length > 0 && (
                        <ul className="mt-1 space-y-0.5 pl-1 text-xs text-muted-foreground" aria-label={t('compliance.evidence')}>
                          {c.evidence.map((e, i) => (
                            <li key={i} className="break-words">
                              {e.file && (
                                <span className="font-mono">
                                  {e.file}
                                  {e.line ? `:${e.line}` : ''}
                                </span>
                              )}
                              {e.rule && <span className="font-mono"> [{e.rule}]</span>}
                              {(e.file || e.rule) && ' — '}
                              {e.text[l]}
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
          <div className="rounded-md border bg-muted/40 p-3 text-sm">
            <p>{t(`compliance.engine.${compliance.accessibility_engine}`)}</p>
            {compliance.limits.length > 0 && (
              <>
                <h3 className="mt-2 text-xs font-medium text-muted-foreground">{t('compliance.limits')}</h3>
                <ul className="list-inside list-disc text-xs text-muted-foreground">
                  {compliance.limits.map((x, i) => (
                    <li key={i}>{x[l]}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
