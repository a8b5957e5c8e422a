import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink, Trash2 } from 'lucide-react';
import type { StoreDeployment } from '@ov/shared';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { PageMeta } from '@/components/page-meta';
import { PageHeader } from '@/components/page-header';
import { PageSection } from '@/components/page-section';
import { QueryFallback } from '@/components/query-fallback';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDeployments, useUndeploy } from '../api/store-orders';
import { DeployButton } from './deploy-button';
import { shortHash, when } from './format';

function DeploymentCard({ d }: { d: StoreDeployment }) {
  const { t, i18n } = useTranslation(['deploy', 'common']);
  const undeploy = useUndeploy();
  const [confirm, setConfirm] = useState(false);
  const active = d.state === 'active';
  const remove = async () => {
    try {
      await undeploy.mutateAsync(d.id);
      toast.success(t('toast.undeployed'));
    } catch (err) {
      toast.error(t('common:error'), { description: errorText(t, err) });
    }
  };
  return (
    <Card data-testid={`deployment-${d.app.slug}`}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-lg">
          <h3>{d.app.title}</h3>
        </CardTitle>
        <div className="flex gap-2">
          <Badge variant="outline">{t(`role.${d.role}`)}</Badge>
          <Badge variant={active ? 'default' : 'secondary'}>{t(`state.${d.state}`)}</Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">{t('version', { number: d.version.number })}</dt>
          <dd>
            <span className="sr-only">{t('hash')} </span>
            <code title={d.version.hash}>{shortHash(d.version.hash)}</code>
          </dd>
          <dt className="font-medium">{t('date')}</dt>
          <dd>{when(i18n.language, d.updated_at)}</dd>
          <dt className="font-medium">{t('url')}</dt>
          <dd className="break-all">
            {active ? (
              <a href={d.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary underline underline-offset-4">
                <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
                <span>{d.url}</span>
                <span className="sr-only"> — {t('openNamed', { title: d.app.title })}</span>
              </a>
            ) : (
              <code>{d.url}</code>
            )}
          </dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          {d.newer_version !== null ? <DeployButton slug={d.app.slug} version={d.newer_version} label={t('redeploy', { number: d.newer_version })} /> : null}
          {!active ? <DeployButton slug={d.app.slug} version={d.version.number} label={t('deployAgain')} variant="outline" /> : null}
          {active ? (
            <Button variant="outline" onClick={() => setConfirm(true)} disabled={undeploy.isPending} aria-label={t('undeployNamed', { title: d.app.title })}>
              <Trash2 aria-hidden="true" />
              {t('undeploy')}
            </Button>
          ) : null}
        </div>
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          title={t('confirmUndeploy.title')}
          description={t('confirmUndeploy.body', { url: d.url })}
          cancelLabel={t('confirmUndeploy.cancel')}
          confirmLabel={t('confirmUndeploy.confirm')}
          onConfirm={() => void remove()}
        />
      </CardContent>
    </Card>
  );
}

/** /deploy — the signed-in user's deployments: version, hash, date, URL, state; redeploy a newer version; remove. */
export function DeployPage() {
  const { t } = useTranslation(['deploy', 'common']);
  const deployments = useDeployments();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHeader title={t('title')} description={t('intro')} />
      <PageSection className="space-y-4" id="deployments-title" title={t('list')}>
        {!deployments.isSuccess ? (
          <QueryFallback query={deployments} />
        ) : deployments.data.items.length === 0 ? (
          <div className="space-y-3">
            <p className="text-muted-foreground">{t('empty')}</p>
            <Button asChild variant="outline">
              <Link to="/store">{t('toStore')}</Link>
            </Button>
          </div>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {deployments.data.items.map((d) => (
              <li key={d.id}>
                <DeploymentCard d={d} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </div>
  );
}
