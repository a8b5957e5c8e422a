import { useTranslation } from 'react-i18next';
import { PageSection } from '@/components/page-section';
import { QueryFallback } from '@/components/query-fallback';
import { Badge } from '@/components/ui/badge';
import { useMyPledges } from '../api/get-my-pledges';
import { formatEuros, textOf } from '../utils/format';
import { FundingBar } from './solution-card';

/** The investor's pledges, newest first, with each solution's progress. */
export function MyPledges() {
  const { t, i18n } = useTranslation('marketplace');
  const pledges = useMyPledges(true);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <PageSection id="my-pledges-title" title={t('mine.title')} className="space-y-4">
      {!pledges.isSuccess ? (
        <QueryFallback query={pledges} />
      ) : pledges.data.total === 0 ? (
        <p className="text-muted-foreground">{t('mine.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm" data-testid="my-pledges">
            <caption className="sr-only">{t('mine.caption')}</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="p-3">{t('mine.date')}</th>
                <th scope="col" className="p-3">{t('mine.solution')}</th>
                <th scope="col" className="p-3 text-right">{t('mine.amount')}</th>
                <th scope="col" className="min-w-48 p-3">{t('mine.progress')}</th>
              </tr>
            </thead>
            <tbody>
              {pledges.data.items.map((p) => {
                const { title } = textOf(p.solution, i18n.language);
                return (
                  <tr key={p.id} className="border-t align-top">
                    <td className="whitespace-nowrap p-3">{date.format(new Date(p.created_at))}</td>
                    <td className="p-3">{title}</td>
                    <td className="whitespace-nowrap p-3 text-right font-mono">
                      {formatEuros(i18n.language, p.amount)}
                      {p.demo ? (
                        <Badge variant="outline" className="ml-2">
                          {t('demoProvider.badge')}
                        </Badge>
                      ) : null}
                    </td>
                    <td className="p-3">
                      <FundingBar solution={p.solution} title={title} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </PageSection>
  );
}
