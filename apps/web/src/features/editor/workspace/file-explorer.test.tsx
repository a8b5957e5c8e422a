import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { createWorkspace, updateContent } from './file-model';
import { buildTree } from './file-tree';
import { FileExplorer } from './file-explorer';

const ws = updateContent(
  createWorkspace([
    { path: 'index.html', content: '' },
    { path: 'src/App.tsx', content: '' },
    { path: 'src/radar.ts', content: '' },
  ]),
  'index.html',
  'changed',
);
const handlers = () => ({ onOpen: vi.fn(), onToggleFolder: vi.fn(), onCreate: vi.fn(), onDelete: vi.fn(), onRename: vi.fn() });

describe('FileExplorer (one explorer for the three screens)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('tree layout: folders, names, the modified dot; opening and toggling report the path', () => {
    const h = handlers();
    render(<FileExplorer tree={buildTree(ws)} activePath="src/App.tsx" {...h} />);
    const list = screen.getByRole('list', { name: 'Arborescence des fichiers' });
    expect(within(list).getByRole('button', { name: 'src', expanded: true })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'App.tsx' })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('button', { name: /index\.html.*Modifié/ })).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'src', expanded: true }));
    expect(h.onToggleFolder).toHaveBeenCalledWith('src');
    fireEvent.click(within(list).getByRole('button', { name: 'radar.ts' }));
    expect(h.onOpen).toHaveBeenCalledWith('src/radar.ts');
  });

  it('list layout with search: full paths, filtered as typed; no modified dot when hidden', () => {
    render(<FileExplorer tree={buildTree(ws)} activePath={null} layout="list" searchable showModified={false} {...handlers()} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'index.html' })).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Rechercher...'), { target: { value: 'RADAR' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'src/radar.ts' })).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Rechercher...'), { target: { value: 'zzz' } });
    expect(screen.getByRole('listitem')).toHaveTextContent('Aucun fichier');
  });

  it('create: an error answer is shown and keeps the form open; no answer closes it', () => {
    const h = handlers();
    h.onCreate.mockReturnValueOnce('Ce fichier existe déjà').mockReturnValueOnce(null);
    render(<FileExplorer tree={buildTree(ws)} activePath={null} {...h} />);
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau fichier' }));
    fireEvent.change(screen.getByLabelText('Nom du nouveau fichier'), { target: { value: 'index.html' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ce fichier existe déjà');
    expect(screen.getByLabelText('Nom du nouveau fichier')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Nom du nouveau fichier'), { target: { value: 'b.ts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(h.onCreate).toHaveBeenLastCalledWith('b.ts');
    expect(screen.queryByLabelText('Nom du nouveau fichier')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rename and delete; read-only shows neither', () => {
    const h = handlers();
    const { unmount } = render(<FileExplorer tree={buildTree(ws)} activePath={null} {...h} />);
    fireEvent.click(screen.getByRole('button', { name: 'Renommer src/radar.ts' }));
    const input = screen.getByLabelText('Nouveau nom pour radar.ts');
    expect(input).toHaveValue('radar.ts');
    fireEvent.change(input, { target: { value: 'sonar.ts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(h.onRename).toHaveBeenCalledWith('src/radar.ts', 'sonar.ts');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer index.html' }));
    expect(h.onDelete).toHaveBeenCalledWith('index.html');
    unmount();
    render(<FileExplorer tree={buildTree(ws)} activePath={null} readOnly {...handlers()} />);
    expect(screen.queryByRole('button', { name: /^(Renommer|Supprimer|Nouveau fichier)/ })).not.toBeInTheDocument();
  });
});
