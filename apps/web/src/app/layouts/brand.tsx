import { Link } from 'react-router';
import { Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Link to="/" className="flex items-center gap-2 rounded font-bold" aria-label={compact ? t('appName') : undefined}>
      <Shield className="size-6 shrink-0 text-primary" aria-hidden="true" />
      {compact ? null : (
        <span className="flex flex-col leading-tight">
          <span>{t('appName')}</span>
          <span className="text-[10px] font-medium uppercase tracking-wide text-muted-foreground">{t('tagline')}</span>
        </span>
      )}
    </Link>
  );
}
