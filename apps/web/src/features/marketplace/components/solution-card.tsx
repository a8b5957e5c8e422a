import { useTranslation } from 'react-i18next';
import { Download, ShieldCheck, Star } from 'lucide-react';
import { MARKETPLACE_MAX_TAGS, fundingPercent, type MarketplacePersona, type MarketplaceSolution } from '@ov/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCompact, formatDecimal, formatEuros, formatPercent, textOf } from '../utils/format';

export type SolutionAction = 'demo' | 'acquire' | 'analyze' | 'invest' | 'evaluate' | 'grant';

/** Spec §6: what each persona may do. */
export const PERSONA_ACTIONS: Record<MarketplacePersona, [SolutionAction, SolutionAction]> = {
  startup: ['demo', 'acquire'],
  investor: ['analyze', 'invest'],
  government: ['evaluate', 'grant'],
};

/** Current over goal, capped at 100 % for the bar; the real figures are shown beside it (spec §9). */
export function FundingBar({ solution, title }: { solution: Pick<MarketplaceSolution, 'current_funding' | 'funding_goal'>; title: string }) {
  const { t, i18n } = useTranslation('marketplace');
  const percent = fundingPercent(solution.current_funding, solution.funding_goal);
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="font-medium">{t('card.funding')}</span>
        <span className="text-muted-foreground" data-testid="funding-figures">
          {t('card.fundingFigures', { current: formatEuros(i18n.language, solution.current_funding), goal: formatEuros(i18n.language, solution.funding_goal) })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('card.fundingLabel', { title })}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-right text-xs font-medium" aria-hidden="true">
        {formatPercent(i18n.language, percent)}{percent >= 100 ? ` · ${t('card.reached')}` : ''}
      </p>
    </div>
  );
}

export function SolutionCard({ solution, persona, onAction }: { solution: MarketplaceSolution; persona: MarketplacePersona; onAction: (a: SolutionAction) => void }) {
  const { t, i18n } = useTranslation('marketplace');
  const { title, description } = textOf(solution, i18n.language);
  const lng = i18n.language;
  const tags = solution.tags.slice(0, MARKETPLACE_MAX_TAGS);
  return (
    <Card className="flex h-full flex-col" data-testid={`solution-${solution.slug}`}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{t(`categories.${solution.category}`)}</Badge>
          {solution.classification ? <Badge variant="outline">{t(`classification.${solution.classification}`)}</Badge> : null}
          {solution.featured ? <Badge>{t('card.featured')}</Badge> : null}
          {solution.certified ? (
            <Badge variant="outline" className="gap-1">
              <ShieldCheck className="size-3" aria-hidden="true" />
              {t('card.certified')}
            </Badge>
          ) : null}
        </div>
        <CardTitle>{title}</CardTitle>
        <p className="text-xs text-muted-foreground">{t('card.by', { startup: solution.startup })}</p>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto flex flex-col gap-3 text-sm">
        <ul className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag} className="rounded bg-muted px-2 py-0.5 text-xs">
              {tag}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-2 text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Star className="size-4 fill-current text-primary" aria-hidden="true" />
            <span className="sr-only">{t('card.rating', { rating: formatDecimal(lng, solution.rating) })}</span>
            <span aria-hidden="true">{formatDecimal(lng, solution.rating)}</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <Download className="size-4" aria-hidden="true" />
            {t('card.downloads', { label: formatCompact(lng, solution.downloads) })}
          </span>
          <span>{t('card.price', { price: formatEuros(lng, solution.price) })}</span>
        </div>
        <FundingBar solution={solution} title={title} />
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {PERSONA_ACTIONS[persona].map((action, i) =>
          action === 'demo' && !solution.demo_url && !solution.store_listing ? (
            <p key={action} className="flex-1 text-xs text-muted-foreground">
              {t('actions.noDemo')}
            </p>
          ) : (
            <Button key={action} size="sm" variant={i === 1 ? 'default' : 'outline'} className="flex-1" onClick={() => onAction(action)}>
              {t(`actions.${action}`)}
              {/* WCAG 2.5.3: the name starts with the visible word, then says which solution */}
              <span className="sr-only"> {title}</span>
            </Button>
          ),
        )}
      </CardFooter>
    </Card>
  );
}
