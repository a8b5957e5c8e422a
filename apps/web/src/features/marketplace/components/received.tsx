import { useTranslation } from 'react-i18next';
import { PageSection } from '@/components/page-section';
import { QueryFallback } from '@/components/query-fallback';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useReceived } from '../api/publish-solution';
import { formatEuros, textOf } from '../utils/format';
import { FundingBar } from './solution-card';

/** The startup's dashboard: its solutions with the pledges, evaluations and grants they received. */
export function Received() {
  const { t, i18n } = useTranslation('marketplace');
  const received = useReceived();
  const lng = i18n.language;
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'medium' });
  return (
    <PageSection id="received-title" title={t('received.title')} className="space-y-4">
      {!received.isSuccess ? (
        <QueryFallback query={received} />
      ) : received.data.total === 0 ? (
        <p className="text-muted-foreground">{t('received.empty')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" data-testid="received">
          {received.data.items.map((s) => {
            const { title } = textOf(s, lng);
            return (
              <li key={s.id}>
                <Card>
                  <CardHeader>
                    <CardTitle>{title}</CardTitle>
                  </CardHeader>
                  <CardContent className="space-y-3 text-sm">
                    <FundingBar solution={s} title={title} />
                    <p>{t('received.pledges', { count: s.pledges.length, total: formatEuros(lng, s.pledges.reduce((a, p) => a + p.amount, 0)) })}</p>
                    <p>{t('received.grants', { count: s.grants.length, total: formatEuros(lng, s.grants_total) })}</p>
                    {s.evaluations.length === 0 ? (
                      <p className="text-muted-foreground">{t('analysis.noEvaluation')}</p>
                    ) : (
                      <ul className="space-y-2">
                        {s.evaluations.map((e) => (
                          <li key={e.id} className="rounded border p-2">
                            <p className="font-medium">{t('evaluate.gradeOption', { grade: e.grade })} · {date.format(new Date(e.created_at))}</p>
                            <p className="text-muted-foreground">{e.text}</p>
                          </li>
                        ))}
                      </ul>
                    )}
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </PageSection>
  );
}
