import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreAppDetail } from '@ov/shared';
import { i18n } from '@/lib/i18n';
import { setSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { mockApi, renderRoutes, session, setUpPageTests } from '@/test/utils';
import { detail, finding } from '../test-fixtures';
import { ListingPage } from './listing-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() }, requestToaster: () => {}, isToasterRequested: () => false, subscribeToaster: () => () => {}, markToasterMounted: () => {} }));

const FILES = [{ path: 'src/App.tsx', content: 'export default () => <h1>Radar</h1>;' }];

function renderListing(app: StoreAppDetail) {
  return renderRoutes(
    [
      {
        path: '/store/:slug',
        element: (
          <ListingPage
            app={app}
            renderDemo={({ files, title }) => <p data-testid="demo">{`${title}: ${files.map((f) => f.path).join(',')}`}</p>}
            renderSource={({ files, title }) => <p data-testid="source">{`${title}: ${files.length}`}</p>}
          />
        ),
      },
    ],
    [`/store/${app.slug}`],
  );
}

const api = (extra?: Parameters<typeof mockApi>[0]) =>
  mockApi((r) => {
    const more = extra?.(r);
    if (more) return more;
    if (r.path === '/api/store/apps/radar-tactique/source') return { body: { files: FILES } };
    return undefined;
  });

describe('/store/:slug', () => {
  setUpPageTests({ signedIn: true });

  it('shows the label, findings with advice in the UI language, compliance with evidence, declarations, version and price', async () => {
    api();
    renderListing(detail());
    const label = screen.getByRole('region', { name: 'Étiquette d’audit' });
    expect(within(label).getByText('87/100')).toBeInTheDocument();
    expect(within(label).getByTestId('baseline')).toHaveTextContent('Conforme');
    expect(within(label).getByText('constats vérifiés : 50 %')).toBeInTheDocument();
    expect(within(label).getByText('Élevé : 1')).toBeInTheDocument();

    const findings = screen.getByRole('region', { name: 'Constats de l’audit' });
    const items = within(findings).getAllByTestId('finding');
    expect(items[0]).toHaveTextContent('Élevé');
    expect(items[0]).toHaveTextContent('src/App.tsx:12:5');
    expect(items[0]).toHaveTextContent('Utilisez textContent.');
    expect(items[0]).toHaveTextContent('Contenu statique de confiance.');
    expect(items[0]).toHaveTextContent('Vérifiée par un administrateur');
    // a buyer cannot justify
    expect(within(findings).queryByRole('button', { name: /Justifier/ })).not.toBeInTheDocument();

    const compliance = screen.getByRole('region', { name: 'Profil de conformité' });
    expect(compliance).toHaveTextContent('src/Privacy.tsx:4 — Mention trouvée');
    expect(compliance).toHaveTextContent('[image-alt] — Image sans alternative');
    expect(compliance).toHaveTextContent('Accessibilité vérifiée par axe-core dans jsdom');
    expect(compliance).toHaveTextContent('Le contraste n’est pas vérifié.');

    const declared = screen.getByRole('region', { name: 'Déclarations de l’éditeur' });
    expect(declared).toHaveTextContent('Diffusion Restreinte');
    expect(within(declared).getAllByText('(déclaré par l’éditeur)').length).toBeGreaterThanOrEqual(2);
    const certs = within(declared).getByTestId('certifications');
    expect(certs).toHaveTextContent('CSPN (ANSSI)Qualifié');
    expect(certs).toHaveTextContent('SecNumCloud (ANSSI)En cours de qualification');

    const version = screen.getByRole('region', { name: 'Version 2' });
    expect(within(version).getByTestId('version-hash')).toHaveTextContent('a'.repeat(64));
    expect(within(version).getByTestId('version-changes')).toHaveTextContent('Ajoutés : src/map.tsx');
    expect(within(version).getByRole('button', { name: 'Télécharger le SBOM (CycloneDX 1.5)' })).toBeInTheDocument();

    const price = screen.getByRole('region', { name: 'Prix' });
    expect(price.textContent).toMatch(/25\s000\s€/);
    expect(within(price).getByTestId('price-rationale')).toHaveTextContent('Acheteurs publics× 2');
    // not the author: no timeline
    expect(screen.queryByTestId('author-panel')).not.toBeInTheDocument();
  });

  it('runs the demo and shows the source of the pinned files on demand', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderListing(detail());
    expect(calls.some((c) => c.path.endsWith('/source'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Lancer la démo' }));
    expect(await screen.findByTestId('demo')).toHaveTextContent('Démo de Radar tactique: src/App.tsx');
    await user.click(screen.getByRole('button', { name: 'Afficher le code source' }));
    expect(await screen.findByTestId('source')).toHaveTextContent('Code source de Radar tactique: 1');
    expect(calls.filter((c) => c.path.endsWith('/source'))).toHaveLength(1);
  });

  it('English: advice and compliance in English', async () => {
    await i18n.changeLanguage('en');
    api();
    renderListing(detail());
    expect(screen.getByRole('region', { name: 'Audit findings' })).toHaveTextContent('Use textContent.');
    expect(screen.getByText('findings verified: 50%')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Compliance profile' })).toHaveTextContent('Notice found');
  });

  it('a sample listing’s title and description in the UI language; a user’s listing as its author wrote it', async () => {
    const translations = {
      fr: { title: 'Radar tactique', description: 'Suivi des alertes en temps réel.' },
      en: { title: 'Tactical radar', description: 'Real-time alert tracking.' },
    };
    await i18n.changeLanguage('en');
    api();
    const user = userEvent.setup();
    const { unmount } = renderListing(detail({ translations }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tactical radar');
    expect(screen.getByText('Real-time alert tracking.')).toBeInTheDocument();
    expect(screen.queryByText('Suivi des alertes en temps réel.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Run the demo' }));
    expect(await screen.findByTestId('demo')).toHaveTextContent('Tactical radar');
    unmount();
    await i18n.changeLanguage('fr');
    const fr = renderListing(detail({ translations }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Radar tactique');
    expect(screen.getByText('Suivi des alertes en temps réel.')).toBeInTheDocument();
    fr.unmount();
    await i18n.changeLanguage('en');
    renderListing(detail());
    expect(screen.getByText('Suivi des alertes en temps réel.')).toBeInTheDocument();
  });

  it('the author sees feedback and timeline, justifies a finding and resubmits', async () => {
    const calls = api((r) => (r.method === 'POST' ? { status: r.path.endsWith('/versions') ? 201 : 200, body: {} } : undefined));
    const user = userEvent.setup();
    renderListing(
      detail({
        is_author: true,
        status: 'rejected',
        feedback: 'Ajoutez une mention RGPD.',
        timeline: [
          { at: '2026-11-20T10:00:00.000Z', event: 'submitted', version: 1, detail: null },
          { at: '2026-11-20T10:00:01.000Z', event: 'audited', version: 1, detail: null },
          { at: '2026-11-21T10:00:00.000Z', event: 'rejected', version: 1, detail: 'Ajoutez une mention RGPD.' },
        ],
      }),
    );
    const panel = screen.getByRole('region', { name: 'Suivi de la soumission' });
    expect(within(panel).getByTestId('feedback')).toHaveTextContent('Ajoutez une mention RGPD.');
    const steps = within(within(panel).getByTestId('timeline')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent?.split('·')[0]?.trim())).toEqual(['Soumise', 'Auditée automatiquement', 'Refusée']);

    const findings = screen.getByRole('region', { name: 'Constats de l’audit' });
    // the verified one cannot be changed; the other one can be justified
    const justify = within(findings).getAllByRole('button', { name: /^Justifier/ });
    expect(justify).toHaveLength(1);
    await user.click(justify[0]!);
    await user.click(within(findings).getByRole('button', { name: 'Envoyer la justification' }));
    expect(within(findings).getByText('La justification est obligatoire')).toBeInTheDocument();
    await user.type(within(findings).getByLabelText('Justification du constat ov/http-url (src/App.tsx:3:5)'), 'Réseau interne seulement.');
    await user.click(within(findings).getByRole('button', { name: 'Envoyer la justification' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/store/apps/radar-tactique/findings/f2/justification')).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/justification'))!.body).toEqual({ text: 'Réseau interne seulement.' });
    expect(toast.success).toHaveBeenCalledWith('Justification enregistrée');

    await user.click(within(panel).getByRole('button', { name: 'Soumettre une nouvelle version' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/store/apps/radar-tactique/versions')).toBe(true));
    expect(toast.success).toHaveBeenCalledWith('Nouvelle version soumise');
  });

  it('an admin (not the author) can verify or refuse a justification', async () => {
    setSession({ ...session().session, user: { ...session().session.user, roles: ['admin'] } });
    const calls = api((r) => (r.method === 'POST' ? { body: {} } : undefined));
    const user = userEvent.setup();
    renderListing(detail({ audit: { ...detail().audit!, findings: [finding({ justification: 'Sans risque.', verified: false, justification_id: 'j1' })] } }));
    await user.click(screen.getByRole('button', { name: 'Refuser la justification de ov/no-inner-html (src/App.tsx:12:5)' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/admin/store/findings/j1/verify')?.body).toEqual({ verified: false }));
  });
});
