import { useState } from 'react';
import { useLocation, useNavigate, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import type { SignInInput, SignUpInput } from '@ov/shared';
import { useAuth } from '@/lib/auth';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { pendingGeneration } from '@/lib/pending';
import { PageMeta } from '@/components/page-meta';
import { CardPageHeader } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SignInForm, SignUpForm } from './auth-forms';
import { MfaChallengeForm } from './mfa-challenge-form';

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

export type AuthPageProps = {
  /**
   * Called once signed in, just before going on to `target` (a path of this site): the route starts what that
   * page will need (e.g. the editor's project), so it is fetched in parallel with the page's own code.
   */
  onSignedIn?: (target: string) => void;
};

export function AuthPage({ onSignedIn }: AuthPageProps = {}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const { status, signIn, signUp, verifyMfa } = useAuth();
  // Set when the password was right and the account has 2FA on: the code step replaces the tabs.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>(() => tabFromState(location.state));
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = fromState(location.state);

  if (status === 'signed-in' && !busy) return <Navigate to={target} replace />;

  /** Runs a request with the button busy; a refusal is shown from the errors catalogue. */
  const run = async (request: () => Promise<void>) => {
    setServerError(null);
    setBusy(true);
    try {
      await request();
    } catch (err) {
      setServerError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const handleSignIn = (input: SignInInput) =>
    run(async () => {
      const result = await signIn(input.email, input.password);
      if ('mfa_required' in result) {
        setChallenge(result.challenge);
        return;
      }
      onSignedIn?.(target);
      toast.success(t('toast.signedIn'));
      navigate(target, { replace: true });
    });

  const handleVerify = (input: { code: string } | { recovery_code: string }) =>
    run(async () => {
      try {
        await verifyMfa({ challenge: challenge ?? '', ...input });
      } catch (err) {
        // An expired or exhausted challenge cannot be retried: back to the password.
        if ((err as { code?: string }).code === 'mfa_challenge_expired') setChallenge(null);
        throw err;
      }
      onSignedIn?.(target);
      toast.success(t('toast.signedIn'));
      navigate(target, { replace: true });
    });

  const handleSignUp = (input: SignUpInput) =>
    run(async () => {
      await signUp(input);
      // Signed in at once (decision 030: no e-mail confirmation in this product), then on to where the user was going.
      toast.success(t('toast.signedUp'), { description: t('toast.signedUpDescription') });
      navigate(target, { replace: true });
    });

  return (
    <main id="main" tabIndex={-1} className="flex min-h-screen items-center justify-center p-4 focus:outline-none">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <div className="w-full max-w-md space-y-4">
        <Button variant="ghost" onClick={() => goBack(navigate)}>
          <ArrowLeft aria-hidden="true" />
          {t('back')}
        </Button>
        <Card>
          <CardPageHeader className="leading-tight" title={t('title')} description={t('subtitle')} />
          <CardContent>
            {challenge ? (
              <div className="space-y-4">
                {serverError ? (
                  <Alert variant="destructive" data-testid="auth-error">
                    <AlertDescription>{serverError}</AlertDescription>
                  </Alert>
                ) : null}
                <MfaChallengeForm
                  busy={busy}
                  onSubmit={handleVerify}
                  onRestart={() => {
                    setChallenge(null);
                    setServerError(null);
                  }}
                />
              </div>
            ) : (
            <Tabs
              value={tab}
              onValueChange={(v) => {
                setTab(v === 'sign-up' ? 'sign-up' : 'sign-in');
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
                <SignInForm busy={busy} onSubmit={handleSignIn} />
              </TabsContent>
              <TabsContent value="sign-up">
                <SignUpForm busy={busy} onSubmit={handleSignUp} />
              </TabsContent>
            </Tabs>
            )}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
