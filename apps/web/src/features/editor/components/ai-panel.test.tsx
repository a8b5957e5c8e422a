import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { AiPanel } from './ai-panel';
import type { Suggestion } from '../api/generate-code';

const repaired: Suggestion = {
  id: 'a',
  code: 'export const ok = 1;\n',
  description: 'Correction de src/App.tsx : useStat is not defined',
  confidence: 0.9,
  kind: 'fix',
  path: 'src/App.tsx',
  explanation: 'Fichier src/App.tsx corrigé',
  creditsUsed: 0,
  freeFix: true,
};
const unchanged: Suggestion = { ...repaired, id: 'b', explanation: 'Aucune correction automatique sûre', creditsUsed: 2, freeFix: false, unchanged: true };

function renderPanel(suggestions: Suggestion[], onApply = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <AiPanel suggestions={suggestions} busy={false} activePath="src/App.tsx" onAsk={() => {}} onApply={onApply} previewError={null} onFixPreviewError={() => {}} />
    </I18nextProvider>,
  );
  return onApply;
}

describe('AiPanel fix suggestions', () => {
  it('a repaired file: the free label, its explanation and Apply (fr)', async () => {
    await i18n.changeLanguage('fr');
    const onApply = renderPanel([repaired]);
    const item = within(screen.getByRole('list', { name: 'Suggestions' })).getByRole('listitem');
    expect(within(item).getByText(/· Correction offerte$/)).toBeInTheDocument();
    expect(within(item).getByText('Explication')).toBeInTheDocument();
    fireEvent.click(within(item).getByRole('button', { name: 'Appliquer' }));
    expect(onApply).toHaveBeenCalledWith(repaired);
  });

  it('an unchanged file: the explanation is open, the cost shown, and there is nothing to apply (en)', async () => {
    await i18n.changeLanguage('en');
    renderPanel([unchanged]);
    const item = within(screen.getByRole('list', { name: 'Suggestions' })).getByRole('listitem');
    expect(within(item).getByText(/· 2 credits used$/)).toBeInTheDocument();
    expect(within(item).getByText('File unchanged: no safe automatic fix.')).toBeInTheDocument();
    expect(within(item).getByText('Aucune correction automatique sûre')).toBeVisible();
    expect(within(item).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await i18n.changeLanguage('fr');
  });
});
