import { useTranslation } from 'react-i18next';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import type { SessionItem } from '@ov/shared';
import { QueryFallback } from '@/components/query-fallback';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';

export function SessionsCard() {
  const { t, i18n } = useTranslation(['security', 'errors']);
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const device = (s: SessionItem) =>
    s.device.browser && s.device.os
      ? t('sessions.device', { browser: s.device.browser, os: s.device.os })
      : (s.device.browser ?? s.device.os ?? t('sessions.unknownDevice'));

  const handleEnd = async (s: SessionItem) => {
    try {
      await end.mutateAsync(s.id);
      toast.success(t('sessions.ended'));
    } catch (err) {
      toast.error(errorText(t, err));
    }
  };
  const handleEndOthers = async () => {
    try {
      const r = await endOthers.mutateAsync();
      toast.success(t('sessions.endedOthers', { count: r.ended }));
    } catch (err) {
      toast.error(errorText(t, err));
    }
  };

  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.current);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('sessions.title')}</CardTitle>
        <CardDescription>{t('sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!sessions.data ? (
          <QueryFallback query={sessions} className="py-4" />
        ) : (
          <>
            <ul className="divide-y rounded-md border" data-testid="sessions-list">
              {items.map((s) => {
                const Icon = s.device.mobile ? Smartphone : Monitor;
                return (
                  <li key={s.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                    <div className="flex gap-3">
                      <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                      <div className="space-y-0.5 text-sm">
                        <p className="font-medium">
                          {device(s)} {s.current ? <Badge variant="secondary">{t('sessions.current')}</Badge> : null}
                        </p>
                        {s.ip ? <p className="text-muted-foreground">{t('sessions.ip', { ip: s.ip })}</p> : null}
                        <p className="text-muted-foreground">{t('sessions.created', { date: when(s.created_at) })}</p>
                        <p className="text-muted-foreground">{t('sessions.lastUsed', { date: when(s.last_used_at) })}</p>
                      </div>
                    </div>
                    {s.current ? null : (
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-label={t('sessions.endLabel', { device: `${device(s)} · ${when(s.created_at)}` })}
                        onClick={() => void handleEnd(s)}
                        disabled={end.isPending}
                      >
                        <LogOut aria-hidden="true" />
                        {t('sessions.end')}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
            {others.length > 0 ? (
              <Button type="button" variant="outline" onClick={() => void handleEndOthers()} disabled={endOthers.isPending}>
                {t('sessions.endOthers')}
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">{t('sessions.none')}</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
