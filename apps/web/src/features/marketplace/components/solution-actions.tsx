import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FlaskConical, Loader2 } from 'lucide-react';
import { euroAmountSchema, evaluationInputSchema, fundingPercent, isMinistryRole, type MarketplaceSolution, type Role } from '@ov/shared';
import { paths } from '@/config/paths';
import { FormField } from '@/components/form/form-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useSolutionAction } from '../api/act-on-solution';
import { useSolutionDetail } from '../api/get-solution';
import { formatDecimal, formatEuros, formatPercent, parseEuros, textOf } from '../utils/format';
import { ActionDialog } from './action-dialog';
import { DialogForm } from './dialog-form';
import { FundingBar } from './solution-card';

export type OpenAction = { kind: 'analyze' | 'invest' | 'evaluate' | 'grant'; solution: MarketplaceSolution } | null;

type Who = { signedIn: boolean; roles: readonly string[] | undefined; demoPayments: boolean };

/** The dialog of the open action: a form when the caller may act, else why not and how to get there. */
export function SolutionActionDialog({ open, onClose, who }: { open: OpenAction; onClose: () => void; who: Who }) {
  const { t, i18n } = useTranslation('marketplace');
  if (!open) return null;
  const { title } = textOf(open.solution, i18n.language);
  return (
    <ActionDialog open onOpenChange={(o) => (o ? undefined : onClose())} title={t(`${open.kind === 'invest' ? 'invest' : open.kind === 'analyze' ? 'analysis' : open.kind}.title`, { title })} closeLabel={t('dialog.close')}>
      {open.kind === 'analyze' ? (
        <Analysis solution={open.solution} title={title} />
      ) : !who.signedIn ? (
        <SignInFirst />
      ) : who.roles === undefined ? (
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      ) : open.kind === 'invest' && !who.roles.includes('investor') ? (
        <RoleNeeded kind="investor" />
      ) : open.kind !== 'invest' && !who.roles.some((r) => isMinistryRole(r as Role)) ? (
        <RoleNeeded kind="ministry" />
      ) : open.kind === 'evaluate' ? (
        <EvaluateForm solution={open.solution} title={title} onDone={onClose} />
      ) : (
        <AmountForm kind={open.kind} solution={open.solution} title={title} demo={who.demoPayments} onDone={onClose} />
      )}
    </ActionDialog>
  );
}

export function SignInFirst() {
  const { t } = useTranslation('marketplace');
  return (
    <Alert>
      <AlertTitle>{t('signIn.title')}</AlertTitle>
      <AlertDescription className="space-y-3">
        <p>{t('signIn.body')}</p>
        <Button asChild size="sm">
          <Link to={paths.auth} state={{ from: paths.marketplace }}>
            {t('signIn.action')}
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export function RoleNeeded({ kind }: { kind: 'investor' | 'ministry' | 'startup' }) {
  const { t } = useTranslation(['marketplace', 'errors']);
  return (
    <Alert variant="destructive" data-testid="role-needed">
      <AlertTitle>{t(`marketplace:roleNeeded.${kind}`)}</AlertTitle>
      <AlertDescription>{t(`errors:${kind}_role_required`)}</AlertDescription>
    </Alert>
  );
}

function Analysis({ solution: fromCard, title }: { solution: MarketplaceSolution; title: string }) {
  const { t, i18n } = useTranslation('marketplace');
  const lng = i18n.language;
  const detail = useSolutionDetail(fromCard.id);
  const solution = detail.data?.solution ?? fromCard;
  const activity = detail.data?.project_activity ?? null;
  const audit = detail.data?.store_audit ?? null;
  const rows: [string, string][] = [
    [t('analysis.funding'), formatEuros(lng, solution.current_funding)],
    [t('analysis.goal'), formatEuros(lng, solution.funding_goal)],
    [t('analysis.percent'), formatPercent(lng, fundingPercent(solution.current_funding, solution.funding_goal))],
    [t('analysis.pledges'), String(solution.pledges_count)],
    [t('analysis.grants'), formatEuros(lng, solution.grants_total)],
    [t('analysis.rating'), formatDecimal(lng, solution.rating)],
    [t('analysis.downloads'), new Intl.NumberFormat(lng === 'en' ? 'en-GB' : 'fr-FR').format(solution.downloads)],
    [
      t('analysis.evaluations'),
      solution.evaluations_count && solution.average_grade !== null
        ? `${solution.evaluations_count} · ${t('analysis.averageGrade', { grade: formatDecimal(lng, solution.average_grade) })}`
        : t('analysis.noEvaluation'),
    ],
    [t('analysis.price'), formatEuros(lng, solution.price)],
  ];
  return (
    <div className="space-y-4" data-testid="analysis">
      <FundingBar solution={solution} title={title} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="text-right font-medium">{v}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-1 text-sm">
        <p className="font-medium">{t('analysis.audit')}</p>
        {audit ? (
          <div data-testid="store-audit" className="space-y-1">
            <p>
              <Link className="underline underline-offset-4" to={`${paths.store}/${encodeURIComponent(audit.slug)}`}>
                {t('analysis.auditListing', { title: audit.title })}
              </Link>
            </p>
            {audit.score === null ? (
              <p className="text-muted-foreground">{t('analysis.auditPending')}</p>
            ) : (
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
                <dt className="text-muted-foreground">{t('analysis.auditScore')}</dt>
                <dd className="text-right font-medium">{audit.score}/100</dd>
                <dt className="text-muted-foreground">{t('analysis.auditBaseline')}</dt>
                <dd className={`text-right font-medium ${audit.baseline === 'pass' ? 'text-green-700 dark:text-green-400' : 'text-destructive'}`}>
                  {t(audit.baseline === 'pass' ? 'analysis.baselinePass' : 'analysis.baselineFail')}
                </dd>
                <dt className="text-muted-foreground">{t('analysis.auditVerified')}</dt>
                <dd className="text-right font-medium">{audit.verified_percent === null ? t('analysis.auditVerifiedNone') : formatPercent(lng, audit.verified_percent)}</dd>
              </dl>
            )}
          </div>
        ) : (
          <p className="text-muted-foreground" data-testid="store-audit-none">
            {t('analysis.auditNone')}
          </p>
        )}
        <p className="pt-2 font-medium">{t('analysis.project')}</p>
        <p className="text-muted-foreground" data-testid="project-activity">
          {activity
            ? t('analysis.projectActivity', {
                date: new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(new Date(activity.updated_at)),
                versions: activity.versions,
                views: activity.view_count,
                stars: activity.star_count,
                remixes: activity.remix_count,
              })
            : t('analysis.projectNone')}
        </p>
      </div>
    </div>
  );
}

function AmountForm({ kind, solution, title, demo, onDone }: { kind: 'invest' | 'grant'; solution: MarketplaceSolution; title: string; demo: boolean; onDone: () => void }) {
  const { t, i18n } = useTranslation(['marketplace', 'common', 'errors']);
  const action = useSolutionAction();
  // One key per opening of the dialog: a double click or a retry records one row (decision 193).
  const [key] = useState(() => `web:${crypto.randomUUID()}`);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = `${kind}-amount`;

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = euroAmountSchema.safeParse(parseEuros(text));
    if (!parsed.success) {
      setError(t('marketplace:validation.amount'));
      return;
    }
    setError(null);
    const amount = formatEuros(i18n.language, parsed.data);
    try {
      if (kind === 'invest') {
        await action.mutateAsync({ kind: 'pledge', id: solution.id, body: { amount: parsed.data, idempotency_key: key } });
        toast.success(t('marketplace:toast.invested'), { description: t(demo ? 'marketplace:toast.investedDemo' : 'marketplace:toast.investedBody', { amount, title }) });
      } else {
        await action.mutateAsync({ kind: 'grant', id: solution.id, body: { amount: parsed.data, idempotency_key: key } });
        toast.success(t('marketplace:toast.granted'), { description: t('marketplace:toast.grantedBody', { amount, title }) });
      }
      onDone();
    } catch (err) {
      setError(errorText(t, err));
    }
  };

  return (
    <DialogForm
      onSubmit={handleSubmit}
      pending={action.isPending}
      submitLabel={kind === 'invest' ? (demo ? t('marketplace:invest.demoSubmit') : t('marketplace:invest.submit')) : t('marketplace:grant.submit')}
      onCancel={onDone}
    >
      {kind === 'invest' && demo ? (
        <Alert>
          <FlaskConical className="size-4" aria-hidden="true" />
          <AlertTitle>{t('marketplace:demoProvider.title')}</AlertTitle>
          <AlertDescription>{t('marketplace:demoProvider.body')}</AlertDescription>
        </Alert>
      ) : null}
      <FundingBar solution={solution} title={title} />
      <FormField id={id} label={t(`marketplace:${kind}.amount`)} hint={t(`marketplace:${kind}.amountHint`)} error={error}>
        {(control) => <Input {...control} inputMode="numeric" autoComplete="off" value={text} onChange={(e) => { setText(e.target.value); setError(null); }} autoFocus />}
      </FormField>
    </DialogForm>
  );
}

function EvaluateForm({ solution, title, onDone }: { solution: MarketplaceSolution; title: string; onDone: () => void }) {
  const { t } = useTranslation(['marketplace', 'common', 'errors']);
  const action = useSolutionAction();
  const [key] = useState(() => `web:${crypto.randomUUID()}`);
  const [grade, setGrade] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ grade?: string; text?: string; form?: string }>({});

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = evaluationInputSchema.safeParse({ grade: Number(grade) || 0, text, idempotency_key: key });
    if (!parsed.success) {
      const paths = new Set(parsed.error.issues.map((i) => i.path[0]));
      setErrors({ ...(paths.has('grade') ? { grade: t('marketplace:validation.grade') } : {}), ...(paths.has('text') ? { text: t('marketplace:validation.text') } : {}) });
      return;
    }
    setErrors({});
    try {
      await action.mutateAsync({ kind: 'evaluate', id: solution.id, body: parsed.data });
      toast.success(t('marketplace:toast.evaluated'), { description: t('marketplace:toast.evaluatedBody', { title }) });
      onDone();
    } catch (err) {
      setErrors({ form: errorText(t, err) });
    }
  };

  return (
    <DialogForm onSubmit={handleSubmit} error={errors.form} pending={action.isPending} submitLabel={t('marketplace:evaluate.submit')} onCancel={onDone}>
      <FormField id="evaluation-grade" label={t('marketplace:evaluate.grade')} error={errors.grade ?? null}>
        {(control) => (
          <NativeSelect {...control} value={grade} onChange={(e) => { setGrade(e.target.value); setErrors(({ grade: _g, ...rest }) => rest); }}>
            <option value="">—</option>
            {[5, 4, 3, 2, 1].map((g) => (
              <option key={g} value={g}>
                {t('marketplace:evaluate.gradeOption', { grade: g })}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id="evaluation-text" label={t('marketplace:evaluate.text')} hint={t('marketplace:evaluate.textHint')} error={errors.text ?? null}>
        {(control) => <Textarea {...control} value={text} onChange={(e) => { setText(e.target.value); setErrors(({ text: _t, ...rest }) => rest); }} maxLength={2000} />}
      </FormField>
    </DialogForm>
  );
}
