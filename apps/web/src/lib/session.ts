import type { MfaChallengeResponse, PublicUser, Session, SessionResponse, SignInResponse, SignUpInput, SignUpResponse } from '@ov/shared';
import { apiFetch, setAccessToken, setTokenRefresher } from './api-client';

/**
 * The signed-in user and the session as the server sends them (@ov/shared). The roles are display only: the
 * server checks them on every call. `expires_at` is seconds since the epoch (milliseconds are accepted too).
 */
export type AuthUser = PublicUser;
export type { MfaChallengeResponse, Session, SignUpInput };

type Listener = (session: Session | null) => void;

// Refresh this long before the token expires.
const REFRESH_MARGIN_MS = 60_000;
const MIN_DELAY_MS = 5_000;

let current: Session | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let inflight: Promise<Session | null> | null = null;
const listeners = new Set<Listener>();

export function expiresAtMs(expiresAt: number): number {
  return expiresAt < 1e12 ? expiresAt * 1000 : expiresAt;
}

export function getSession(): Session | null {
  return current;
}

export function onSessionChange(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function schedule(session: Session | null): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!session) return;
  const delay = Math.max(MIN_DELAY_MS, expiresAtMs(session.expires_at) - Date.now() - REFRESH_MARGIN_MS);
  timer = setTimeout(() => {
    void refreshSession();
  }, delay);
}

// A non-secret flag saying "a refresh cookie probably exists", so signed-out visitors skip a
// refresh call that can only fail (decision 020). The cookie itself stays httpOnly.
export const SESSION_HINT_KEY = 'ov_session';

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true;
  }
}

function setHint(on: boolean): void {
  try {
    if (on) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // storage blocked: we will just try the refresh every time
  }
}

export function setSession(session: Session | null): void {
  current = session;
  setHint(!!session);
  setAccessToken(session?.access_token ?? null);
  schedule(session);
  for (const fn of listeners) fn(session);
}

// Every tab of the browser shares the refresh cookie. The server treats a refresh token presented
// twice as stolen and revokes its whole family, so two tabs refreshing at the same instant would
// sign the user out everywhere. A Web Lock makes refreshes single-flight across tabs: the second
// tab waits, and when it runs the browser already holds the rotated cookie, so its own refresh is
// a normal rotation. See docs/decisions/024-cross-tab-refresh.md.
export const REFRESH_LOCK = 'ov-auth-refresh';

function acrossTabs<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return fn();
  return locks.request(REFRESH_LOCK, fn);
}

const postRefresh = () =>
  acrossTabs(() => apiFetch<SessionResponse>('/api/auth/refresh', { method: 'POST', json: {}, anonymous: true }));

/** Rotates the refresh cookie; resolves to the new session, or null (signed out). Single-flight in this tab and across tabs. */
export function refreshSession(): Promise<Session | null> {
  inflight ??= postRefresh()
    .then((r) => {
      setSession(r.session);
      return r.session;
    })
    .catch(() => {
      setSession(null);
      return null;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

setTokenRefresher(async () => (await refreshSession())?.access_token ?? null);

/** The session, or, when the account has 2FA on, the challenge to answer with a code (verifyMfa). */
export async function signIn(email: string, password: string): Promise<Session | MfaChallengeResponse> {
  const r = await apiFetch<SignInResponse>('/api/auth/sign-in', {
    method: 'POST',
    json: { email, password },
    anonymous: true,
  });
  if ('mfa_required' in r) return r;
  setSession(r.session);
  return r.session;
}

/** Second step of a sign-in with 2FA: the challenge and a TOTP code or a recovery code give the session. */
export async function verifyMfa(input: { challenge: string; code?: string; recovery_code?: string }): Promise<Session> {
  const r = await apiFetch<SessionResponse>('/api/auth/mfa/verify', { method: 'POST', json: input, anonymous: true });
  setSession(r.session);
  return r.session;
}

/**
 * Creates the account and signs it in (decision 030): the server answers the session with the user; a server
 * that answers only {user} (DESIGN §4 as first written) is followed by an ordinary sign-in.
 */
export async function signUp(input: SignUpInput): Promise<{ user: AuthUser; session: Session }> {
  const r = await apiFetch<SignUpResponse>('/api/auth/sign-up', { method: 'POST', json: input, anonymous: true });
  if (r.session) {
    setSession(r.session);
    return { user: r.user, session: r.session };
  }
  const session = await signIn(input.email, input.password);
  if ('mfa_required' in session) throw new Error('a new account has no two-factor authentication');
  return { user: r.user, session };
}

export async function signOut(): Promise<void> {
  try {
    await apiFetch('/api/auth/sign-out', { method: 'POST', json: {} });
  } catch {
    // the local session is cleared whatever the server says
  } finally {
    setSession(null);
  }
}

export function displayName(user: AuthUser | null | undefined): string | null {
  return user?.user_metadata?.full_name || null;
}
export function avatarUrl(user: AuthUser | null | undefined): string | null {
  return user?.user_metadata?.avatar_url || null;
}
