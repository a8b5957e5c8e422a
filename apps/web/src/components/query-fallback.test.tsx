import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { renderRoutes, setUpPageTests } from '@/test/utils';
import { QueryFallback } from './query-fallback';

describe('QueryFallback', () => {
  setUpPageTests({ signedIn: true });

  // An admin without 2FA opening /admin/store (outside the shell that redirects) saw only "activez-la pour
  // continuer", with no way there (walk of session 12).
  it('links a role that must turn on 2FA to the account security page, in French and English', async () => {
    const error = new ApiError('mfa_enrollment_required', 'Turn on two-factor authentication first', 403);
    const route = [{ path: '/admin/store', element: <QueryFallback query={{ isPending: false, error }} /> }];
    const { unmount } = renderRoutes(route, ['/admin/store']);
    expect(screen.getByText('Votre rôle exige la double authentification : activez-la pour continuer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Activer la double authentification' })).toHaveAttribute('href', '/account/security');
    unmount();
    await i18n.changeLanguage('en');
    renderRoutes(route, ['/admin/store']);
    expect(screen.getByRole('link', { name: 'Turn on two-factor authentication' })).toHaveAttribute('href', '/account/security');
  });

  it('adds no link to other errors', () => {
    renderRoutes([{ path: '/x', element: <QueryFallback query={{ isPending: false, error: new ApiError('forbidden', 'Not allowed', 403) }} /> }], ['/x']);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
