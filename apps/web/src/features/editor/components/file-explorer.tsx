import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronRight, FilePlus, FileText, Folder, FolderOpen, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { TreeNode } from '../utils/file-store';

type Props = {
  tree: TreeNode[];
  activePath: string | null;
  onOpen: (path: string) => void;
  onToggleFolder: (path: string) => void;
  onCreate: (name: string) => void;
  onDelete: (path: string) => void;
  onRename: (path: string, name: string) => void;
  /** Source inspection: no new file, rename or delete. */
  readOnly?: boolean;
};

/** The explorer tab: the file tree, new file, rename and delete. */
export function FileExplorer({ tree, activePath, onOpen, onToggleFolder, onCreate, onDelete, onRename, readOnly = false }: Props) {
  const { t } = useTranslation('editor');
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [renameTo, setRenameTo] = useState('');

  function handleCreate(e: FormEvent) {
    e.preventDefault();
    onCreate(name);
    setName('');
    setCreating(false);
  }
  function handleRename(e: FormEvent) {
    e.preventDefault();
    if (renaming) onRename(renaming, renameTo);
    setRenaming(null);
  }

  const renderNode = (node: TreeNode, depth: number) => {
    const pad = { paddingLeft: `${depth * 12 + 4}px` };
    if (node.type === 'folder') {
      return (
        <li key={node.path}>
          <button
            type="button"
            className="flex w-full items-center gap-1 rounded px-1 py-0.5 text-left text-sm hover:bg-muted"
            style={pad}
            aria-expanded={!!node.isOpen}
            onClick={() => onToggleFolder(node.path)}
          >
            {node.isOpen ? <ChevronDown className="size-3.5" aria-hidden="true" /> : <ChevronRight className="size-3.5" aria-hidden="true" />}
            {node.isOpen ? <FolderOpen className="size-4 text-amber-500" aria-hidden="true" /> : <Folder className="size-4 text-amber-500" aria-hidden="true" />}
            <span className="truncate">{node.name}</span>
          </button>
          {node.isOpen && <ul>{node.children?.map((c) => renderNode(c, depth + 1))}</ul>}
        </li>
      );
    }
    if (renaming === node.path) {
      return (
        <li key={node.path} style={pad}>
          <form onSubmit={handleRename} className="flex gap-1">
            <Input
              autoFocus
              aria-label={t('explorer.renameLabel', { name: node.name })}
              value={renameTo}
              onChange={(e) => setRenameTo(e.target.value)}
              onBlur={() => setRenaming(null)}
              onKeyDown={(e) => e.key === 'Escape' && setRenaming(null)}
              className="h-7 text-xs"
            />
          </form>
        </li>
      );
    }
    return (
      <li key={node.path} className="group flex items-center">
        <button
          type="button"
          className={cn('flex min-w-0 flex-1 items-center gap-1 rounded px-1 py-0.5 text-left text-sm hover:bg-muted', activePath === node.path && 'bg-primary/15 text-primary')}
          style={pad}
          onClick={() => onOpen(node.path)}
          aria-current={activePath === node.path ? 'true' : undefined}
          data-path={node.path}
        >
          <FileText className="size-4 shrink-0 text-sky-500" aria-hidden="true" />
          <span className="truncate">{node.name}</span>
          {node.modified && (
            <span className="ml-auto size-2 shrink-0 rounded-full bg-amber-400" title={t('explorer.modified')}>
              <span className="sr-only">{t('explorer.modified')}</span>
            </span>
          )}
        </button>
        {!readOnly && (
        <Button
          variant="ghost"
          size="icon"
          className="size-6 opacity-60 group-hover:opacity-100"
          aria-label={t('explorer.rename', { name: node.path })}
          onClick={() => {
            setRenaming(node.path);
            setRenameTo(node.name);
          }}
        >
          <Pencil className="size-3" aria-hidden="true" />
        </Button>
        )}
        {!readOnly && (
        <Button variant="ghost" size="icon" className="size-6 opacity-60 group-hover:opacity-100" aria-label={t('explorer.delete', { name: node.path })} onClick={() => onDelete(node.path)}>
          <Trash2 className="size-3" aria-hidden="true" />
        </Button>
        )}
      </li>
    );
  };

  return (
    <div className="flex h-full flex-col gap-2">
      <div className="flex items-center justify-between">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('explorer.title')}</h2>
        {!readOnly && (
          <Button variant="ghost" size="icon" className="size-7" aria-label={t('explorer.newFile')} onClick={() => setCreating((v) => !v)}>
            <FilePlus className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      {creating && (
        <form onSubmit={handleCreate} className="flex gap-1">
          <Input
            autoFocus
            aria-label={t('explorer.newFileName')}
            placeholder={t('explorer.newFilePlaceholder')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && setCreating(false)}
            className="h-8 text-xs"
          />
          <Button type="submit" size="sm" className="h-8">
            {t('explorer.create')}
          </Button>
        </form>
      )}
      <ul className="min-h-0 flex-1 overflow-auto" aria-label={t('explorer.tree')}>
        {tree.map((n) => renderNode(n, 0))}
      </ul>
    </div>
  );
}
