import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterNav } from '@/app/router-nav';
import { afterEach, beforeEach, vi } from 'vitest';
import type { SessionResponse } from '@ov/shared';
import { AppProviders } from '@/app/providers';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { setSession } from '@/lib/session';

type Handler = (req: { method: string; path: string; body: unknown; headers: Headers }) => {
  status?: number;
  body?: unknown;
} | undefined;

/** Replaces fetch with a small router; returns the recorded calls. */
export function mockApi(handler: Handler) {
  const calls: { method: string; path: string; body: unknown; headers: Headers }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = new Headers(init?.headers);
    const req = { method, path: url.pathname + url.search, body, headers };
    calls.push(req);
    const res = handler(req) ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
      status: res.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

export const signedOutRefresh = { status: 401, body: { error: { code: 'invalid_refresh_token', message: 'no' } } };

export function session(over: Partial<{ id: string; email: string; full_name: string }> = {}): SessionResponse {
  return {
    session: {
      access_token: 'token-1',
      refresh_token: 'r',
      expires_at: Math.floor(Date.now() / 1000) + 900,
      user: {
        id: over.id ?? 'u1',
        email: over.email ?? 'ada@example.com',
        user_metadata: { full_name: over.full_name ?? 'Ada Lovelace', avatar_url: null },
        roles: ['developer'],
        created_at: '2026-01-01T00:00:00.000Z',
      },
    },
  };
}

/**
 * The set-up most page tests share, for the `describe` it is called in: French, signed in as `session()` or signed
 * out, optionally an empty sessionStorage; after each test, signed out and the stubbed globals (fetch) restored.
 */
export function setUpPageTests({ signedIn, clearSessionStorage = false }: { signedIn: boolean; clearSessionStorage?: boolean }) {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
    setSession(signedIn ? session().session : null);
    if (clearSessionStorage) sessionStorage.clear();
  });
  afterEach(() => {
    setSession(null);
    vi.unstubAllGlobals();
  });
}

export function renderRoutes(routes: RouteObject[], initialEntries: (string | { pathname: string; state?: unknown })[]) {
  // The root layout's RouterNav (lib/nav's Link and useNavigate are react-router's inside the router, decision 234).
  const wrapped: RouteObject[] = [{ element: <RouterNav><Outlet /></RouterNav>, children: routes }];
  const router = createMemoryRouter(wrapped, { initialEntries });
  const utils = render(
    <AppProviders>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProviders>,
  );
  return { router, ...utils };
}

export function Probe({ label }: { label: string }): ReactNode {
  return <p>{label}</p>;
}
