import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePlus, FileText, Pencil, Search, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { BuilderFile } from '../utils/project';

type Props = {
  files: readonly BuilderFile[];
  active: string | null;
  onOpen: (path: string) => void;
  /** Returns an error text to show, or null when the file was created. */
  onCreate: (name: string) => string | null;
  onRename: (from: string, to: string) => string | null;
  onDelete: (path: string) => void;
};

/** Left panel: search box 'Rechercher...', add-file form asking for a name, and the file list with rename/delete. */
export function FileExplorer({ files, active, onOpen, onCreate, onRename, onDelete }: Props) {
  const { t } = useTranslation('builder');
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const nameId = useId();
  const errorId = useId();
  const q = query.trim().toLowerCase();
  const visible = [...files].filter((f) => !q || f.path.toLowerCase().includes(q)).sort((a, b) => a.path.localeCompare(b.path));

  const handleCreate = (e: FormEvent) => {
    e.preventDefault();
    // Spec §5: an empty name creates nothing.
    if (!name.trim()) {
      setAdding(false);
      return;
    }
    const err = onCreate(name);
    setError(err);
    if (!err) {
      setName('');
      setAdding(false);
    }
  };
  const handleRename = (e: FormEvent) => {
    e.preventDefault();
    if (!renaming) return;
    if (!newName.trim() || newName.trim() === renaming) {
      setRenaming(null);
      return;
    }
    const err = onRename(renaming, newName);
    setError(err);
    if (!err) setRenaming(null);
  };

  return (
    <nav aria-label={t('explorer.title')} className="flex h-full min-h-0 flex-col gap-2 p-2" data-testid="file-explorer">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('explorer.title')}</h2>
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={t('explorer.add')}
          title={t('explorer.add')}
          onClick={() => {
            setAdding(true);
            setError(null);
          }}
        >
          <FilePlus aria-hidden="true" />
        </Button>
      </div>
      <div className="relative">
        <Search className="pointer-events-none absolute left-2 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('explorer.search')}
          aria-label={t('explorer.searchLabel')}
          className="h-8 pl-7 text-sm"
        />
      </div>
      {adding ? (
        <form onSubmit={handleCreate} className="flex flex-col gap-1">
          <label htmlFor={nameId} className="text-xs font-medium">
            {t('explorer.nameLabel')}
          </label>
          <Input
            id={nameId}
            autoFocus
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('explorer.namePlaceholder')}
            aria-invalid={!!error}
            aria-describedby={error ? errorId : undefined}
            className="h-8 text-sm"
            onKeyDown={(e) => {
              if (e.key === 'Escape') setAdding(false);
            }}
          />
          <div className="flex gap-1">
            <Button type="submit" size="sm" className="h-7 flex-1">
              {t('explorer.create')}
            </Button>
            <Button type="button" size="sm" variant="ghost" className="h-7" onClick={() => setAdding(false)}>
              {t('explorer.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
      <ul className="min-h-0 flex-1 overflow-auto text-sm">
        {visible.length === 0 ? <li className="px-2 py-1 text-muted-foreground">{t('explorer.empty')}</li> : null}
        {visible.map((f) => (
          <li key={f.path} className="group">
            {renaming === f.path ? (
              <form onSubmit={handleRename} className="flex gap-1 py-0.5">
                <Input
                  autoFocus
                  value={newName}
                  onChange={(e) => setNewName(e.target.value)}
                  aria-label={t('explorer.renameLabel', { path: f.path })}
                  className="h-7 text-sm"
                  onKeyDown={(e) => {
                    if (e.key === 'Escape') setRenaming(null);
                  }}
                />
                <Button type="submit" size="sm" className="h-7">
                  {t('explorer.confirmRename')}
                </Button>
              </form>
            ) : (
              <div className={cn('flex items-center rounded', f.path === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60')}>
                <button
                  type="button"
                  onClick={() => onOpen(f.path)}
                  aria-current={f.path === active ? 'true' : undefined}
                  className="flex min-w-0 flex-1 items-center gap-1.5 px-2 py-1 text-left focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="truncate">{f.path}</span>
                </button>
                <button
                  type="button"
                  aria-label={t('explorer.rename', { path: f.path })}
                  title={t('explorer.rename', { path: f.path })}
                  onClick={() => {
                    setRenaming(f.path);
                    setNewName(f.path);
                    setError(null);
                  }}
                  className="rounded p-1 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Pencil className="size-3.5" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  aria-label={t('explorer.delete', { path: f.path })}
                  title={t('explorer.delete', { path: f.path })}
                  onClick={() => onDelete(f.path)}
                  className="rounded p-1 text-muted-foreground hover:text-destructive focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Trash2 className="size-3.5" aria-hidden="true" />
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
