import { afterAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { twMerge } from 'tailwind-merge';
import { setClassMerge } from '@/lib/utils';
import { setSession } from '@/lib/session';
import { mockApi, session, setUpPageTests, signedOutRefresh } from '@/test/utils';
import { AppProviders } from './providers';
import { LandingShell } from './landing-shell';

// On the first load of `/`, `cn` only deduplicates classes (tailwind-merge loads with the data router, decision
// 236). That is the same page only if every class list the landing builds has no conflict for tailwind-merge to
// resolve: this records them in the states the landing shows and compares with tailwind-merge itself.
const seen = new Set<string>();
const words = (s: string) => [...new Set(s.split(' ').filter(Boolean))].sort().join(' ');
setClassMerge((s) => {
  seen.add(s);
  return [...new Set(s.split(' ').filter(Boolean))].join(' ');
});
afterAll(() => setClassMerge(twMerge));

function conflicts(): string[] {
  return [...seen].filter((s) => words(twMerge(s)) !== words(s)).map((s) => `${s}  →  ${twMerge(s)}`);
}

/** The shell as main.tsx renders it on a first load of `/`, with a spy for the navigation it hands over. */
function renderShell() {
  const navigate = vi.fn();
  render(
    <AppProviders>
      <LandingShell navigate={navigate} />
    </AppProviders>,
  );
  return { navigate, user: userEvent.setup() };
}

describe('the landing shell', () => {
  setUpPageTests({ signedIn: false, clearSessionStorage: true });

  it('signed out (banners, hero prompt and its sign-in notice): no class list tailwind-merge would change', async () => {
    mockApi((r) => (r.path === '/api/auth/refresh' ? signedOutRefresh : undefined));
    const { user } = renderShell();
    await user.type(await screen.findByLabelText('Décrivez votre projet'), 'Un tableau de bord');
    await user.click(screen.getByRole('button', { name: 'Générer l’application' }));
    expect(await screen.findByTestId('hero-notice')).toBeInTheDocument();
    expect(seen.size).toBeGreaterThan(10);
    expect(conflicts()).toEqual([]);
  });

  it('signed in: the same, and a plain click on a link hands the navigation over', async () => {
    mockApi(() => undefined);
    setSession(session().session);
    const { navigate, user } = renderShell();
    // The header's (the footer links to the dashboard too).
    await user.click((await screen.findAllByRole('link', { name: 'Tableau de bord' }))[0]!);
    expect(navigate).toHaveBeenCalledWith('/dashboard', { replace: undefined, state: undefined });
    expect(conflicts()).toEqual([]);
  });
});
