import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { pendingChat, pendingGeneration } from '@/lib/pending';
import { describeTransaction } from '../utils/describe';
import { Coins, FlaskConical, Loader2, ShoppingCart } from 'lucide-react';
import type { CreditPackId } from '@ov/shared';
import { useCreditsBalance } from '@/lib/credits';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { PageMeta } from '@/components/page-meta';
import { PageHeader } from '@/components/page-header';
import { PageSection } from '@/components/page-section';
import { QueryFallback } from '@/components/query-fallback';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { usePacks } from '../api/get-packs';
import { useTransactions } from '../api/get-transactions';
import { usePurchase } from '../api/purchase-pack';

export function CreditsPage() {
  const { t, i18n } = useTranslation(['credits', 'common']);
  const balance = useCreditsBalance();
  const transactions = useTransactions();
  const packs = usePacks();
  const purchase = usePurchase();
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(i18n.language === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency }).format(cents / 100);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const demo = packs.data?.provider.demo ?? true;
  const location = useLocation();
  const navigate = useNavigate();
  // Decision 030: back to what the refusal interrupted, which then resumes (the chat's kept message, the landing's prompt).
  const from = (location.state as { from?: unknown } | null)?.from;
  const waiting =
    from === paths.chat && pendingChat.peek()
      ? { label: t('resume.chat'), go: () => navigate(paths.chat, { state: { resumePending: true } }) }
      : from === paths.home && pendingGeneration.peek()
        ? { label: t('resume.generation'), go: () => navigate(paths.home) }
        : null;

  const handleBuy = async (packId: CreditPackId, credits: number) => {
    try {
      // the mutation refreshes the one balance (header, dashboard, this page) and the history
      await purchase.mutateAsync(packId);
      toast.success(t('toast.bought', { count: credits }), {
        ...(demo ? { description: t('toast.demo') } : {}),
        ...(waiting ? { action: { label: waiting.label, onClick: waiting.go } } : {}),
      });
    } catch (err) {
      toast.error(t('common:error'), { description: errorText(t, err) });
    }
  };

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHeader title={t('title')} />
      {waiting ? (
        <Alert data-testid="credits-resume">
          <AlertDescription className="flex flex-wrap items-center gap-3">
            <span className="flex-1">{from === paths.chat ? t('resume.chatNote') : t('resume.generationNote')}</span>
            <Button size="sm" onClick={waiting.go}>
              {waiting.label}
            </Button>
          </AlertDescription>
        </Alert>
      ) : from === paths.chat || from === paths.home ? (
        <p className="text-sm">
          <Link to={from} className="text-primary underline underline-offset-4">
            {t('resume.back')}
          </Link>
        </p>
      ) : null}
      <Card>
        <CardHeader className="flex-row items-center gap-4">
          <Coins className="size-10 text-primary" aria-hidden="true" />
          <div>
            <CardDescription>{t('balance')}</CardDescription>
            <p className="text-4xl font-bold" data-testid="credits-balance">
              {balance.amount ?? '—'}
            </p>
            {balance.totalUsed !== undefined ? (
              <p className="text-sm text-muted-foreground">{t('used', { count: balance.totalUsed })}</p>
            ) : null}
          </div>
        </CardHeader>
      </Card>

      <PageSection className="space-y-4" id="packs-title" title={t('packs.title')}>
        {demo ? (
          <Alert>
            <FlaskConical className="size-4" aria-hidden="true" />
            <AlertTitle>{t('demo.title')}</AlertTitle>
            <AlertDescription>{t('demo.body')}</AlertDescription>
          </Alert>
        ) : null}
        {!packs.isSuccess ? (
          <QueryFallback query={packs} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-3">
            {packs.data.packs.map((p) => (
              <li key={p.id}>
                <Card className="flex h-full flex-col">
                  <CardHeader>
                    <CardTitle>{t(`packs.names.${p.id}`, { defaultValue: p.id })}</CardTitle>
                    <CardDescription>{t('packs.credits', { count: p.credits })}</CardDescription>
                  </CardHeader>
                  <CardContent className="flex-1">
                    <p className="text-3xl font-bold">{money(p.price_cents, p.currency)}</p>
                    {demo ? (
                      <Badge variant="outline" className="mt-2">
                        {t('demo.badge')}
                      </Badge>
                    ) : null}
                  </CardContent>
                  <CardFooter>
                    <Button
                      className="w-full"
                      disabled={purchase.isPending}
                      onClick={() => void handleBuy(p.id, p.credits)}
                    >
                      {purchase.isPending && purchase.variables === p.id ? (
                        <Loader2 className="animate-spin" aria-hidden="true" />
                      ) : (
                        <ShoppingCart aria-hidden="true" />
                      )}
                      {demo ? t('packs.buyDemo') : t('packs.buy')}
                      {/* WCAG 2.5.3: the accessible name starts with the visible words, then says which pack */}
                      <span className="sr-only">
                        {' '}
                        {t('packs.which', { name: t(`packs.names.${p.id}`, { defaultValue: p.id }), count: p.credits })}
                      </span>
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <PageSection className="space-y-4" id="history-title" title={t('history.title')}>
        {!transactions.isSuccess ? (
          <QueryFallback query={transactions} />
        ) : transactions.data.length === 0 ? (
          <p className="text-muted-foreground">{t('history.empty')}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('history.caption')}</caption>
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="p-3">{t('history.date')}</th>
                  <th scope="col" className="p-3">{t('history.description')}</th>
                  <th scope="col" className="p-3 text-right">{t('history.delta')}</th>
                  <th scope="col" className="p-3 text-right">{t('history.balance')}</th>
                </tr>
              </thead>
              <tbody>
                {transactions.data.map((tx) => (
                  <tr key={tx.id} className="border-t">
                    <td className="p-3 whitespace-nowrap">{date.format(new Date(tx.created_at))}</td>
                    <td className="p-3">{describeTransaction(t, tx)}</td>
                    <td className={`p-3 text-right font-mono ${tx.delta > 0 ? 'text-primary' : ''}`}>
                      {tx.delta > 0 ? `+${tx.delta}` : tx.delta}
                    </td>
                    <td className="p-3 text-right font-mono">{tx.balance_after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PageSection>
    </div>
  );
}
