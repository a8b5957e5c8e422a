import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { StoreAppDetail } from '@ov/shared';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { getStoreSbom } from '../api/get-store-app';
import { formatDate, formatPrice } from '../utils/format';
import { PriceEditor } from './price-editor';

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border bg-card p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Classification, certifications, data location: what the vendor declares, labelled so, never certified by us. */
export function DeclaredPanel({ app }: { app: StoreAppDetail }) {
  const { t } = useTranslation('store');
  const declared = <span className="ml-1 text-xs font-normal italic text-muted-foreground">({t('detail.declared')})</span>;
  return (
    <Panel id="store-declared" title={t('detail.declaredTitle')}>
      <dl className="mt-2 space-y-3 text-sm">
        <div>
          <dt className="text-muted-foreground">
            {t('detail.classification')}
            {declared}
          </dt>
          <dd className="font-medium" data-testid="classification">
            {t(`classification.${app.classification}`)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            {t('detail.certifications')}
            {declared}
          </dt>
          <dd>
            {app.certifications.length === 0 ? (
              <span className="text-muted-foreground">{t('detail.noCertifications')}</span>
            ) : (
              <ul className="mt-1 space-y-1" data-testid="certifications">
                {app.certifications.map((c) => (
                  <li key={c.name} className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{t(`detail.certNames.${c.name}`)}</span>
                    <span
                      className={
                        c.status === 'qualified'
                          ? 'rounded-full border border-emerald-700 px-2 text-xs text-emerald-800 dark:border-emerald-400 dark:text-emerald-200'
                          : 'rounded-full border border-dashed border-amber-700 px-2 text-xs text-amber-800 dark:border-amber-400 dark:text-amber-200'
                      }
                    >
                      {t(`detail.certStatus.${c.status}`)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-1 text-xs text-muted-foreground">{t('detail.certNote')}</p>
          </dd>
        </div>
        {app.data_location && (
          <div>
            <dt className="text-muted-foreground">
              {t('detail.dataLocation')}
              {declared}
            </dt>
            <dd>{app.data_location}</dd>
          </div>
        )}
        <div>
          <dt className="text-muted-foreground">{t('detail.targetBuyers')}</dt>
          <dd>{t(`targetBuyers.${app.target_buyers}`)}</dd>
        </div>
      </dl>
    </Panel>
  );
}

/** Version number, SHA-256 hash, date, what changed since the previous one, and the SBOM. */
export function VersionPanel({ app }: { app: StoreAppDetail }) {
  const { t, i18n } = useTranslation(['store', 'common']);
  const [busy, setBusy] = useState(false);
  const v = app.version;
  const downloadSbom = async () => {
    setBusy(true);
    try {
      const sbom = await getStoreSbom(app.slug);
      const url = URL.createObjectURL(new Blob([JSON.stringify(sbom, null, 2)], { type: 'application/vnd.cyclonedx+json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `${app.slug}-v${v.number}.cdx.json`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      toast.error(t('common:error'), { description: errorText(t, e, t('version.sbomFailed')) });
    } finally {
      setBusy(false);
    }
  };
  const changes = v.changes;
  return (
    <Panel id="store-version" title={t('version.number', { number: v.number })}>
      <dl className="mt-2 space-y-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{t('version.hash')}</dt>
          <dd className="break-all font-mono text-xs" data-testid="version-hash" title={v.hash}>
            {v.hash}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('version.date')}</dt>
          <dd>
            <time dateTime={v.created_at}>{formatDate(v.created_at, i18n.language)}</time> · {t('version.files', { count: v.files_count })}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('version.changes')}</dt>
          <dd data-testid="version-changes">
            {!changes ? (
              t('version.firstVersion')
            ) : changes.added.length + changes.removed.length + changes.modified.length === 0 ? (
              t('version.noChanges')
            ) : (
              <ul className="space-y-1 text-xs">
                {(['added', 'removed', 'modified'] as const).map((k) =>
                  changes[k].length ? (
                    <li key={k}>
                      <span className="font-medium">{t('detail.labelled', { label: t(`version.${k}`) })}</span>
                      <span className="break-all font-mono">{changes[k].join(', ')}</span>
                    </li>
                  ) : null,
                )}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <Button variant="outline" size="sm" className="mt-3 h-auto min-h-9 w-full whitespace-normal py-1.5" disabled={busy} onClick={() => void downloadSbom()}>
        <Download aria-hidden="true" />
        {t('version.sbom')}
      </Button>
    </Panel>
  );
}

/** The listed price and the suggested one with its rationale, line by line. */
export function PricePanel({ app }: { app: StoreAppDetail }) {
  const { t, i18n } = useTranslation('store');
  const l = i18n.language === 'en' ? 'en' : 'fr';
  const s = app.price_suggestion;
  return (
    <Panel id="store-price" title={t('price.title')}>
      <p className="mt-2 text-3xl font-bold" data-testid="listing-price">
        {formatPrice(app.price, i18n.language)}
      </p>
      {s && (
        <div className="mt-3 border-t pt-3 text-sm">
          <p>
            {t('detail.labelled', { label: t('price.suggestion') })}
            <span className="font-semibold">{formatPrice(s.amount, i18n.language)}</span>
          </p>
          <h3 className="mt-2 text-xs font-medium text-muted-foreground">{t('price.rationale')}</h3>
          <ul className="mt-1 space-y-1 text-xs" data-testid="price-rationale">
            {s.rationale.map((line, i) => (
              <li key={i} className="flex justify-between gap-2">
                <span>{line.label[l]}</span>
                <span className="shrink-0 tabular-nums">{'amount' in line ? formatPrice(line.amount, i18n.language) : t('price.factor', { factor: line.factor })}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {app.is_author && <PriceEditor app={app} />}
    </Panel>
  );
}
