import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/utils';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('lists five labelled groups of links to the info pages and the product', () => {
    renderRoutes([{ path: '/', element: <SiteFooter /> }], ['/']);
    const footer = screen.getByRole('contentinfo', { name: 'Pied de page' });
    const groups = within(footer).getAllByRole('navigation');
    expect(groups.map((n) => n.getAttribute('aria-labelledby'))).toEqual(['footer-solutions', 'footer-product', 'footer-resources', 'footer-company', 'footer-legal']);
    const hrefs = (group: string) => within(screen.getByRole('navigation', { name: group })).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs('Solutions')).toEqual(['/cybersecurity', '/defense', '/government', '/enterprise', '/research']);
    expect(hrefs('Produit')).toEqual(['/editor', '/#marketplace', '/dashboard', '/preview']);
    expect(hrefs('Entreprise')).toEqual(['/about', '/careers', '/press', '/partners', '/contact']);
    expect(screen.getByRole('link', { name: 'Conditions d’utilisation' })).toHaveAttribute('href', '/terms');
  });

  it('opens only the status page in a new tab, and says so', () => {
    renderRoutes([{ path: '/', element: <SiteFooter /> }], ['/']);
    const legal = screen.getByRole('navigation', { name: 'Légal' });
    const external = within(legal)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('target') === '_blank');
    expect(external).toHaveLength(1);
    expect(external[0]).toHaveAttribute('href', '/status');
    expect(external[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external[0]).toHaveAccessibleName(/^Statut\s*\(nouvel onglet\)$/);
    expect(screen.getByRole('link', { name: 'Écrire au support' })).toHaveAttribute('href', 'mailto:support@ov-sentinel.example');
  });
});
