import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Bot, Copy, FileText, FolderOpen, Send, ShieldCheck, Sparkles, Square, User } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { AiSource } from '@ov/shared';
import { GenerationProgress } from '@/components/generation-progress';
import { modelLabel, useAiModel } from '@/lib/ai-model';
import { reduceGeneration, streamAppGeneration, type GenerationState } from '@/lib/app-generation';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useRefreshCredits } from '@/lib/credits';
import { errorText } from '@/lib/errors';
import { PageMeta } from '@/components/page-meta';
import { toast } from '@/lib/toast';
import { buyCreditsToast, isOutOfCredits } from '@/lib/credits-refusal';
import { pendingChat } from '@/lib/pending';
import { queryKeys } from '@/lib/query-keys';
import { cn } from '@/lib/utils';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { sendChatMessage } from '../api/send-chat-message';
import { AI_TYPES, badgeKey, toAiType, type AiType } from '../utils/ai-types';
import { isBuildRequest } from '../utils/build-intent';
import { MessageContent } from './message-content';

export type ChatMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
  type: 'text' | 'code' | 'app';
  language?: string;
  /** welcome messages are translated at render time so they follow the interface language */
  welcomeKey?: '1' | '2' | '3';
  sources?: AiSource[];
  creditsUsed?: number;
  model?: string;
  fallback?: boolean;
  explanation?: string;
  securityAnalysis?: string;
  error?: boolean;
  streaming?: boolean;
  /** An app being built from this message (type 'app'): the same project as the landing's "Créer App". */
  generation?: Exclude<GenerationState, { status: 'idle' }>;
  /** A build request from a visitor: sign in first. */
  signIn?: boolean;
  /** refused for lack of credits: the bubble offers the credits page (decision 030) */
  credits?: boolean;
};

const EXAMPLES = ['drones', 'soc', 'inventory', 'access', 'rgpd', 'tender'] as const;
const WELCOME: ChatMessage[] = (['1', '2', '3'] as const).map((k) => ({
  id: `welcome-${k}`,
  role: 'assistant',
  content: '',
  timestamp: new Date(),
  type: 'text',
  welcomeKey: k,
}));

let seq = 0;
const nextId = () => `m-${Date.now().toString(36)}-${seq++}`;

type NavState = { initialPrompt?: unknown; aiType?: unknown; resumePending?: unknown } | null;

export function ChatPage() {
  const { t, i18n } = useTranslation(['chat', 'common', 'errors']);
  const location = useLocation();
  const navigate = useNavigate();
  const { status } = useAuth();
  const refreshCredits = useRefreshCredits();
  // A visitor gets the free local reply of the chat assistants (spec §6, decision 025); writing
  // code is generation and needs an account, so CodeGen is not offered.
  const anonymous = status === 'signed-out';
  const types: readonly AiType[] = anonymous ? AI_TYPES.filter((type) => type !== 'sentinel-codegen') : AI_TYPES;
  const allowed = (type: AiType): AiType => (types.includes(type) ? type : toAiType(undefined));
  const state = location.state as NavState;
  const [aiType, setAiType] = useState<AiType>(() => allowed(toAiType(state?.aiType)));
  const [messages, setMessages] = useState<ChatMessage[]>(WELCOME);
  const [input, setInput] = useState('');
  const [loading, setLoading] = useState(false);
  const loadingRef = useRef(false);
  // A message refused for lack of credits, kept in this tab (sessionStorage) until it is answered or dropped.
  const [pending, setPending] = useState<{ message: string; aiType: string } | null>(() => (status === 'signed-in' ? pendingChat.peek() : null));
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const queryClient = useQueryClient();
  const configuredModel = useAiModel();
  // Leaving the page or "Arrêter" aborts the reply or build under way: the server then neither finishes nor
  // charges it (decision 015).
  const running = useRef(new Set<AbortController>());
  useEffect(() => {
    const set = running.current;
    return () => set.forEach((ac) => ac.abort());
  }, []);
  const stop = () => running.current.forEach((ac) => ac.abort());

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);

  const patch = (id: string, update: Partial<ChatMessage> | ((m: ChatMessage) => Partial<ChatMessage>)) =>
    setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...(typeof update === 'function' ? update(m) : update) } : m)));

  const send = useCallback(
    async (raw: string, type: AiType) => {
      const message = raw.trim();
      if (!message || loadingRef.current) return;
      loadingRef.current = true;
      setLoading(true);
      setInput('');
      const replyId = nextId();
      if (isBuildRequest(message, { codegen: type === 'sentinel-codegen' })) {
        await build(message, replyId);
        loadingRef.current = false;
        setLoading(false);
        inputRef.current?.focus();
        return;
      }
      setMessages((list) => [
        ...list,
        { id: nextId(), role: 'user', content: message, timestamp: new Date(), type: 'text' },
        { id: replyId, role: 'assistant', content: '', timestamp: new Date(), type: 'text', streaming: true },
      ]);
      const ac = new AbortController();
      running.current.add(ac);
      try {
        const reply = await sendChatMessage({ type, message, uiLanguage: i18n.language === 'en' ? 'en' : 'fr', signal: ac.signal }, (token) =>
          patch(replyId, (m) => ({ content: m.content + token })),
        );
        if (reply.kind === 'code') {
          patch(replyId, {
            streaming: false,
            type: 'code',
            content: reply.code,
            language: reply.language,
            explanation: reply.explanation,
            securityAnalysis: reply.securityAnalysis,
            creditsUsed: reply.creditsUsed,
            model: reply.model,
          });
          toast.success(t('toast.code'));
        } else {
          patch(replyId, { streaming: false, content: reply.text, sources: reply.sources, creditsUsed: reply.creditsUsed, model: reply.model, fallback: reply.fallback });
          toast.success(reply.creditsUsed > 0 ? t('toast.reply', { count: reply.creditsUsed }) : t('toast.replyFree'));
        }
        pendingChat.clear();
        setPending(null);
      } catch (err) {
        if (ac.signal.aborted) {
          // stopped by the user, or the page was left: what arrived stays, marked as interrupted
          patch(replyId, (m) => ({ streaming: false, content: m.content ? `${m.content}\n\n${t('stopped')}` : t('stopped') }));
        } else if (isOutOfCredits(err)) {
          // The message stays unanswered and is kept: once credits are bought it is sent again (decision 030).
          pendingChat.save(message, type);
          setPending({ message, aiType: type });
          patch(replyId, { streaming: false, credits: true, content: errorText(t, err) });
          toast.error(t('toast.credits'), buyCreditsToast(t('common:outOfCredits.buy'), () => navigate(paths.credits, { state: { from: paths.chat } }), errorText(t, err)));
        } else if (isApiError(err) && err.code !== 'network_error' && err.status > 0 && err.status < 500) {
          patch(replyId, { streaming: false, error: true, content: errorText(t, err) });
          toast.error(t('toast.error'), { description: errorText(t, err) });
        } else if (isApiError(err) && err.code === 'ai_error') {
          patch(replyId, { streaming: false, error: true, content: errorText(t, err) });
          toast.error(t('toast.error'));
        } else {
          patch(replyId, { streaming: false, error: true, content: t('commError') });
          toast.error(t('toast.error'));
        }
      } finally {
        running.current.delete(ac);
        // success or failure, the reply may have charged: every place that shows the balance refetches it
        if (!anonymous) void refreshCredits();
        loadingRef.current = false;
        setLoading(false);
        inputRef.current?.focus();
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- build reads the same values (anonymous, queryClient)
    [i18n.language, refreshCredits, t, anonymous, queryClient, navigate],
  );

  /** A request to build an app: built like the landing's "Créer App", with its progress in the reply (decision 113). */
  async function build(message: string, replyId: string) {
    let gen = reduceGeneration({ status: 'idle' }, { type: 'start', prompt: message });
    const show = () => patch(replyId, { generation: gen as Exclude<GenerationState, { status: 'idle' }> });
    setMessages((list) => [
      ...list,
      { id: nextId(), role: 'user', content: message, timestamp: new Date(), type: 'text' },
      anonymous
        ? { id: replyId, role: 'assistant', content: t('build.signIn'), timestamp: new Date(), type: 'text', signIn: true }
        : { id: replyId, role: 'assistant', content: '', timestamp: new Date(), type: 'app', generation: gen as Exclude<GenerationState, { status: 'idle' }> },
    ]);
    if (anonymous) return;
    const ac = new AbortController();
    running.current.add(ac);
    try {
      const r = await streamAppGeneration(
        { prompt: message },
        {
          onProgress: (p) => {
            gen = reduceGeneration(gen, { type: 'progress', step: p.step });
            show();
          },
          onFile: (file) => {
            gen = reduceGeneration(gen, { type: 'file', file });
            show();
          },
        },
        ac.signal,
      );
      gen = reduceGeneration(gen, { type: 'done', result: r });
      patch(replyId, { generation: gen as Exclude<GenerationState, { status: 'idle' }>, content: r.response, creditsUsed: r.creditsUsed, model: r.model });
      if (r.project_id) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
        toast.success(t('build.done', { name: r.project_title ?? '' }));
      }
    } catch (err) {
      // stopped or left: the bubble says the request was cancelled (errors:aborted), without a toast
      gen = reduceGeneration(gen, { type: 'error', error: err });
      show();
      if (!ac.signal.aborted) toast.error(t('toast.error'), { description: errorText(t, err) });
    } finally {
      running.current.delete(ac);
      void refreshCredits();
    }
  }

  // Spec §2: a prompt arriving from the home page is shown in a toast (first 50 characters, 3 s)
  // and sent after 1000 ms. The navigation state is cleared so a reload does not send it again.
  const initialHandled = useRef(false);
  useEffect(() => {
    const prompt = typeof state?.initialPrompt === 'string' ? state.initialPrompt.trim() : '';
    if (!prompt || initialHandled.current) return;
    initialHandled.current = true;
    const type = allowed(toAiType(state?.aiType));
    toast.info(t('toast.initial', { text: prompt.slice(0, 50) }), { duration: 3000 });
    navigate(location.pathname, { replace: true, state: { aiType: type } });
    const timer = setTimeout(() => void send(prompt, type), 1000);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the state it arrived with
  }, []);

  // Back from the credits page after a purchase: the kept message is sent again at once; otherwise it is offered.
  const resumeHandled = useRef(false);
  useEffect(() => {
    if (resumeHandled.current || status !== 'signed-in' || !pending || state?.resumePending !== true) return;
    resumeHandled.current = true;
    navigate(location.pathname, { replace: true, state: null });
    const timer = setTimeout(() => void send(pending.message, allowed(toAiType(pending.aiType))), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the state it arrived with
  }, [status, pending]);
  useEffect(() => {
    if (status === 'signed-in' && !pending) setPending(pendingChat.peek());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the session arrives
  }, [status]);

  const handleKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey || !e.shiftKey)) {
      e.preventDefault();
      void send(input, aiType);
    }
  };

  const showExamples = messages.length <= 3;
  // The model that really answered last, else the configured one (issue 13 point 5, decision 113).
  const lastModel = [...messages].reverse().find((m) => m.role === 'assistant' && m.model)?.model ?? configuredModel;
  const badge = lastModel ? `${t(`badges.${badgeKey(aiType)}`)} · ${modelLabel(t, lastModel)}` : t(`badges.${badgeKey(aiType)}`);

  return (
    <div className="mx-auto flex h-full max-w-4xl flex-col gap-4">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <Sparkles className="size-6 text-primary" aria-hidden="true" /> {t('title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
        </div>
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            <span>{t('assistant')}</span>
            <NativeSelect className="w-44" value={aiType} onChange={(e) => setAiType(e.target.value as AiType)} disabled={loading}>
              {types.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Badge variant="secondary" data-testid="model-badge">
            <Bot className="size-3" aria-hidden="true" /> {badge}
          </Badge>
        </div>
      </header>

      {anonymous ? (
        <p role="note" className="rounded-md border border-primary/40 bg-primary/5 px-4 py-3 text-sm" data-testid="chat-visitor-note">
          {t('visitor.note')}{' '}
          <Link to={paths.auth} state={{ from: paths.chat }} className="font-medium text-primary underline underline-offset-4">
            {t('visitor.signIn')}
          </Link>
        </p>
      ) : null}

      {pending && !loading ? (
        <div role="region" aria-label={t('pending.label')} className="flex flex-wrap items-center gap-2 rounded-md border border-primary/40 bg-primary/5 px-4 py-3 text-sm" data-testid="chat-pending">
          <p className="min-w-0 flex-1">
            {t('pending.text')} <q className="break-words font-medium">{pending.message.slice(0, 120)}</q>
          </p>
          <Button size="sm" onClick={() => void send(pending.message, allowed(toAiType(pending.aiType)))}>
            {t('pending.send')}
          </Button>
          <Button size="sm" variant="outline" asChild>
            <Link to={paths.credits} state={{ from: paths.chat }}>{t('common:outOfCredits.buy')}</Link>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              pendingChat.clear();
              setPending(null);
            }}
          >
            {t('pending.drop')}
          </Button>
        </div>
      ) : null}

      <section aria-label={t('messages')} className="flex-1 space-y-3 overflow-y-auto rounded-lg border bg-card p-4" aria-live="polite" aria-busy={loading}>
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} onPropose={(p) => void send(p, aiType)} />
        ))}
        {loading ? <Spinner label={t('thinking')} className="justify-start text-sm text-muted-foreground" /> : null}
        <div ref={endRef} />
      </section>

      {showExamples ? (
        <section aria-labelledby="chat-examples" className="space-y-2">
          <h2 id="chat-examples" className="text-sm font-semibold text-muted-foreground">
            {t('examplesTitle')}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {EXAMPLES.map((key) => (
              <li key={key}>
                <button
                  type="button"
                  className="h-full w-full rounded-lg border bg-card p-3 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => {
                    setInput(t(`examples.${key}.prompt`));
                    inputRef.current?.focus();
                  }}
                >
                  <span className="sr-only">{t('useExample')} </span>
                  <span className="block font-medium">{t(`examples.${key}.title`)}</span>
                  <span className="mt-1 block text-muted-foreground">{t(`examples.${key}.prompt`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void send(input, aiType);
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          {t('inputLabel')}
        </label>
        <Textarea
          id="chat-input"
          ref={inputRef}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={t('placeholder')}
          className="min-h-16 flex-1 resize-y"
          maxLength={8000}
        />
        {loading ? (
          <Button type="button" variant="outline" onClick={stop} aria-label={t('stop')}>
            <Square aria-hidden="true" /> <span className="hidden sm:inline">{t('stop')}</span>
          </Button>
        ) : null}
        <Button type="submit" disabled={loading || !input.trim()} aria-label={t('send')}>
          <Send aria-hidden="true" /> <span className="hidden sm:inline">{t('send')}</span>
        </Button>
      </form>
    </div>
  );
}

function MessageBubble({ message: m, onPropose }: { message: ChatMessage; onPropose: (prompt: string) => void }) {
  const { t, i18n } = useTranslation(['chat', 'common', 'errors']);
  const mine = m.role === 'user';
  const text = m.welcomeKey ? t(`welcome.${m.welcomeKey}`) : m.content;
  // the offline assistants end with a "Sources :" line; the list below shows them as structured data
  const body = m.sources?.length ? text.replace(/\n+Sources\s*:[^\n]*$/, '') : text;
  if (m.streaming && !m.content) return null;
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(m.timestamp);

  return (
    <article
      className={cn('flex gap-3', mine ? 'flex-row-reverse' : '')}
      aria-label={`${mine ? t('you') : t('ai')}, ${time}`}
      data-role={m.role}
    >
      <span className={cn('mt-1 flex size-8 shrink-0 items-center justify-center rounded-full', mine ? 'bg-primary text-primary-foreground' : 'bg-secondary')} aria-hidden="true">
        {mine ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn(
          'max-w-[85%] space-y-2 rounded-lg px-4 py-2 text-sm',
          mine ? 'bg-primary text-primary-foreground' : 'bg-muted/50',
          m.error ? 'border border-destructive text-destructive' : '',
        )}
      >
        {m.type === 'code' ? (
          <CodeReply message={m} />
        ) : m.type === 'app' && m.generation ? (
          <AppReply message={m} onPropose={onPropose} />
        ) : (
          <MessageContent text={body} />
        )}
        {m.signIn ? (
          <Link to={paths.auth} state={{ from: paths.chat }} className="font-medium text-primary underline underline-offset-4">
            {t('visitor.signIn')}
          </Link>
        ) : null}
        {m.credits ? (
          <Link to={paths.credits} state={{ from: paths.chat }} className="inline-block font-medium text-primary underline underline-offset-4">
            {t('common:outOfCredits.buy')}
          </Link>
        ) : null}
        {m.sources && m.sources.length > 0 ? (
          <div className="border-t pt-2 text-xs">
            <p className="flex items-center gap-1 font-semibold">
              <FileText className="size-3" aria-hidden="true" /> {t('sources')}
            </p>
            <ul className="mt-1 list-inside list-disc text-muted-foreground">
              {m.sources.map((s) => (
                <li key={s.id}>{s.title}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {!mine && m.creditsUsed !== undefined ? (
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground" data-testid="reply-cost">
            <span>{m.creditsUsed > 0 ? t('cost', { count: m.creditsUsed }) : t('free')}</span>
            {m.model ? <span data-testid="reply-model">· {modelLabel(t, m.model)}</span> : null}
            {m.fallback ? <Badge variant="outline">{t('fallback')}</Badge> : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** An app built from the chat: its progress, then what was built and "Ouvrir dans l'éditeur". */
function AppReply({ message: m, onPropose }: { message: ChatMessage; onPropose: (prompt: string) => void }) {
  const { t } = useTranslation(['chat', 'common', 'errors']);
  const g = m.generation!;
  if (g.status !== 'done') return <GenerationProgress state={g} onPropose={onPropose} compact />;
  const id = g.result.project_id;
  return (
    <div className="space-y-2" data-testid="chat-app-reply">
      <p className="font-semibold">{id ? t('build.saved', { name: g.result.project_title ?? '' }) : t('build.built')}</p>
      <MessageContent text={m.content} />
      {id ? (
        <Button asChild size="sm">
          <Link to={paths.editorProject(id)}>
            <FolderOpen aria-hidden="true" />
            {t('build.open')}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

function CodeReply({ message: m }: { message: ChatMessage }) {
  const { t } = useTranslation(['chat', 'common', 'errors']);
  const handleCopy = async () => {
    await navigator.clipboard?.writeText(m.content);
    toast.success(t('copied'));
  };
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold">{t('code', { language: m.language ?? '' })}</p>
        <Button variant="ghost" size="sm" onClick={() => void handleCopy()} aria-label={t('copy')}>
          <Copy aria-hidden="true" />
        </Button>
      </div>
      <pre className="max-h-96 overflow-auto rounded-md bg-muted p-3 text-xs" data-language={m.language}>
        <code>{m.content}</code>
      </pre>
      {m.explanation ? (
        <div>
          <p className="font-semibold">{t('explanation')}</p>
          <MessageContent text={m.explanation} />
        </div>
      ) : null}
      {m.securityAnalysis ? (
        <div>
          <p className="flex items-center gap-1 font-semibold">
            <ShieldCheck className="size-4" aria-hidden="true" /> {t('security')}
          </p>
          <MessageContent text={m.securityAnalysis} />
        </div>
      ) : null}
    </div>
  );
}
