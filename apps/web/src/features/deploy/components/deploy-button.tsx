import { useTranslation } from 'react-i18next';
import { ExternalLink, Loader2, Rocket } from 'lucide-react';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useDeploy } from '../api/store-orders';

/** "Déployer": the author or a buyer deploys the newest approved version (or `version`), then gets its address. */
export function DeployButton({ slug, version, label, variant = 'default' }: { slug: string; version?: number; label?: string; variant?: 'default' | 'outline' }) {
  const { t } = useTranslation(['deploy', 'common']);
  const deploy = useDeploy();
  const url = deploy.data?.deployment.url;
  const run = async () => {
    try {
      await deploy.mutateAsync(version === undefined ? { slug } : { slug, version });
      toast.success(t('toast.deployed'));
    } catch (err) {
      toast.error(t('common:error'), { description: errorText(t, err) });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant={variant} onClick={() => void run()} disabled={deploy.isPending} data-testid="store-deploy">
        {deploy.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Rocket aria-hidden="true" />}
        {deploy.isPending ? t('deploying') : (label ?? t('deploy'))}
      </Button>
      {url && !label ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary underline underline-offset-4" data-testid="store-deployed-url">
          <ExternalLink className="size-4" aria-hidden="true" />
          {t('open')} <code className="text-sm">{url}</code>
        </a>
      ) : null}
    </div>
  );
}
