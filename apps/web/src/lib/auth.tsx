import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import * as session from './session';
import type { AuthUser, Session, SignUpInput } from './session';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export type AuthContextValue = {
  status: AuthStatus;
  loading: boolean;
  user: AuthUser | null;
  session: Session | null;
  credits: number;
  refreshCredits: () => Promise<void>;
  signIn: (email: string, password: string) => Promise<Session>;
  signUp: (input: SignUpInput) => Promise<{ user: AuthUser; session: Session }>;
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ status: AuthStatus; session: Session | null }>(() => {
    const s = session.getSession();
    return { status: s ? 'signed-in' : session.hasSessionHint() ? 'loading' : 'signed-out', session: s };
  });
  const [credits, setCredits] = useState(0);
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

  const refreshCredits = useCallback(async () => {
    if (!session.getSession()) return;
    try {
      const r = await apiFetch<{ amount: number }>('/api/credits');
      setCredits(Number(r.amount) || 0);
    } catch (e) {
      // spec §8: a failed credits fetch is logged only; the balance stays unchanged
      console.error('credits fetch failed', e);
    }
  }, []);

  useEffect(() => {
    if (userId && userId !== lastUser.current) {
      lastUser.current = userId;
      void refreshCredits();
    } else if (!userId && lastUser.current) {
      lastUser.current = null;
      setCredits(0);
      queryClient.clear();
    }
  }, [userId, refreshCredits, queryClient]);

  const signOut = useCallback(async () => {
    await session.signOut();
    setCredits(0);
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      loading: state.status === 'loading',
      user: state.session?.user ?? null,
      session: state.session,
      credits,
      refreshCredits,
      signIn: session.signIn,
      signUp: session.signUp,
      signOut,
    }),
    [state, credits, refreshCredits, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
