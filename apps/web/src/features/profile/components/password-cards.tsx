import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Check, Copy, KeyRound, Loader2 } from 'lucide-react';
import {
  changePasswordSchema,
  passwordResetRequestSchema,
  type AdminResetLinkResponse,
  type ChangePasswordInput,
} from '@ov/shared';
import { errorText } from '@/lib/errors';
import { errorKey, withConfirmation, zodFormResolver, type FieldMessages } from '@/lib/form';
import { toast } from '@/lib/toast';
import { changePassword } from '../api/change-password';
import { issueResetLink } from '../api/issue-reset-link';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form/form-field';
import { NewPasswordFields, PasswordField } from '@/components/form/password-fields';

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

/** Change the password with the current one (decision 031): other sessions end, this one stays. */
export function ChangePasswordCard() {
  const { t } = useTranslation(['profile', 'auth']);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodFormResolver(changeSchema),
    defaultValues: { current_password: '', new_password: '', confirm: '' },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const message = (name: keyof typeof MESSAGES & keyof typeof formState.errors) => {
    const key = errorKey(formState.errors[name], MESSAGES[name]);
    return key && t(key);
  };

  const submit = async ({ current_password, new_password }: ChangePasswordInput) => {
    setServerError(null);
    setDone(false);
    setBusy(true);
    try {
      await changePassword({ current_password, new_password });
      reset();
      setDone(true);
      toast.success(t('password.done'));
    } catch (err) {
      setServerError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">{t('password.title')}</h2>
        <CardDescription>{t('password.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div role="status" aria-live="polite" className="empty:hidden">
          {done ? (
            <Alert data-testid="password-done">
              <AlertDescription>{t('password.doneBody')}</AlertDescription>
            </Alert>
          ) : null}
        </div>
        {serverError ? (
          <Alert variant="destructive" data-testid="password-error">
            <AlertDescription>{serverError}</AlertDescription>
          </Alert>
        ) : null}
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
          <Button type="submit" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
            {t('password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** Admin only: a one-time reset link for a user who forgot their password on a server without e-mail (decision 032). */
export function AdminResetLinkCard() {
  const { t, i18n } = useTranslation(['profile', 'auth']);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodFormResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const [link, setLink] = useState<AdminResetLinkResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  const emailError = errorKey(formState.errors.email, MESSAGES.email);

  const submit = async ({ email }: { email: string }) => {
    setError(null);
    setLink(null);
    setCopied(false);
    setBusy(true);
    try {
      setLink(await issueResetLink({ email }));
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">{t('adminReset.title')}</h2>
        <CardDescription>{t('adminReset.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-2 sm:flex-row sm:items-start" aria-label={t('adminReset.title')}>
          <FormField id="admin-reset-email" className="flex-1" label={t('adminReset.email')} error={emailError && t(emailError)}>
            {(c) => <Input type="email" autoComplete="off" {...c} {...register('email')} />}
          </FormField>
          <Button type="submit" disabled={busy} className="sm:mt-6">
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {t('adminReset.submit')}
          </Button>
        </form>
        <div role="status" aria-live="polite" className="empty:hidden">
          {error ? <p className="text-sm text-destructive">{error}</p> : null}
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
      </CardContent>
    </Card>
  );
}
