import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy, KeyRound, Loader2 } from 'lucide-react';
import { PASSWORD_MIN_LENGTH, type AdminResetLinkResponse } from '@ov/shared';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { changePassword } from '../api/change-password';
import { issueResetLink } from '../api/issue-reset-link';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';

/** Change the password with the current one (decision 031): other sessions end, this one stays. */
export function ChangePasswordCard() {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    setDone(false);
    const next: typeof errors = {};
    if (!values.current) next.current = t('password.required');
    if (!values.next) next.next = t('password.required');
    else if (values.next.length < PASSWORD_MIN_LENGTH) next.next = t('auth:validation.passwordMin');
    if (values.next && values.confirm !== values.next) next.confirm = t('password.mismatch');
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await changePassword({ current_password: values.current, new_password: values.next });
      setValues({ current: '', next: '', confirm: '' });
      setDone(true);
      toast.success(t('password.done'));
    } catch (err) {
      setServerError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: 'current' | 'next' | 'confirm', autoComplete: string) => (
    <div className="space-y-2">
      <Label htmlFor={`password-${key}`}>{t(`password.${key}`)}</Label>
      <Input
        id={`password-${key}`}
        type="password"
        autoComplete={autoComplete}
        value={values[key]}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
        aria-invalid={!!errors[key]}
        aria-describedby={errors[key] ? `password-${key}-error` : key === 'next' ? 'password-next-hint' : undefined}
      />
      {key === 'next' ? (
        <p id="password-next-hint" className="text-xs text-muted-foreground">
          {t('auth:hints.password')}
        </p>
      ) : null}
      <FieldError id={`password-${key}-error`}>{errors[key] ?? null}</FieldError>
    </div>
  );

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
        <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('password.title')}>
          {field('current', 'current-password')}
          {field('next', 'new-password')}
          {field('confirm', 'new-password')}
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
  const { t, i18n } = useTranslation('profile');
  const [email, setEmail] = useState('');
  const [link, setLink] = useState<AdminResetLinkResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setLink(null);
    setCopied(false);
    if (!email.trim()) {
      setError(t('auth:validation.emailRequired'));
      return;
    }
    setBusy(true);
    try {
      setLink(await issueResetLink({ email: email.trim() }));
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
        <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end" aria-label={t('adminReset.title')}>
          <div className="flex-1 space-y-2">
            <Label htmlFor="admin-reset-email">{t('adminReset.email')}</Label>
            <Input id="admin-reset-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
          </div>
          <Button type="submit" disabled={busy}>
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
