import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { AiPanel } from './ai-panel';
import type { Suggestion } from '../utils/suggestions';

const repaired: Suggestion = {
  id: 'a',
  code: 'export const ok = 1;\n',
  description: 'Correction de src/App.tsx : useStat is not defined',
  kind: 'fix',
  path: 'src/App.tsx',
  before: 'export const ok = useStat(1);\n',
  explanation: 'Fichier src/App.tsx corrigé',
  creditsUsed: 0,
  freeFix: true,
};
const unchanged: Suggestion = { ...repaired, id: 'b', explanation: 'Aucune correction automatique sûre', creditsUsed: 2, freeFix: false, unchanged: true };

function renderPanel(suggestions: Suggestion[], onApply = vi.fn(), onResolve = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <AiPanel
        suggestions={suggestions}
        busy={false}
        activePath="src/App.tsx"
        onAsk={() => {}}
        onApply={onApply}
        onResolve={onResolve}
        onDismiss={() => {}}
        previewError={null}
        onFixPreviewError={() => {}}
      />
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
    // The fix is shown as a diff before it is applied, and no confidence is made up.
    fireEvent.click(within(item).getByText('Voir le diff'));
    const diff = within(item).getByRole('region', { name: 'Diff de src/App.tsx : 1 ligne(s) ajoutée(s), 1 supprimée(s)' });
    expect(diff).toHaveTextContent('export const ok = 1;');
    expect(diff).toHaveTextContent('export const ok = useStat(1);');
    expect(item).not.toHaveTextContent(/Confiance|%/);
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

const instruction: Suggestion = {
  id: 'i',
  kind: 'instruction',
  description: 'ajoute un champ service visité',
  code: '',
  path: null,
  creditsUsed: 2,
  explanation: 'résumé',
  instruction: {
    projectId: 'p',
    changes: ['Champ « Service visité » ajouté aux visiteurs'],
    baseVersion: 3,
    appSpec: {},
    generatedFiles: [],
    files: [
      { path: 'src/csv.ts', status: 'changed', before: "['Nom']\n", after: "['Nom', 'Service visité']\n", conflicts: 0 },
      {
        path: 'src/App.tsx',
        status: 'conflict',
        before: 'title = "Mine"\n',
        after: '<<<<<<< vos modifications\ntitle = "Mine"\n=======\ntitle = "Registre"\n>>>>>>> version de l\'IA\n',
        conflicts: 1,
      },
    ],
  },
};

describe('AiPanel instruction suggestions', () => {
  it('lists what changed, each file with its status and diff, the conflict clearly, and its resolution (fr)', async () => {
    await i18n.changeLanguage('fr');
    const onResolve = vi.fn();
    const onApply = renderPanel([instruction], vi.fn(), onResolve);
    const item = within(screen.getByRole('list', { name: 'Suggestions' })).getAllByRole('listitem')[0]!;
    expect(within(item).getByText('Champ « Service visité » ajouté aux visiteurs')).toBeInTheDocument();
    expect(within(item).getByRole('status')).toHaveTextContent('1 conflit avec vos modifications');
    const files = within(item).getByRole('list', { name: 'Fichiers concernés' });
    expect(within(files).getByText('Modifié')).toBeInTheDocument();
    expect(within(files).getByText('Conflit')).toBeInTheDocument();
    // The conflicting file is open with its diff; the other opens on demand.
    expect(within(item).getByRole('region', { name: /^Diff de src\/App\.tsx/ })).toHaveTextContent('<<<<<<< vos modifications');
    fireEvent.click(within(item).getByRole('button', { name: 'Prendre la version de l’IA dans src/App.tsx' }));
    expect(onResolve).toHaveBeenCalledWith('i', 'src/App.tsx', 'ai');
    expect(item).toHaveTextContent('2 crédits utilisés');
    expect(item).not.toHaveTextContent(/Confiance/);
    fireEvent.click(within(item).getByRole('button', { name: 'Appliquer' }));
    expect(onApply).toHaveBeenCalledWith(instruction);
  });

  it('an instruction not carried out says why, costs nothing and offers nothing to apply (en)', async () => {
    await i18n.changeLanguage('en');
    renderPanel([{ id: 'n', kind: 'instruction', description: 'make coffee', code: '', path: null, creditsUsed: 0, unchanged: true, explanation: 'I did not understand. Nothing was charged.' }]);
    const item = within(screen.getByRole('list', { name: 'Suggestions' })).getByRole('listitem');
    expect(within(item).getByText('Not done')).toBeInTheDocument();
    expect(within(item).getByText('I did not understand. Nothing was charged.')).toBeVisible();
    expect(item).toHaveTextContent('Nothing charged');
    expect(within(item).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await i18n.changeLanguage('fr');
  });

  it('an applied suggestion stays listed without its Apply button', async () => {
    await i18n.changeLanguage('fr');
    renderPanel([{ ...instruction, applied: true }]);
    const item = within(screen.getByRole('list', { name: 'Suggestions' })).getAllByRole('listitem')[0]!;
    expect(within(item).getByText('Appliquée')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Appliquer' })).not.toBeInTheDocument();
    expect(within(item).queryByRole('status')).not.toBeInTheDocument();
  });
});
