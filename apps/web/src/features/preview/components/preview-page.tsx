import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Monitor, RefreshCw, Smartphone, Sparkles, Tablet, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isAbortError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useRefreshCredits } from '@/lib/credits';
import { PageMeta } from '@/components/page-meta';
import { toast } from '@/lib/toast';
import { PreviewFrame } from './preview-frame';
import { bundleProject } from '../bundle-project';
import { fixError } from '../api/fix-error';
import { commandCenterProject } from '../samples/command-center';
import { loadCurrentProject, saveCurrentProject, CURRENT_PROJECT_KEY } from '../utils/current-project';
import { openPageUrl } from '../utils/assemble';
import type { Device, PreviewEvent, ProjectFile } from '../types';

const DEVICES: { id: Device; icon: typeof Monitor }[] = [
  { id: 'desktop', icon: Monitor },
  { id: 'tablet', icon: Tablet },
  { id: 'mobile', icon: Smartphone },
];
const MAX_EVENTS = 200;
const REFRESH_SPIN_MS = 1000;

const isError = (e: PreviewEvent) => e.kind !== 'console' ? e.level !== 'warning' : e.level === 'error';

/** The /preview page (spec §2, live preview): device switch, refresh, Open, the current project or the sample. */
export function PreviewPage() {
  const { t, i18n } = useTranslation('preview');
  const { status: authStatus } = useAuth();
  const refreshCredits = useRefreshCredits();
  const [project, setProject] = useState(() => loadCurrentProject());
  const sampleLocale = i18n.language?.startsWith('en') ? 'en' : 'fr';
  const files: ProjectFile[] = useMemo(() => project?.files ?? commandCenterProject(sampleLocale), [project, sampleLocale]);
  const [device, setDevice] = useState<Device>('desktop');
  const [refreshKey, setRefreshKey] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [events, setEvents] = useState<PreviewEvent[]>([]);
  const [fixing, setFixing] = useState<number | null>(null);
  const spinTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The fix under way: cancelled by the user or by leaving the page, the server neither finishes nor charges it (decision 015).
  const fixController = useRef<AbortController | null>(null);
  useEffect(() => () => fixController.current?.abort(), []);

  // The editor may update the project in another tab.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== CURRENT_PROJECT_KEY) return;
      setProject(loadCurrentProject());
      setEvents([]);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(spinTimer.current);
    };
  }, []);

  const handleEvent = useCallback((e: PreviewEvent) => setEvents((list) => [...list.slice(-(MAX_EVENTS - 1)), e]), []);

  function handleRefresh() {
    setEvents([]);
    setRefreshKey((k) => k + 1);
    setSpinning(true);
    clearTimeout(spinTimer.current);
    spinTimer.current = setTimeout(() => setSpinning(false), REFRESH_SPIN_MS);
  }

  async function handleOpen() {
    const result = await bundleProject(files, { locale: i18n.language?.startsWith('en') ? 'en' : 'fr' });
    if (!result.ok) {
      toast.error(t('buildFailed'));
      return;
    }
    window.open(openPageUrl(result, window.location.origin), '_blank', 'noopener,noreferrer');
  }

  async function handleFix(index: number, error: PreviewEvent) {
    const file = files.find((f) => f.path === error.file) ?? files.find((f) => /(^|\/)App\.(t|j)sx?$/.test(f.path));
    if (!file) return;
    setFixing(index);
    const ac = new AbortController();
    fixController.current = ac;
    try {
      const fixed = await fixError(error, file, sampleLocale, { signal: ac.signal });
      const cost = fixed.freeFix ? t('fix.free') : t('fix.cost', { count: fixed.creditsUsed });
      if (!fixed.repaired) {
        // nothing safe to apply: the explanation says what the error means and how to fix it
        toast.info(t('fix.unchanged'), { description: `${cost} · ${fixed.explanation}`, duration: 15_000 });
        return;
      }
      const next = files.map((f) => (f.path === fixed.file.path ? fixed.file : f));
      const name = project?.name ?? t('source.sample');
      saveCurrentProject(name, next);
      setProject({ name, files: next, updatedAt: new Date().toISOString() });
      setEvents([]);
      toast.success(t('fix.done'), { description: `${cost} · ${fixed.explanation}` });
    } catch (e) {
      if (!ac.signal.aborted && !isAbortError(e)) toast.error(t('fix.failed'));
    } finally {
      if (fixController.current === ac) fixController.current = null;
      // charged or not, the one balance (header, dashboard, credits page) refetches
      void refreshCredits();
      if (!ac.signal.aborted) setFixing(null);
    }
  }

  function cancelFix() {
    fixController.current?.abort();
    fixController.current = null;
    setFixing(null);
  }

  const signedIn = authStatus === 'signed-in';
  return (
    <div className="flex h-full min-h-0 flex-col gap-4 p-4">
      <PageMeta title={t('title')} description={t('subtitle')} />
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">
            {project ? t('source.project', { name: project.name }) : t('source.sample')} · {t('subtitle')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label={t('device.label')} className="inline-flex rounded-md border border-input p-0.5">
            {DEVICES.map(({ id, icon: Icon }) => (
              <Button
                key={id}
                size="sm"
                variant={device === id ? 'secondary' : 'ghost'}
                aria-pressed={device === id}
                aria-label={t(`device.${id}`)}
                title={t(`device.${id}`)}
                onClick={() => setDevice(id)}
              >
                <Icon aria-hidden="true" />
              </Button>
            ))}
          </div>
          <Button size="sm" variant="outline" onClick={handleRefresh} aria-label={t('refresh')}>
            <RefreshCw aria-hidden="true" className={spinning ? 'animate-spin' : undefined} data-spinning={spinning} />
            {t('refresh')}
          </Button>
          <Button size="sm" onClick={() => void handleOpen()} title={t('openTitle')}>
            <ExternalLink aria-hidden="true" />
            {t('open')}
          </Button>
        </div>
      </header>

      <div className="min-h-[420px] flex-1 overflow-hidden rounded-lg border border-border bg-muted/30">
        <PreviewFrame files={files} device={device} refreshKey={refreshKey} onEvent={handleEvent} />
      </div>

      <section aria-labelledby="preview-console" className="max-h-56 overflow-auto rounded-lg border border-border bg-card">
        <div className="flex items-center justify-between border-b border-border px-3 py-1.5">
          <h2 id="preview-console" className="text-sm font-medium">
            {t('console.title')}
          </h2>
          <Button size="sm" variant="ghost" aria-label={t('console.clear')} title={t('console.clear')} onClick={() => setEvents([])}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        {events.length === 0 ? (
          <p className="px-3 py-2 text-sm text-muted-foreground">{t('console.empty')}</p>
        ) : (
          <ul className="divide-y divide-border font-mono text-xs" data-testid="preview-events">
            {events.map((e, i) => (
              <li key={i} className={`flex flex-wrap items-start gap-2 px-3 py-1.5 ${isError(e) ? 'text-red-400' : e.level === 'warn' || e.level === 'warning' ? 'text-amber-400' : ''}`}>
                <span className="shrink-0 uppercase opacity-70">{e.kind === 'console' ? e.level : e.kind}</span>
                {e.file ? <span className="shrink-0 opacity-80">{t('at', { file: e.file, line: e.line ?? 1, column: e.column ?? 1 })}</span> : null}
                <span className="min-w-0 flex-1 whitespace-pre-wrap break-words">{e.message}</span>
                {isError(e) && e.kind !== 'console' ? (
                  signedIn ? (
                    <span className="flex gap-1">
                      <Button size="sm" variant="outline" disabled={fixing !== null} onClick={() => void handleFix(i, e)}>
                        <Sparkles aria-hidden="true" />
                        {fixing === i ? t('fix.running') : t('fix.action')}
                      </Button>
                      {fixing === i ? (
                        <Button size="sm" variant="ghost" onClick={cancelFix}>
                          {t('fix.cancel')}
                        </Button>
                      ) : null}
                    </span>
                  ) : (
                    <span className="font-sans text-muted-foreground">{t('fix.signInRequired')}</span>
                  )
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
