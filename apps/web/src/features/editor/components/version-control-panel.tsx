import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { History, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { Change } from '../workspace/file-model';
import type { Checkpoint } from '../utils/checkpoints';
import type { VersionSummary } from '../api/projects';

type Props = {
  changes: Change[];
  onShowDiff: (path: string) => void;
  signedIn: boolean;
  projectId: string | null;
  versions: VersionSummary[] | null;
  versionsError: boolean;
  onReloadVersions: () => void;
  onRestoreVersion: (version: number) => void;
  checkpoints: Checkpoint[];
  onCreateCheckpoint: (name: string) => void;
  onRestoreCheckpoint: (cp: Checkpoint) => void;
  onDeleteCheckpoint: (id: string) => void;
  busy: boolean;
};

const STATUS_COLOR = { added: 'text-emerald-500', modified: 'text-amber-500', deleted: 'text-red-500' } as const;

/** Version control: changes since the last save (with a diff), the project's saved versions, named checkpoints. */
export function VersionControlPanel(p: Props) {
  const { t, i18n } = useTranslation('editor');
  const [name, setName] = useState('');
  const fmt = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'fr-FR');

  function handleCheckpoint(e: FormEvent) {
    e.preventDefault();
    p.onCreateCheckpoint(name);
    setName('');
  }

  return (
    <div className="flex h-full flex-col gap-3 overflow-auto text-sm">
      <section aria-labelledby="vc-changes">
        <h2 id="vc-changes" className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {t('vc.changes', { count: p.changes.length })}
        </h2>
        {p.changes.length === 0 ? (
          <p className="text-xs text-muted-foreground">{t('vc.noChanges')}</p>
        ) : (
          <ul className="space-y-0.5" aria-label={t('vc.changesList')}>
            {p.changes.map((c) => (
              <li key={c.path}>
                <button type="button" className="flex w-full items-center gap-2 rounded px-1 py-0.5 text-left hover:bg-muted" onClick={() => p.onShowDiff(c.path)} aria-label={t('vc.showDiff', { path: c.path })}>
                  <span className={`w-4 font-mono text-xs font-bold ${STATUS_COLOR[c.status]}`} aria-hidden="true">
                    {c.status === 'added' ? 'A' : c.status === 'deleted' ? 'D' : 'M'}
                  </span>
                  <span className="truncate text-xs">{c.path}</span>
                  <span className="sr-only">{t(`changeStatus.${c.status}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="vc-versions">
        <div className="mb-1 flex items-center justify-between">
          <h2 id="vc-versions" className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {t('vc.versions')}
          </h2>
          {p.projectId && (
            <Button variant="ghost" size="icon" className="size-6" aria-label={t('vc.reloadVersions')} onClick={p.onReloadVersions}>
              <History className="size-3.5" aria-hidden="true" />
            </Button>
          )}
        </div>
        {!p.signedIn ? (
          <p className="text-xs text-muted-foreground">{t('vc.signInForVersions')}</p>
        ) : !p.projectId ? (
          <p className="text-xs text-muted-foreground">{t('vc.notSavedYet')}</p>
        ) : p.versionsError ? (
          <p className="text-xs text-red-500">{t('vc.versionsError')}</p>
        ) : !p.versions ? (
          <p className="text-xs text-muted-foreground">{t('vc.loading')}</p>
        ) : (
          <ul className="space-y-1" aria-label={t('vc.versionsList')}>
            {p.versions.map((v, i) => (
              <li key={v.version} className="flex items-center gap-2 rounded border border-border/60 px-1.5 py-1">
                <span className="min-w-0 flex-1">
                  <span className="block text-xs font-medium">
                    {t('vc.version', { version: v.version })}
                    {i === 0 ? ` · ${t('vc.current')}` : ''}
                  </span>
                  <span className="block text-[11px] text-muted-foreground">
                    {fmt(v.created_at)} · {t('vc.files', { count: v.file_count })}
                  </span>
                </span>
                {i > 0 && (
                  <Button size="sm" variant="outline" className="h-6 text-xs" disabled={p.busy} onClick={() => p.onRestoreVersion(v.version)} aria-label={t('vc.restoreVersion', { version: v.version })}>
                    <RotateCcw className="size-3" aria-hidden="true" />
                    {t('vc.restore')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="vc-checkpoints">
        <h2 id="vc-checkpoints" className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {t('vc.checkpoints')}
        </h2>
        <form onSubmit={handleCheckpoint} className="mb-1 flex gap-1">
          <Input aria-label={t('vc.checkpointName')} placeholder={t('vc.checkpointName')} value={name} onChange={(e) => setName(e.target.value)} className="h-7 text-xs" />
          <Button type="submit" size="sm" className="h-7 text-xs" disabled={!name.trim()}>
            {t('vc.createCheckpoint')}
          </Button>
        </form>
        {p.checkpoints.length === 0 ? (
          <p className="text-xs text-muted-foreground">{t('vc.noCheckpoints')}</p>
        ) : (
          <ul className="space-y-1" aria-label={t('vc.checkpointsList')}>
            {p.checkpoints.map((c) => (
              <li key={c.id} className="flex items-center gap-1 rounded border border-border/60 px-1.5 py-1">
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-xs font-medium">{c.name}</span>
                  <span className="block text-[11px] text-muted-foreground">{fmt(c.createdAt)}</span>
                </span>
                <Button size="sm" variant="outline" className="h-6 text-xs" onClick={() => p.onRestoreCheckpoint(c)} aria-label={t('vc.restoreCheckpoint', { name: c.name })}>
                  {t('vc.restore')}
                </Button>
                <Button size="icon" variant="ghost" className="size-6" onClick={() => p.onDeleteCheckpoint(c.id)} aria-label={t('vc.deleteCheckpoint', { name: c.name })}>
                  <Trash2 className="size-3" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
