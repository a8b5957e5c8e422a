import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function Pager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className="flex items-center justify-end gap-2">
      <Button type="button" variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={t('pager.previous')}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <span className="text-sm" aria-live="polite">
        {t('pager.page', { page, pages })}
      </span>
      <Button type="button" variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages} aria-label={t('pager.next')}>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
