import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { passwordResetConfirmSchema, passwordResetRequestSchema, type PasswordResetRequestInput } from '@ov/shared';
import { apiFetch, isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { errorKey, withConfirmation, zodFormResolver } from '@/lib/form';
import { setSession } from '@/lib/session';
import { paths } from '@/config/paths';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form/form-field';
import { NewPasswordFields } from '@/components/form/password-fields';
import { PageMeta } from '@/components/page-meta';
import { AUTH_MESSAGES as M } from './messages';

const setPasswordSchema = withConfirmation(passwordResetConfirmSchema.pick({ new_password: true }), 'new_password');

/**
 * "Mot de passe oublié ?" (decision 032). Without `?token=`: asks for a link (the answer never says whether the
 * account exists). With it: sets the new password, which ends every session of the account.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <main id="main" tabIndex={-1} className="flex min-h-screen items-center justify-center p-4 focus:outline-none">
      <PageMeta title={t('reset.meta.title')} description={t('reset.meta.description')} />
      <div className="w-full max-w-md space-y-4">
        <Card>{token ? <SetPassword token={token} /> : <RequestLink />}</Card>
        <p className="text-center text-sm">
          <Link to={paths.auth} className="text-primary underline underline-offset-4">
            {t('reset.backToSignIn')}
          </Link>
        </p>
      </div>
    </main>
  );
}

function RequestLink() {
  const { t, i18n } = useTranslation('auth');
  const { register, handleSubmit, formState } = useForm({
    resolver: zodFormResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<'sent' | 'noEmail' | null>(null);
  const [busy, setBusy] = useState(false);
  const emailError = errorKey(formState.errors.email, M.email);

  const submit = async (input: PasswordResetRequestInput) => {
    setServerError(null);
    setBusy(true);
    try {
      const r = await apiFetch<{ accepted: boolean; email_enabled: boolean }>('/api/auth/password-reset/request', {
        method: 'POST',
        json: input,
        anonymous: true,
        headers: { 'Accept-Language': i18n.language === 'en' ? 'en' : 'fr' },
      });
      setAnswer(r.email_enabled ? 'sent' : 'noEmail');
    } catch (err) {
      setServerError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <CardHeader>
        <h1 className="text-2xl font-semibold leading-tight">{t('reset.requestTitle')}</h1>
        <CardDescription>{t('reset.requestIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div role="status" aria-live="polite" className="empty:hidden">
          {answer ? (
            <Alert data-testid="reset-answer">
              <AlertDescription>{t(`reset.${answer}`)}</AlertDescription>
            </Alert>
          ) : null}
        </div>
        {serverError ? (
          <Alert variant="destructive" data-testid="reset-error">
            <AlertDescription>{serverError}</AlertDescription>
          </Alert>
        ) : null}
        <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" aria-label={t('reset.requestTitle')}>
          <FormField id="reset-email" label={t('fields.email')} error={emailError && t(emailError)}>
            {(c) => <Input type="email" autoComplete="email" placeholder={t('placeholders.email')} {...c} {...register('email')} />}
          </FormField>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {busy ? t('reset.sending') : t('reset.send')}
          </Button>
        </form>
      </CardContent>
    </>
  );
}

function SetPassword({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { register, handleSubmit, formState } = useForm({
    resolver: zodFormResolver(setPasswordSchema),
    defaultValues: { new_password: '', confirm: '' },
  });
  const [serverError, setServerError] = useState<{ text: string; invalidToken: boolean } | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const passwordError = errorKey(formState.errors.new_password, M.password);
  const confirmError = errorKey(formState.errors.confirm, M.confirm);

  const submit = async ({ new_password }: { new_password: string }) => {
    setServerError(null);
    setBusy(true);
    try {
      await apiFetch('/api/auth/password-reset/confirm', { method: 'POST', json: { token, new_password }, anonymous: true });
      // Every session of the account was ended by the server, this tab's included.
      setSession(null);
      setDone(true);
    } catch (err) {
      setServerError({ text: errorText(t, err), invalidToken: isApiError(err) && err.code === 'invalid_reset_token' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <CardHeader>
        <h1 className="text-2xl font-semibold leading-tight">{t('reset.setTitle')}</h1>
        <CardDescription>{t('reset.setIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div role="status" aria-live="polite" className="empty:hidden">
          {done ? (
            <Alert data-testid="reset-done">
              <AlertDescription>
                {t('reset.done')}{' '}
                <Link to={paths.auth} className="font-medium text-primary underline underline-offset-4">
                  {t('reset.signIn')}
                </Link>
              </AlertDescription>
            </Alert>
          ) : null}
        </div>
        {serverError ? (
          <Alert variant="destructive" data-testid="reset-error">
            <AlertDescription>
              {serverError.text}{' '}
              {serverError.invalidToken ? (
                <Link to={paths.resetPassword} className="font-medium underline underline-offset-4">
                  {t('reset.askAgain')}
                </Link>
              ) : null}
            </AlertDescription>
          </Alert>
        ) : null}
        {done ? null : (
          <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" aria-label={t('reset.setTitle')}>
            <NewPasswordFields
              register={register}
              idPrefix="reset"
              hint={t('hints.password')}
              password={{ name: 'new_password', label: t('reset.newPassword'), error: passwordError && t(passwordError) }}
              confirm={{ name: 'confirm', label: t('reset.confirmPassword'), error: confirmError && t(confirmError) }}
            />
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {busy ? t('reset.saving') : t('reset.save')}
            </Button>
          </form>
        )}
      </CardContent>
    </>
  );
}
