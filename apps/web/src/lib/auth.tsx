import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { clearQueries } from './query-cache';
import * as session from './session';
import type { AuthUser, MfaChallengeResponse, Session, SignUpInput } from './session';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/**
 * Who is signed in. The credits balance is NOT here: it is server data, read with `useCreditsBalance()` and
 * refreshed with `useRefreshCredits()` (lib/credits.ts), so every place that shows it updates together.
 */
export type AuthContextValue = {
  status: AuthStatus;
  loading: boolean;
  user: AuthUser | null;
  session: Session | null;
  signIn: (email: string, password: string) => Promise<Session | MfaChallengeResponse>;
  verifyMfa: typeof session.verifyMfa;
  signUp: (input: SignUpInput) => Promise<{ user: AuthUser; session: Session }>;
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ status: AuthStatus; session: Session | null }>(() => {
    const s = session.getSession();
    return { status: s ? 'signed-in' : session.hasSessionHint() ? 'loading' : 'signed-out', session: s };
  });
  const userId = state.session?.user.id ?? null;
  const lastUser = useRef<string | null>(null);

  useEffect(() => {
    const off = session.onSessionChange((s) =>
      setState({ status: s ? 'signed-in' : 'signed-out', session: s }),
    );
    // Restore the session through the httpOnly refresh cookie.
    if (!session.getSession() && session.hasSessionHint()) void session.refreshSession();
    return () => {
      off();
    };
  }, []);

  // Another user (or nobody) now: nothing cached for the previous one may be shown (balance, projects, profile).
  useEffect(() => {
    if (lastUser.current && userId !== lastUser.current) clearQueries();
    lastUser.current = userId;
  }, [userId]);

  const signOut = useCallback(async () => {
    await session.signOut();
    clearQueries();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      loading: state.status === 'loading',
      user: state.session?.user ?? null,
      session: state.session,
      signIn: session.signIn,
      verifyMfa: session.verifyMfa,
      signUp: session.signUp,
      signOut,
    }),
    [state, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
