import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookOpen, CircleCheck, CircleX, Mail, MessageSquare, Phone, PlayCircle, Users } from 'lucide-react';
import { CONTACT } from '@/config/paths';
import { PageMeta } from '@/components/page-meta';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useHealth } from '../api/get-health';
import { InfoHero, InfoSection } from './info-layout';

const SERVICES = ['sentinelAi', 'store', 'editor', 'api'] as const;

export function StatusPanel() {
  const { t, i18n } = useTranslation('info');
  const health = useHealth();
  const ok = health.data?.status === 'ok';
  const state = health.isPending ? 'checking' : ok ? 'operational' : 'down';
  return (
    <Card aria-labelledby="status-title" data-testid="status-panel">
      <CardHeader>
        <CardTitle>
          <span id="status-title">{t('support.status.title')}</span>
        </CardTitle>
        <CardDescription aria-live="polite">
          {health.dataUpdatedAt
            ? t('support.status.checked', {
                time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(health.dataUpdatedAt),
              })
            : t('support.status.checking')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {SERVICES.map((s) => (
            <li key={s} className="flex items-center justify-between py-2">
              <span>{t(`support.status.services.${s}`)}</span>
              <Badge variant={state === 'down' ? 'destructive' : 'secondary'} data-testid={`status-${s}`}>
                {state === 'operational' ? (
                  <CircleCheck className="size-3" aria-hidden="true" />
                ) : state === 'down' ? (
                  <CircleX className="size-3" aria-hidden="true" />
                ) : null}
                {t(`support.status.states.${state}`)}
              </Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function SupportPage() {
  const { t } = useTranslation('info');
  const channels = [
    { key: 'email', Icon: Mail, action: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> },
    { key: 'phone', Icon: Phone, action: <a href={`tel:${CONTACT.phones[0].replace(/\s/g, '')}`}>{CONTACT.phones[0]}</a> },
    { key: 'chat', Icon: MessageSquare, action: <Link to="/chat">{t('support.channels.chat.action')}</Link> },
  ] as const;
  const resources = [
    { key: 'docs', Icon: BookOpen, to: '/guide' },
    { key: 'videos', Icon: PlayCircle, to: '/tutorials' },
    { key: 'community', Icon: Users, to: '/community' },
  ] as const;
  return (
    <InfoSection>
      <PageMeta title={t('support.meta.title')} description={t('support.meta.description')} />
      <InfoHero title={t('support.title')} subtitle={t('support.subtitle')} />
      <div className="grid gap-4 md:grid-cols-3">
        {channels.map(({ key, Icon, action }) => (
          <Card key={key}>
            <CardHeader>
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <CardTitle>{t(`support.channels.${key}.title`)}</CardTitle>
              <CardDescription>{t(`support.channels.${key}.description`)}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline" size="sm">
                {action}
              </Button>
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="resources-title">
          <h2 id="resources-title" className="mb-3 text-xl font-semibold">
            {t('support.resources.title')}
          </h2>
          <ul className="space-y-2">
            {resources.map(({ key, Icon, to }) => (
              <li key={key}>
                <Link to={to} className="flex items-center gap-3 rounded-lg border p-4 hover:bg-accent">
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                  <span>
                    <span className="block font-medium">{t(`support.resources.${key}.title`)}</span>
                    <span className="block text-sm text-muted-foreground">{t(`support.resources.${key}.description`)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <StatusPanel />
      </div>
    </InfoSection>
  );
}
