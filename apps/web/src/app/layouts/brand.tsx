import { Link } from '@/lib/nav';
import { Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded font-bold" aria-label={compact ? t('appName') : undefined}>
      <Shield className="size-6 shrink-0 text-primary" aria-hidden="true" />
      {compact ? null : (
        // On a phone the name stays on one line and the tagline gives way (issue 12: it wrapped onto five lines).
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="whitespace-nowrap">{t('appName')}</span>
          <span className="truncate text-[10px] font-medium uppercase tracking-wide text-muted-foreground max-[480px]:sr-only">{t('tagline')}</span>
        </span>
      )}
    </Link>
  );
}
