import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { renderRoutes, setUpPageTests } from '@/test/utils';
import { BuyButton } from './buy-button';

describe('BuyButton', () => {
  setUpPageTests({ signedIn: true });

  // The listing's price is the vendor's; the platform only suggests one. "Prix fixé par la plateforme" told the buyer
  // the platform had set (and so vouched for) a price that can be far above its suggestion (walk of session 12).
  it('says the confirmed price is the vendor’s, in French and English', async () => {
    const user = userEvent.setup();
    const props = { slug: 'veille', title: 'Veille incidents', price: 25000, version: { number: 1, hash: 'd310cf4396bd5d54' } };
    const { unmount } = renderRoutes([{ path: '/store/veille', element: <BuyButton {...props} /> }], ['/store/veille']);
    await user.click(screen.getByTestId('store-buy'));
    const fr = await screen.findByRole('alertdialog');
    expect(within(fr).getByText(/^Prix fixé par l’éditeur pour la version 1/)).toBeInTheDocument();
    expect(fr).not.toHaveTextContent('plateforme');
    unmount();
    await i18n.changeLanguage('en');
    renderRoutes([{ path: '/store/veille', element: <BuyButton {...props} /> }], ['/store/veille']);
    await user.click(screen.getByTestId('store-buy'));
    const en = await screen.findByRole('alertdialog');
    expect(within(en).getByText(/^Price set by the vendor for version 1/)).toBeInTheDocument();
    expect(en).not.toHaveTextContent('platform');
  });
});
