import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { QueryFallback } from '@/components/query-fallback';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/input';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useMarkHandled, useMessages, type MessagesFilter } from '../api/admin';
import { Pager } from './pager';

export function MessagesPanel() {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const [filter, setFilter] = useState<MessagesFilter>({ status: 'open', page: 1 });
  const messages = useMessages(filter);
  const mark = useMarkHandled();
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="space-y-4">
      <div className="max-w-56 space-y-2">
        <Label htmlFor="messages-status">{t('messages.show')}</Label>
        <NativeSelect id="messages-status" value={filter.status} onChange={(e) => setFilter({ status: e.target.value as MessagesFilter['status'], page: 1 })}>
          <option value="open">{t('messages.open')}</option>
          <option value="handled">{t('messages.handled')}</option>
          <option value="all">{t('messages.all')}</option>
        </NativeSelect>
      </div>
      {!messages.data ? (
        <QueryFallback query={messages} className="py-8" />
      ) : (
        <>
          {messages.data.items.length === 0 ? <p>{t('messages.empty')}</p> : null}
          <ul className="space-y-3">
            {messages.data.items.map((m) => (
              <li key={m.id} className="space-y-2 rounded-lg border p-4 text-sm">
                <h3 className="font-semibold">{m.subject}</h3>
                <p className="break-all text-muted-foreground">{t('messages.from', { name: `${m.first_name} ${m.last_name}`, email: m.email })}</p>
                <p className="whitespace-pre-wrap">{m.message}</p>
                <p className="text-muted-foreground">
                  {t('messages.received', { date: date(m.created_at) })}
                  {m.handled_at ? ` · ${t('messages.handledOn', { date: date(m.handled_at) })}` : ''}
                </p>
                {m.handled_at ? null : (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={t('messages.markHandledLabel', { subject: m.subject })}
                    disabled={mark.isPending}
                    onClick={() => mark.mutate(m.id, { onError: (err) => toast.error(errorText(t, err)) })}
                  >
                    <Check aria-hidden="true" />
                    {t('messages.markHandled')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Pager page={filter.page} total={messages.data.total} pageSize={messages.data.page_size} onPage={(page) => setFilter((f) => ({ ...f, page }))} />
        </>
      )}
    </div>
  );
}
