import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Check, Copy, KeyRound } from 'lucide-react';
import { changePasswordSchema, passwordResetRequestSchema, type ChangePasswordInput } from '@ov/shared';
import { errorText } from '@/lib/errors';
import { errorKey, withConfirmation, zodFormResolver, type FieldMessages } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { useIssueResetLink } from '../api/issue-reset-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FormFeedback } from '@/components/form/form-feedback';
import { FormField } from '@/components/form/form-field';
import { NewPasswordFields, PasswordField } from '@/components/form/password-fields';
import { SubmitButton } from '@/components/form/submit-button';

const changeSchema = withConfirmation(changePasswordSchema, 'new_password');

/** The profile's words for the password fields' issues (keys of profile.json, auth.json for the shared rule). */
const MESSAGES = {
  current_password: { invalid: 'password.required' },
  new_password: {
    required: 'password.required',
    tooShort: 'auth:validation.passwordMin',
    tooLong: 'auth:validation.tooLong',
    invalid: 'auth:validation.passwordMin',
  },
  confirm: { invalid: 'password.mismatch' },
  email: { required: 'auth:validation.emailRequired', invalid: 'auth:validation.emailInvalid' },
} as const satisfies Record<string, FieldMessages>;

/** One card of the profile's security part: its heading and words, then its form. */
function TitledCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">{title}</h2>
        <CardDescription>{intro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** Change the password with the current one (decision 031): other sessions end, this one stays. */
export function ChangePasswordCard() {
  const { t } = useTranslation(['profile', 'auth']);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodFormResolver(changeSchema),
    defaultValues: { current_password: '', new_password: '', confirm: '' },
  });
  const change = useChangePassword();
  const message = (name: keyof typeof MESSAGES & keyof typeof formState.errors) => {
    const key = errorKey(formState.errors[name], MESSAGES[name]);
    return key && t(key);
  };

  const submit = ({ current_password, new_password }: ChangePasswordInput) =>
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          reset();
          toast.success(t('password.done'));
        },
      },
    );

  return (
    <TitledCard title={t('password.title')} intro={t('password.intro')}>
      <FormFeedback
        success={change.isSuccess && t('password.doneBody')}
        error={change.isError && errorText(t, change.error)}
        testIds={{ success: 'password-done', error: 'password-error' }}
      />
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" aria-label={t('password.title')}>
        <PasswordField
          register={register}
          name="current_password"
          id="password-current"
          label={t('password.current')}
          autoComplete="current-password"
          error={message('current_password')}
        />
        <NewPasswordFields
          register={register}
          idPrefix="password"
          hint={t('auth:hints.password')}
          password={{ name: 'new_password', label: t('password.next'), error: message('new_password') }}
          confirm={{ name: 'confirm', label: t('password.confirm'), error: message('confirm') }}
        />
        <SubmitButton busy={change.isPending} icon={<KeyRound aria-hidden="true" />}>
          {t('password.submit')}
        </SubmitButton>
      </form>
    </TitledCard>
  );
}

/** Admin only: a one-time reset link for a user who forgot their password on a server without e-mail (decision 032). */
export function AdminResetLinkCard() {
  const { t, i18n } = useTranslation(['profile', 'auth']);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodFormResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const issue = useIssueResetLink();
  const link = issue.data;
  const [copied, setCopied] = useState(false);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  const emailError = errorKey(formState.errors.email, MESSAGES.email);

  const submit = ({ email }: { email: string }) => {
    setCopied(false);
    issue.mutate({ email });
  };

  return (
    <TitledCard title={t('adminReset.title')} intro={t('adminReset.intro')}>
      <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-2 sm:flex-row sm:items-start" aria-label={t('adminReset.title')}>
        <FormField id="admin-reset-email" className="flex-1" label={t('adminReset.email')} error={emailError && t(emailError)}>
          {(c) => <Input type="email" autoComplete="off" {...c} {...register('email')} />}
        </FormField>
        <SubmitButton busy={issue.isPending} className="sm:mt-6">
          {t('adminReset.submit')}
        </SubmitButton>
      </form>
      <div role="status" aria-live="polite" className="empty:hidden">
        {issue.isError ? <p className="text-sm text-destructive">{errorText(t, issue.error)}</p> : null}
        {link ? (
          <div className="space-y-2 rounded-md border p-3 text-sm" data-testid="admin-reset-link">
            <p>{t('adminReset.issued', { time: time.format(new Date(link.expires_at)) })}</p>
            <p className="break-all font-mono text-xs">{link.reset_url}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                void navigator.clipboard?.writeText(link.reset_url).then(() => setCopied(true));
              }}
            >
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? t('adminReset.copied') : t('adminReset.copy')}
            </Button>
          </div>
        ) : null}
      </div>
    </TitledCard>
  );
}
