import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { AuditItem } from '@ov/shared';
import { QueryFallback } from '@/components/query-fallback';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorText } from '@/lib/errors';
import { downloadAuditCsv, useAudit, type AuditFilter } from '../api/admin';
import { Pager } from './pager';

const EMPTY = { event: '', actor: '', target: '', from: '', to: '' };

export function AuditPanel() {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const [draft, setDraft] = useState(EMPTY);
  const [filter, setFilter] = useState<AuditFilter>({ page: 1 });
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const audit = useAudit(filter);

  const apply = (d: typeof EMPTY) => {
    const f: AuditFilter = { page: 1 };
    for (const k of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) if (d[k].trim()) f[k] = d[k].trim();
    setFilter(f);
  };
  const handleExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const { page: _page, ...rest } = filter;
      void _page;
      await downloadAuditCsv(rest);
    } catch (err) {
      setExportError(errorText(t, err));
    } finally {
      setExporting(false);
    }
  };
  const who = (email: string | null, id: string | null) => email ?? id ?? t('audit.system');
  const reasonOf = (i: AuditItem) => (typeof i.details.reason === 'string' ? i.details.reason : null);
  const rest = (i: AuditItem) => {
    const { reason: _r, ...others } = i.details;
    void _r;
    return Object.keys(others).length ? JSON.stringify(others) : '';
  };
  const field = (k: keyof typeof EMPTY, label: string, type = 'text', hint?: string) => (
    <div className="space-y-2">
      <Label htmlFor={`audit-${k}`}>{label}</Label>
      <Input id={`audit-${k}`} type={type} value={draft[k]} onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.value }))} aria-describedby={hint ? `audit-${k}-hint` : undefined} />
      {hint ? (
        <p id={`audit-${k}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );

  return (
    <div className="space-y-4">
      <form
        aria-label={t('audit.filters')}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
      >
        {field('event', t('audit.event'), 'text', t('audit.eventHint'))}
        {field('actor', t('audit.actor'))}
        {field('target', t('audit.target'))}
        {field('from', t('audit.from'), 'date')}
        {field('to', t('audit.to'), 'date')}
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
          <Button type="submit">{t('audit.apply')}</Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY);
              apply(EMPTY);
            }}
          >
            {t('audit.reset')}
          </Button>
          <Button type="button" variant="outline" onClick={() => void handleExport()} disabled={exporting}>
            <Download aria-hidden="true" />
            {exporting ? t('audit.exporting') : t('audit.export')}
          </Button>
        </div>
      </form>
      {exportError ? (
        <Alert variant="destructive">
          <AlertDescription>{exportError}</AlertDescription>
        </Alert>
      ) : null}
      {audit.error ? (
        <Alert variant="destructive">
          <AlertDescription>{errorText(t, audit.error)}</AlertDescription>
        </Alert>
      ) : null}
      {!audit.data ? (
        audit.error ? null : <QueryFallback query={audit} className="py-8" />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('audit.total', { count: audit.data.total })}
          </p>
          {audit.data.items.length === 0 ? <p>{t('audit.empty')}</p> : null}
          <ol className="divide-y rounded-lg border" data-testid="audit-list">
            {audit.data.items.map((i) => (
              <li key={i.id} className="grid gap-1 p-3 text-sm md:grid-cols-[11rem_12rem_1fr]">
                <time dateTime={i.created_at} className="text-muted-foreground">
                  {new Date(i.created_at).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'medium' })}
                </time>
                <code className="font-mono font-semibold">{i.event}</code>
                <div className="min-w-0 space-y-0.5">
                  <p className="break-all">
                    <span className="text-muted-foreground">{t('audit.who')} :</span> {who(i.actor_email, i.actor_id)}
                    {i.target_user_id ? (
                      <>
                        {' → '}
                        <span className="text-muted-foreground">{t('audit.whom')} :</span> {who(i.target_email, i.target_user_id)}
                      </>
                    ) : null}
                    {i.ip ? <span className="text-muted-foreground"> · {t('audit.ip')} {i.ip}</span> : null}
                  </p>
                  {reasonOf(i) ? <p>{t('audit.reasonLabel', { reason: reasonOf(i) })}</p> : null}
                  {rest(i) ? <p className="break-all font-mono text-xs text-muted-foreground">{rest(i)}</p> : null}
                </div>
              </li>
            ))}
          </ol>
          <Pager page={filter.page} total={audit.data.total} pageSize={audit.data.page_size} onPage={(page) => setFilter((f) => ({ ...f, page }))} />
        </>
      )}
    </div>
  );
}
