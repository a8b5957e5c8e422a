import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Check, MessageSquareText, X } from 'lucide-react';
import { FINDING_SEVERITIES, findingJustificationSchema, type StoreFinding } from '@ov/shared';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { errorText } from '@/lib/errors';
import { errorKey, zodFormResolver } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useJustifyFinding, useVerifyFinding } from '../api/store-writes';
import { SeverityBadge } from './badges';

const lang = (l: string): 'fr' | 'en' => (l === 'en' ? 'en' : 'fr');
const location = (f: StoreFinding) => `${f.file}:${f.line}:${f.column}`;
const ORDER = new Map(FINDING_SEVERITIES.map((s, i) => [s, i]));
const JUSTIFY = { required: 'findings.justifyRequired', tooLong: 'submit.validation.tooLong', invalid: 'findings.justifyRequired' } as const;

function JustifyForm({ slug, finding, onDone }: { slug: string; finding: StoreFinding; onDone: () => void }) {
  const { t } = useTranslation(['store', 'common']);
  const justify = useJustifyFinding(slug);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodFormResolver(findingJustificationSchema),
    defaultValues: { text: finding.justification ?? '' },
  });
  const err = errorKey(formState.errors.text, JUSTIFY);
  const id = `justify-${finding.id}`;
  return (
    <form
      noValidate
      className="mt-2 space-y-2"
      onSubmit={handleSubmit(async ({ text }) => {
        try {
          await justify.mutateAsync({ id: finding.id, text });
          toast.success(t('findings.justified'));
          onDone();
        } catch (e) {
          toast.error(t('common:error'), { description: errorText(t, e) });
        }
      })}
    >
      <FormField id={id} label={t('findings.justifyLabel', { rule: finding.rule, location: location(finding) })} error={err && t(err)}>
        {(c) => <Textarea rows={3} maxLength={2000} {...c} {...register('text')} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={justify.isPending}>{t('findings.justifySend')}</SubmitButton>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('findings.justifyCancel')}
        </Button>
      </div>
    </form>
  );
}

function VerifyButtons({ finding }: { finding: StoreFinding }) {
  const { t } = useTranslation(['store', 'common']);
  const verify = useVerifyFinding();
  const loc = location(finding);
  const act = async (verified: boolean) => {
    try {
      await verify.mutateAsync({ id: finding.justification_id ?? finding.id, verified });
      toast.success(verified ? t('findings.verifiedToast') : t('findings.refusedToast'));
    } catch (e) {
      toast.error(t('common:error'), { description: errorText(t, e) });
    }
  };
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button size="sm" disabled={verify.isPending || finding.verified === true} aria-label={t('findings.verifyLabel', { rule: finding.rule, location: loc })} onClick={() => void act(true)}>
        <Check aria-hidden="true" />
        {t('findings.verify')}
      </Button>
      <Button size="sm" variant="outline" disabled={verify.isPending} aria-label={t('findings.refuseLabel', { rule: finding.rule, location: loc })} onClick={() => void act(false)}>
        <X aria-hidden="true" />
        {t('findings.refuse')}
      </Button>
    </div>
  );
}

/** Each finding: rule, severity, file:line, excerpt, advice in the UI's language, the author's justification. */
export function FindingsList({
  slug,
  findings,
  canJustify,
  canVerify,
  onlyJustified = false,
  headingId = 'store-findings',
  title,
}: {
  slug: string;
  findings: readonly StoreFinding[];
  canJustify: boolean;
  canVerify: boolean;
  onlyJustified?: boolean;
  headingId?: string;
  title?: string;
}) {
  const { t, i18n } = useTranslation('store');
  const [editing, setEditing] = useState<string | null>(null);
  const l = lang(i18n.language);
  const shown = [...findings]
    .filter((f) => !onlyJustified || f.justification !== null)
    .sort((a, b) => (ORDER.get(a.severity) ?? 9) - (ORDER.get(b.severity) ?? 9) || a.file.localeCompare(b.file) || a.line - b.line);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title ?? t('findings.title')}
      </h2>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{onlyJustified ? t('admin.noJustifications') : t('findings.none')}</p>
      ) : (
        <ol className="space-y-3" data-testid="findings">
          {shown.map((f) => (
            <li key={f.id} className="rounded-md border bg-card p-3" data-testid="finding" data-rule={f.rule}>
              <div className="flex flex-wrap items-center gap-2">
                <SeverityBadge severity={f.severity} />
                <span className="text-sm font-medium">{f.message[l]}</span>
              </div>
              <dl className="mt-2 grid gap-x-3 gap-y-1 text-xs sm:grid-cols-[auto_1fr]">
                <dt className="text-muted-foreground">{t('findings.rule')}</dt>
                <dd className="break-all font-mono">{f.rule}</dd>
                <dt className="text-muted-foreground">{t('findings.location')}</dt>
                <dd className="break-all font-mono">{location(f)}</dd>
                <dt className="text-muted-foreground">{t('findings.advice')}</dt>
                <dd>{f.advice[l]}</dd>
              </dl>
              {f.excerpt && (
                <pre className="mt-2 overflow-x-auto rounded bg-muted p-2 text-xs" aria-label={t('findings.excerpt')} tabIndex={0}>
                  <code>{f.excerpt}</code>
                </pre>
              )}
              {f.justification !== null && (
                <div className="mt-2 rounded border-l-4 border-primary/60 bg-muted/50 p-2 text-sm">
                  <p className="text-xs font-medium text-muted-foreground">
                    {t('findings.justification')} —{' '}
                    <span className={f.verified ? 'text-emerald-700 dark:text-emerald-300' : ''}>{f.verified ? t('findings.verified') : t('findings.unverified')}</span>
                  </p>
                  <p className="whitespace-pre-wrap">{f.justification}</p>
                </div>
              )}
              {canVerify && f.justification !== null && <VerifyButtons finding={f} />}
              {canJustify && f.verified !== true && editing !== f.id && (
                <Button size="sm" variant="outline" className="mt-2" onClick={() => setEditing(f.id)} aria-label={`${t('findings.justify')} — ${f.rule} (${location(f)})`}>
                  <MessageSquareText aria-hidden="true" />
                  {t('findings.justify')}
                </Button>
              )}
              {canJustify && editing === f.id && <JustifyForm slug={slug} finding={f} onDone={() => setEditing(null)} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
