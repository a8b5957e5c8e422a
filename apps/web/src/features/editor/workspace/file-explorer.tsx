import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronRight, FilePlus, FileText, Folder, FolderOpen, Pencil, Search, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { TreeNode } from './file-tree';

/** What a create or rename handler answers: an error text to show (the form stays open), or nothing. */
type Outcome = string | null | void;

type Props = {
  tree: TreeNode[];
  activePath: string | null;
  onOpen: (path: string) => void;
  onToggleFolder?: (path: string) => void;
  onCreate: (name: string) => Outcome;
  onDelete: (path: string) => void;
  onRename: (path: string, name: string) => Outcome;
  /** 'tree' (folders, /editor and /code-editor) or 'list' (every file by its full path, /builder). */
  layout?: 'tree' | 'list';
  /** The search box 'Rechercher...' that filters files by path (/builder). */
  searchable?: boolean;
  /** The dot on files changed since the last save. */
  showModified?: boolean;
  /** Source inspection: no new file, rename or delete. */
  readOnly?: boolean;
  title?: string;
  className?: string;
};

const files = (nodes: readonly TreeNode[]): TreeNode[] => nodes.flatMap((n) => (n.type === 'file' ? [n] : files(n.children ?? [])));

/** Keeps the files whose path holds `q` and the folders that lead to them (opened while searching). */
function filterTree(nodes: readonly TreeNode[], q: string): TreeNode[] {
  return nodes.flatMap((n) => {
    if (n.type === 'file') return n.path.toLowerCase().includes(q) ? [n] : [];
    const children = filterTree(n.children ?? [], q);
    return children.length ? [{ ...n, isOpen: true, children }] : [];
  });
}

/** The workspace's file explorer, one for the three screens: the files, new file, search, rename and delete. */
export function FileExplorer(props: Props) {
  const { tree, activePath, onOpen, onToggleFolder, onCreate, onDelete, onRename } = props;
  const { layout = 'tree', searchable = false, showModified = true, readOnly = false, title, className } = props;
  const { t } = useTranslation('editor');
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [renameTo, setRenameTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const nameId = useId();
  const errorId = useId();
  const q = query.trim().toLowerCase();
  const shown = layout === 'list' ? files(tree).filter((f) => !q || f.path.toLowerCase().includes(q)) : q ? filterTree(tree, q) : tree;

  function handleCreate(e: FormEvent) {
    e.preventDefault();
    const err = onCreate(name) ?? null;
    setError(err);
    if (err) return;
    setName('');
    setCreating(false);
  }
  function handleRename(e: FormEvent) {
    e.preventDefault();
    const err = renaming ? (onRename(renaming, renameTo) ?? null) : null;
    setError(err);
    if (!err) setRenaming(null);
  }

  const row = (node: TreeNode, label: string, pad: { paddingLeft: string }): ReactNode => {
    if (renaming === node.path) {
      return (
        <li key={node.path} style={pad}>
          <form
            onSubmit={handleRename}
            className="flex gap-1"
            onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setRenaming(null)}
          >
            <Input
              autoFocus
              aria-label={t('explorer.renameLabel', { name: label })}
              value={renameTo}
              onChange={(e) => setRenameTo(e.target.value)}
              onKeyDown={(e) => e.key === 'Escape' && setRenaming(null)}
              className="h-7 text-xs"
            />
            <Button type="submit" size="sm" className="h-7">
              {t('explorer.confirmRename')}
            </Button>
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
          <span className="truncate">{label}</span>
          {showModified && node.modified && (
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
              setRenameTo(label);
              setError(null);
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

  const renderNode = (node: TreeNode, depth: number): ReactNode => {
    const pad = { paddingLeft: `${depth * 12 + 4}px` };
    if (node.type === 'file') return row(node, layout === 'list' ? node.path : node.name, pad);
    return (
      <li key={node.path}>
        <button
          type="button"
          className="flex w-full items-center gap-1 rounded px-1 py-0.5 text-left text-sm hover:bg-muted"
          style={pad}
          aria-expanded={!!node.isOpen}
          onClick={() => onToggleFolder?.(node.path)}
        >
          {node.isOpen ? <ChevronDown className="size-3.5" aria-hidden="true" /> : <ChevronRight className="size-3.5" aria-hidden="true" />}
          {node.isOpen ? <FolderOpen className="size-4 text-amber-500" aria-hidden="true" /> : <Folder className="size-4 text-amber-500" aria-hidden="true" />}
          <span className="truncate">{node.name}</span>
        </button>
        {node.isOpen && <ul>{node.children?.map((c) => renderNode(c, depth + 1))}</ul>}
      </li>
    );
  };

  return (
    <nav aria-label={title ?? t('explorer.title')} className={cn('flex h-full min-h-0 flex-col gap-2', className)} data-testid="file-explorer">
      <div className="flex items-center justify-between">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title ?? t('explorer.title')}</h2>
        {!readOnly && (
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={t('explorer.newFile')}
            onClick={() => {
              setCreating((v) => !v);
              setError(null);
            }}
          >
            <FilePlus className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      {searchable && (
        <div className="relative">
          <Search className="pointer-events-none absolute left-2 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('explorer.search')} aria-label={t('explorer.searchLabel')} className="h-8 pl-7 text-sm" />
        </div>
      )}
      {creating && (
        <form onSubmit={handleCreate} className="flex gap-1">
          <label htmlFor={nameId} className="sr-only">
            {t('explorer.newFileName')}
          </label>
          <Input
            id={nameId}
            autoFocus
            placeholder={t('explorer.newFilePlaceholder')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && setCreating(false)}
            aria-invalid={!!error}
            aria-describedby={error ? errorId : undefined}
            className="h-8 text-xs"
          />
          <Button type="submit" size="sm" className="h-8">
            {t('explorer.create')}
          </Button>
        </form>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
      <ul className="min-h-0 flex-1 overflow-auto" aria-label={t('explorer.tree')}>
        {shown.length === 0 && <li className="px-1 py-0.5 text-sm text-muted-foreground">{t('explorer.empty')}</li>}
        {shown.map((n) => renderNode(n, 0))}
      </ul>
    </nav>
  );
}
