import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { mockApi, renderRoutes, signedOutRefresh } from '@/test/utils';
import { i18n } from '@/lib/i18n';
import { CodeEditor } from './code-editor';

// jsdom cannot load Monaco: a textarea stands in for it.
vi.mock('./monaco-editor', () => ({
  MonacoEditor: (p: { value: string; ariaLabel: string; onChange?: (v: string) => void }) => (
    <textarea aria-label={p.ariaLabel} value={p.value} onChange={(e) => p.onChange?.(e.target.value)} />
  ),
}));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() }, requestToaster: () => {}, isToasterRequested: () => false, subscribeToaster: () => () => {}, markToasterMounted: () => {} }));

const files = [{ path: 'index.html', content: '<h1>Salut</h1>\n' }];
const renderEditor = () => renderRoutes([{ path: '/code-editor', element: <CodeEditor initialFiles={files} renderPreview={() => <p>aperçu</p>} /> }], [{ pathname: '/code-editor' }]);

describe('CodeEditor cookie banner', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
    mockApi(() => signedOutRefresh);
  });

  it('asks once: Accepter stores ov_consent=yes, hides the banner, moves focus to the toolbar, and it stays hidden', async () => {
    const { unmount } = renderEditor();
    const banner = await screen.findByRole('region', { name: 'Cookies de l’éditeur' });
    expect(banner).toHaveAccessibleDescription(/Acceptez-vous aussi les cookies facultatifs/);
    // Shown below the panels, never over the toolbar: it is laid out last.
    expect(banner).toHaveClass('order-last');
    const accept = screen.getByRole('button', { name: 'Accepter' });
    accept.focus();
    fireEvent.click(accept);
    expect(document.cookie).toContain('ov_consent=yes');
    expect(screen.queryByRole('region', { name: 'Cookies de l’éditeur' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Code' }));
    unmount();
    renderEditor();
    expect(await screen.findByRole('toolbar', { name: 'Barre d’outils de l’éditeur' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accepter' })).not.toBeInTheDocument();
  });

  it('Refuser stores ov_consent=no; the English banner says Accept / Reject', async () => {
    await i18n.changeLanguage('en');
    const { unmount } = renderEditor();
    expect(await screen.findByRole('region', { name: 'Editor cookies' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('fr');
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Refuser' }));
    expect(document.cookie).toContain('ov_consent=no');
    expect(screen.queryByRole('region', { name: 'Cookies de l’éditeur' })).not.toBeInTheDocument();
  });

  it('an unexpected cookie value asks again', async () => {
    document.cookie = 'ov_consent=peut-etre; path=/';
    renderEditor();
    expect(await screen.findByRole('button', { name: 'Accepter' })).toBeInTheDocument();
  });
});
