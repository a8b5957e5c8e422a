import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Eraser } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { runCommand, type TerminalContext, type TerminalLine } from '../utils/terminal';

type Props = { context: Omit<TerminalContext, 't'>; onRefreshPreview: () => void };

const COLORS = { input: 'text-sky-300', output: 'text-slate-200', error: 'text-red-400', success: 'text-emerald-400' } as const;

/** The terminal tab: a command on Enter, a clear button; empty input is ignored. */
export function TerminalPanel({ context, onRefreshPreview }: Props) {
  const { t } = useTranslation(['editor']);
  const [lines, setLines] = useState<TerminalLine[]>(() => [{ kind: 'output', text: t('terminal.welcome') }]);
  const [input, setInput] = useState('');
  const [running, setRunning] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  // Scroll the log only (scrollIntoView would scroll the page too, and returns a promise in recent Chromium,
  // which must not become an effect cleanup).
  useEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines]);

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    if (running) return;
    const cmd = input;
    setInput('');
    setRunning(true);
    try {
      const result = await runCommand(cmd, { ...context, t: (k, v) => t(k, v) });
      if (!result) return;
      if (result.clear) setLines([]);
      else setLines((l) => [...l, ...result.lines].slice(-500));
      if (result.refreshPreview) onRefreshPreview();
    } finally {
      setRunning(false);
    }
  }

  return (
    <div className="flex h-full flex-col rounded-md bg-slate-950 font-mono text-xs">
      <div className="flex items-center justify-between border-b border-slate-800 px-2 py-1">
        <span className="text-slate-400">{t('terminal.title')}</span>
        <Button variant="ghost" size="icon" className="size-6 text-slate-300" aria-label={t('terminal.clear')} onClick={() => setLines([])}>
          <Eraser className="size-3.5" aria-hidden="true" />
        </Button>
      </div>
      <div ref={logRef} className="min-h-0 flex-1 overflow-auto p-2" role="log" aria-live="polite" aria-label={t('terminal.output')} data-testid="terminal-output">
        {lines.map((l, i) => (
          <div key={i} className={`whitespace-pre-wrap break-words ${COLORS[l.kind]}`}>
            {l.text}
          </div>
        ))}
      </div>
      <form onSubmit={handleSubmit} className="flex items-center gap-1 border-t border-slate-800 px-2 py-1">
        <span className="text-emerald-400" aria-hidden="true">
          $
        </span>
        <input
          className="min-w-0 flex-1 bg-transparent text-slate-100 outline-none"
          aria-label={t('terminal.input')}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          disabled={running}
          autoComplete="off"
          spellCheck={false}
        />
      </form>
    </div>
  );
}
