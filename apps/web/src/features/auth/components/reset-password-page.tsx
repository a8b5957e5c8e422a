import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '@ov/shared';
import { apiFetch, isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { usePageMeta } from '@/lib/page-meta';
import { setSession } from '@/lib/session';
import { paths } from '@/config/paths';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Mot de passe oublié ?" (decision 032). Without `?token=`: asks for a link (the answer never says whether the
 * account exists). With it: sets the new password, which ends every session of the account.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('reset.meta.title'), t('reset.meta.description'));
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <main id="main" tabIndex={-1} className="flex min-h-screen items-center justify-center p-4 focus:outline-none">
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
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<'sent' | 'noEmail' | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const value = email.trim();
    const err = !value ? 'validation.emailRequired' : !EMAIL.test(value) ? 'validation.emailInvalid' : null;
    setFieldError(err);
    if (err) return;
    setBusy(true);
    try {
      const r = await apiFetch<{ accepted: boolean; email_enabled: boolean }>('/api/auth/password-reset/request', {
        method: 'POST',
        json: { email: value },
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
        <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('reset.requestTitle')}>
          <div className="space-y-2">
            <Label htmlFor="reset-email">{t('fields.email')}</Label>
            <Input
              id="reset-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={!!fieldError}
              aria-describedby={fieldError ? 'reset-email-error' : undefined}
              placeholder={t('placeholders.email')}
            />
            <FieldError id="reset-email-error">{fieldError ? t(fieldError) : null}</FieldError>
          </div>
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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [serverError, setServerError] = useState<{ text: string; invalidToken: boolean } | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const next: typeof errors = {};
    if (!password) next.password = t('validation.passwordRequired');
    else if (password.length < PASSWORD_MIN_LENGTH) next.password = t('validation.passwordMin');
    if (password && confirm !== password) next.confirm = t('reset.mismatch');
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await apiFetch('/api/auth/password-reset/confirm', { method: 'POST', json: { token, new_password: password }, anonymous: true });
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
          <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('reset.setTitle')}>
            <div className="space-y-2">
              <Label htmlFor="reset-new">{t('reset.newPassword')}</Label>
              <Input
                id="reset-new"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={!!errors.password}
                aria-describedby={`reset-new-hint${errors.password ? ' reset-new-error' : ''}`}
              />
              <p id="reset-new-hint" className="text-xs text-muted-foreground">
                {t('hints.password')}
              </p>
              <FieldError id="reset-new-error">{errors.password ?? null}</FieldError>
            </div>
            <div className="space-y-2">
              <Label htmlFor="reset-confirm">{t('reset.confirmPassword')}</Label>
              <Input
                id="reset-confirm"
                type="password"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                aria-invalid={!!errors.confirm}
                aria-describedby={errors.confirm ? 'reset-confirm-error' : undefined}
              />
              <FieldError id="reset-confirm-error">{errors.confirm ?? null}</FieldError>
            </div>
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
