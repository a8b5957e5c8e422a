import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { pendingGeneration } from '@/lib/pending';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { validateSignIn, validateSignUp, type FieldErrors } from './validation';

type Tab = 'sign-in' | 'sign-up';

/** Spec §2: back goes back in history when the referrer is same-origin, else to / replacing history. */
export function goBack(navigate: ReturnType<typeof useNavigate>) {
  let sameOrigin = false;
  try {
    sameOrigin = !!document.referrer && new URL(document.referrer).origin === window.location.origin;
  } catch {
    sameOrigin = false;
  }
  if (sameOrigin && window.history.length > 1) navigate(-1);
  else navigate('/', { replace: true });
}

function fromState(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/auth')) return from;
  if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') return from.pathname;
  // A landing prompt typed before signing in is waiting: go back to where its generation resumes (decision 030).
  if (pendingGeneration.peek()) return '/';
  return '/editor';
}

const tabFromState = (state: unknown): Tab => ((state as { tab?: unknown } | null)?.tab === 'sign-up' ? 'sign-up' : 'sign-in');

export function AuthPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const { status, signIn, signUp } = useAuth();
  const [tab, setTab] = useState<Tab>(() => tabFromState(location.state));
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const [signInValues, setSignInValues] = useState({ email: '', password: '' });
  const [signInErrors, setSignInErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [signUpValues, setSignUpValues] = useState({
    fullName: '',
    email: '',
    password: '',
    accountType: 'developer' as 'developer' | 'investor',
  });
  const [signUpErrors, setSignUpErrors] = useState<FieldErrors<'email' | 'password' | 'fullName'>>({});

  usePageMeta(t('meta.title'), t('meta.description'));
  const target = fromState(location.state);

  if (status === 'signed-in' && !busy) return <Navigate to={target} replace />;

  const handleSignIn = async (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const errs = validateSignIn(signInValues);
    setSignInErrors(errs);
    if (Object.keys(errs).length) return;
    setBusy(true);
    try {
      await signIn(signInValues.email.trim(), signInValues.password);
      toast.success(t('toast.signedIn'));
      navigate(target, { replace: true });
    } catch (err) {
      setServerError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const handleSignUp = async (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const errs = validateSignUp(signUpValues);
    setSignUpErrors(errs);
    if (Object.keys(errs).length) return;
    setBusy(true);
    try {
      await signUp({
        email: signUpValues.email.trim(),
        password: signUpValues.password,
        full_name: signUpValues.fullName.trim(),
        account_type: signUpValues.accountType,
      });
      // Signed in at once (decision 030: no e-mail confirmation in this product), then on to where the user was going.
      toast.success(t('toast.signedUp'), { description: t('toast.signedUpDescription') });
      navigate(target, { replace: true });
    } catch (err) {
      setServerError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const err = (key: string | undefined) => (key ? t(key) : null);

  return (
    <main id="main" tabIndex={-1} className="flex min-h-screen items-center justify-center p-4 focus:outline-none">
      <div className="w-full max-w-md space-y-4">
        <Button variant="ghost" onClick={() => goBack(navigate)}>
          <ArrowLeft aria-hidden="true" />
          {t('back')}
        </Button>
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-semibold leading-tight">{t('title')}</h1>
            <CardDescription>{t('subtitle')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs
              value={tab}
              onValueChange={(v) => {
                setTab(v as Tab);
                setServerError(null);
              }}
            >
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="sign-in">{t('tabs.signIn')}</TabsTrigger>
                <TabsTrigger value="sign-up">{t('tabs.signUp')}</TabsTrigger>
              </TabsList>
              {serverError ? (
                <Alert variant="destructive" className="mt-4" data-testid="auth-error">
                  <AlertDescription>{serverError}</AlertDescription>
                </Alert>
              ) : null}
              <TabsContent value="sign-in">
                <form noValidate onSubmit={handleSignIn} className="space-y-4" aria-label={t('tabs.signIn')}>
                  <div className="space-y-2">
                    <Label htmlFor="signin-email">{t('fields.email')}</Label>
                    <Input
                      id="signin-email"
                      type="email"
                      autoComplete="email"
                      value={signInValues.email}
                      onChange={(e) => setSignInValues((v) => ({ ...v, email: e.target.value }))}
                      aria-invalid={!!signInErrors.email}
                      aria-describedby={signInErrors.email ? 'signin-email-error' : undefined}
                      placeholder={t('placeholders.email')}
                    />
                    <FieldError id="signin-email-error">{err(signInErrors.email)}</FieldError>
                  </div>
                  <div className="space-y-2">
                    <Label htmlFor="signin-password">{t('fields.password')}</Label>
                    <Input
                      id="signin-password"
                      type="password"
                      autoComplete="current-password"
                      value={signInValues.password}
                      onChange={(e) => setSignInValues((v) => ({ ...v, password: e.target.value }))}
                      aria-invalid={!!signInErrors.password}
                      aria-describedby={signInErrors.password ? 'signin-password-error' : undefined}
                    />
                    <FieldError id="signin-password-error">{err(signInErrors.password)}</FieldError>
                  </div>
                  <Button type="submit" className="w-full" disabled={busy}>
                    {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                    {busy ? t('actions.signingIn') : t('actions.signIn')}
                  </Button>
                  <p className="text-center text-sm">
                    <Link to={paths.resetPassword} className="text-primary underline underline-offset-4">
                      {t('forgot')}
                    </Link>
                  </p>
                </form>
              </TabsContent>
              <TabsContent value="sign-up">
                <form noValidate onSubmit={handleSignUp} className="space-y-4" aria-label={t('tabs.signUp')}>
                  <div className="space-y-2">
                    <Label htmlFor="signup-name">{t('fields.fullName')}</Label>
                    <Input
                      id="signup-name"
                      autoComplete="name"
                      value={signUpValues.fullName}
                      onChange={(e) => setSignUpValues((v) => ({ ...v, fullName: e.target.value }))}
                      aria-invalid={!!signUpErrors.fullName}
                      aria-describedby={signUpErrors.fullName ? 'signup-name-error' : undefined}
                      placeholder={t('placeholders.fullName')}
                    />
                    <FieldError id="signup-name-error">{err(signUpErrors.fullName)}</FieldError>
                  </div>
                  <div className="space-y-2">
                    <Label htmlFor="signup-email">{t('fields.email')}</Label>
                    <Input
                      id="signup-email"
                      type="email"
                      autoComplete="email"
                      value={signUpValues.email}
                      onChange={(e) => setSignUpValues((v) => ({ ...v, email: e.target.value }))}
                      aria-invalid={!!signUpErrors.email}
                      aria-describedby={signUpErrors.email ? 'signup-email-error' : undefined}
                      placeholder={t('placeholders.email')}
                    />
                    <FieldError id="signup-email-error">{err(signUpErrors.email)}</FieldError>
                  </div>
                  <div className="space-y-2">
                    <Label htmlFor="signup-password">{t('fields.password')}</Label>
                    <Input
                      id="signup-password"
                      type="password"
                      autoComplete="new-password"
                      value={signUpValues.password}
                      onChange={(e) => setSignUpValues((v) => ({ ...v, password: e.target.value }))}
                      aria-invalid={!!signUpErrors.password}
                      aria-describedby={`signup-password-hint${signUpErrors.password ? ' signup-password-error' : ''}`}
                    />
                    <p id="signup-password-hint" className="text-xs text-muted-foreground">
                      {t('hints.password')}
                    </p>
                    <FieldError id="signup-password-error">{err(signUpErrors.password)}</FieldError>
                  </div>
                  <fieldset className="space-y-2">
                    <legend className="text-sm font-medium">{t('fields.accountType')}</legend>
                    <div className="grid grid-cols-2 gap-2">
                      {(['developer', 'investor'] as const).map((type) => (
                        <label
                          key={type}
                          className="flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                        >
                          <input
                            type="radio"
                            name="account_type"
                            value={type}
                            checked={signUpValues.accountType === type}
                            onChange={() => setSignUpValues((v) => ({ ...v, accountType: type }))}
                            className="accent-[var(--primary)]"
                          />
                          {t(`accountTypes.${type}`)}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <Button type="submit" className="w-full" disabled={busy}>
                    {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                    {busy ? t('actions.signingUp') : t('actions.signUp')}
                  </Button>
                  <p className="text-center text-xs text-muted-foreground">{t('offer')}</p>
                </form>
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
