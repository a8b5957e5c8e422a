import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentProps, type ComponentType, type FormEvent } from 'react';
import { Link, useNavigate } from '@/lib/nav';
import { useTranslation } from 'react-i18next';
import { Bot, Loader2, MessageSquare, Sparkles, Wand2 } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { pendingGeneration } from '@/lib/pending';
import { copyBox } from '@/lib/copy-box';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import type { GenerationProgress as GenerationProgressImpl } from '@/components/generation-progress';
import { PressedGroup } from '@/components/pressed-group';
import { cn, submitOnEnter } from '@/lib/utils';
import { useTypingPlaceholder } from '../hooks/use-typing-placeholder';
import { useReducedMotion } from '../hooks/use-reduced-motion';

// The generation panel shows only once a prompt is sent: not part of the first load (docs/performance.md, Landing,
// third round). Its module is fetched as soon as the visitor starts using the prompt, so it is there by the click.
// Its module failing to load (offline, or a redeploy removed it) leaves the panel out: on the landing shell no error
// boundary would catch it, and the whole page would go blank (decision 234). The editor shows the steps anyway.
const loadProgress = () => import('@/components/generation-progress');
const NoProgress: ComponentType<ComponentProps<typeof GenerationProgressImpl>> = () => null;
const GenerationProgress = lazy<ComponentType<ComponentProps<typeof GenerationProgressImpl>>>(() =>
  loadProgress().then(
    (m) => ({ default: m.GenerationProgress }),
    () => ({ default: NoProgress }),
  ),
);
const preloadProgress = () => void loadProgress().catch(() => {});

export const HERO_MODES = ['app', 'chat'] as const;
export type HeroMode = (typeof HERO_MODES)[number];
export const HERO_ASSISTANTS = ['sentinel', 'gov-advisor', 'builder'] as const;
export type HeroAssistant = (typeof HERO_ASSISTANTS)[number];
const CHIPS = ['dashboard', 'incident', 'access', 'inventory'] as const;

/** Navigation state read by /editor (an app to build, decision 112) and /chat (initial prompt, decision 121). */
export type EditorNavState = { generate: { prompt: string } };
export type ChatNavState = { initialPrompt: string; aiType: HeroAssistant };

type Notice = { kind: 'signin' | 'error' | 'credits'; text: string } | null;

/** The hero's prompt box: 'Créer App' generates an app and opens the editor; 'Chat' opens an assistant. */
export function HeroPrompt() {
  const { t } = useTranslation(['landing', 'common']);
  const { status } = useAuth();
  const navigate = useNavigate();
  const reducedMotion = useReducedMotion();
  const [mode, setMode] = useState<HeroMode>('app');
  const [assistant, setAssistant] = useState<HeroAssistant>('sentinel');
  const [prompt, setPrompt] = useState('');
  const [loading, setLoading] = useState(false);
  const [focused, setFocused] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const inputId = useId();
  const noticeId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const examples = t('prompt.examples', { returnObjects: true });
  const placeholder = useTypingPlaceholder(examples, reducedMotion || focused || prompt !== '' || loading);

  // Decision 030: a prompt typed before signing in is kept for this tab and the generation resumes when the user
  // comes back signed in (from sign-in, sign-up or the credits page, where the editor sends an out-of-credits refusal).
  const submitApp = (text: string) => {
    if (status !== 'signed-in') {
      pendingGeneration.save(text);
      setNotice({ kind: 'signin', text: t('prompt.signInRequired') });
      toast.error(t('prompt.signInRequired'), { description: t('prompt.kept') });
      return;
    }
    // The editor builds the app with its progress, from the first event (decision 112): the credit check (402)
    // and every error are shown there, with a way forward.
    setLoading(true);
    const state: EditorNavState = { generate: { prompt: text } };
    navigate(paths.editor, { state });
  };

  // Decision 298: the text, focus and caret of the prerendered copy's box, typed before the app took over. Its focus
  // is read while rendering, before the first commit removes a copy that is replaced rather than hydrated.
  if (copyBox.el && copyBox.focused === undefined) copyBox.focused = document.activeElement === copyBox.el;
  useLayoutEffect(() => {
    const from = copyBox.el;
    const el = box.current;
    if (!from || !el) return;
    copyBox.el = null;
    // Read from the DOM, not from a replayed change event: the hydrated box may hold text its state does not.
    if (from.value) setPrompt(from.value);
    if (from !== el) {
      el.value = from.value;
      if (copyBox.focused) {
        el.focus({ preventScroll: true });
        el.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection);
      }
    }
    setFocused(document.activeElement === el);
  }, []);

  const resumed = useRef(false);
  useEffect(() => {
    if (status !== 'signed-in' || resumed.current) return;
    const pending = pendingGeneration.take();
    if (!pending) return;
    resumed.current = true;
    setMode('app');
    setPrompt(pending.prompt);
    toast.info(t('prompt.resumed'), { description: pending.prompt.slice(0, 80) });
    submitApp(pending.prompt);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resumes once, when the user is signed in
  }, [status]);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const text = prompt.trim();
    if (loading || !text) return;
    setNotice(null);
    if (mode === 'chat') {
      const state: ChatNavState = { initialPrompt: text, aiType: assistant };
      navigate(paths.chat, { state });
      return;
    }
    submitApp(text);
  };

  return (
    <form
      onSubmit={handleSubmit}
      onFocusCapture={preloadProgress}
      onPointerDownCapture={preloadProgress}
      aria-busy={loading}
      className="w-full max-w-3xl rounded-2xl border bg-card p-3 text-left shadow-lg sm:p-4"
      data-testid="hero-prompt"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PressedGroup
          label={t('prompt.modeLabel')}
          options={HERO_MODES}
          value={mode}
          onChange={(m) => {
            setMode(m);
            setNotice(null);
          }}
          disabled={loading}
          className="inline-flex rounded-lg bg-muted p-1"
          buttonClassName="inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring"
          pressedClassName="bg-background text-foreground shadow-sm"
          idleClassName="text-muted-foreground hover:text-foreground"
        >
          {(m) => (
            <>
              {m === 'app' ? <Wand2 className="size-4" aria-hidden="true" /> : <MessageSquare className="size-4" aria-hidden="true" />}
              {t(`prompt.modes.${m}`)}
            </>
          )}
        </PressedGroup>
        {mode === 'chat' ? (
          <PressedGroup
            label={t('prompt.assistantLabel')}
            options={HERO_ASSISTANTS}
            value={assistant}
            onChange={setAssistant}
            disabled={loading}
            className="inline-flex flex-wrap gap-1"
            buttonClassName="inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-ring"
            pressedClassName="border-primary bg-primary text-primary-foreground"
            idleClassName="hover:bg-accent"
          >
            {(a) => (
              <>
                <Bot className="size-3.5" aria-hidden="true" />
                {t(`prompt.assistants.${a}`)}
              </>
            )}
          </PressedGroup>
        ) : (
          <span className="text-xs text-muted-foreground">{t('prompt.cost')}</span>
        )}
      </div>
      <label htmlFor={inputId} className="sr-only">
        {t('prompt.label')}
      </label>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <textarea
          ref={box}
          id={inputId}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={submitOnEnter}
          disabled={loading}
          rows={2}
          placeholder={placeholder}
          aria-describedby={notice ? noticeId : undefined}
          className="min-h-16 flex-1 resize-none rounded-lg border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
        />
        <Button type="submit" size="lg" disabled={loading || prompt.trim() === ''} className="sm:self-stretch sm:h-auto">
          {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
          {loading ? t('prompt.generating') : mode === 'app' ? t('prompt.submitApp') : t('prompt.submitChat')}
        </Button>
      </div>
      <div role="status" aria-live="polite" id={noticeId} className="empty:hidden">
        {notice ? (
          <p className={cn('mt-2 text-sm', notice.kind === 'error' ? 'text-destructive' : 'text-foreground')} data-testid="hero-notice">
            {notice.text}
            {notice.kind === 'signin' ? (
              <>
                {' '}
                <Link to={paths.auth} state={{ from: paths.home }} className="font-medium text-primary underline underline-offset-4">
                  {t('prompt.signIn')}
                </Link>
                {' '}
                {t('prompt.or')}{' '}
                <Link to={paths.auth} state={{ from: paths.home, tab: 'sign-up' }} className="font-medium text-primary underline underline-offset-4">
                  {t('prompt.signUp')}
                </Link>
                {'. '}
                {t('prompt.kept')}
              </>
            ) : null}
            {notice.kind === 'credits' ? (
              <>
                {' '}
                <Link to={paths.credits} state={{ from: paths.home }} className="font-medium text-primary underline underline-offset-4">
                  {t('common:outOfCredits.buy')}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      {loading && mode === 'app' ? (
        // The steps show from the click, while the editor's code loads; the editor then goes on with them (issue 12).
        <Suspense fallback={null}>
          <GenerationProgress state={{ status: 'running', prompt: prompt.trim(), steps: [], files: [] }} compact className="mt-3" />
        </Suspense>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label={t('prompt.suggestionsLabel')}>
        {CHIPS.map((c) => (
          <button
            key={c}
            type="button"
            disabled={loading}
            onClick={() => {
              setPrompt(t(`prompt.chipPrompts.${c}`));
              setNotice(null);
            }}
            className="rounded-full border px-3 py-1 text-xs text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
          >
            {t(`prompt.chips.${c}`)}
          </button>
        ))}
      </div>
      {mode === 'chat' ? <p className="mt-2 text-xs text-muted-foreground">{t('prompt.chatHint')}</p> : null}
    </form>
  );
}
