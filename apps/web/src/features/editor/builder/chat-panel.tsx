import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bot, FolderOpen, Loader2, Send, User } from 'lucide-react';
import type { GenerationStep } from '@ov/shared';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { cn, submitOnEnter } from '@/lib/utils';
import type { BuilderMessage } from './use-builder-chat';

type Props = { messages: BuilderMessage[]; busy: boolean; onSend: (text: string) => void; step?: GenerationStep | null };

export function ChatPanel({ messages, busy, onSend, step = null }: Props) {
  const { t } = useTranslation(['builder', 'common']);
  const [input, setInput] = useState('');
  const inputId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  // Scroll the message list only (scrollIntoView would also scroll the page on small screens).
  useEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, busy]);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy || !input.trim()) return;
    onSend(input);
    setInput('');
  };
  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="builder-chat">
      <div ref={scrollRef} className="min-h-0 flex-1 overflow-auto p-3">
      <ol className="space-y-3 text-sm" aria-live="polite" aria-relevant="additions">
        {messages.map((m) => (
          <li key={m.id} className={cn('flex gap-2', m.role === 'user' && 'flex-row-reverse')} data-role={m.role}>
            <span className="mt-0.5 shrink-0 text-muted-foreground" aria-hidden="true">
              {m.role === 'user' ? <User className="size-4" /> : <Bot className="size-4" />}
            </span>
            <div
              className={cn(
                'max-w-[85%] whitespace-pre-wrap break-words rounded-lg px-3 py-2',
                m.role === 'user' ? 'bg-primary text-primary-foreground' : 'bg-muted',
                (m.kind === 'error' || m.kind === 'credits') && 'text-destructive',
              )}
            >
              <span className="sr-only">{m.role === 'user' ? t('chat.you') : t('chat.assistant')} : </span>
              {m.content}
              {m.kind === 'credits' || m.kind === 'signin' ? (
                <>
                  {' '}
                  <Link to={m.kind === 'credits' ? paths.credits : paths.auth} state={{ from: paths.builder }} className="font-medium underline underline-offset-4">
                    {m.kind === 'credits' ? t('common:outOfCredits.buy') : t('chat.signIn')}
                  </Link>
                </>
              ) : null}
              {m.projectId ? (
                <Button asChild size="sm" variant="secondary" className="mt-2 flex w-fit">
                  <Link to={paths.editorProject(m.projectId)}>
                    <FolderOpen aria-hidden="true" />
                    {t('chat.openInEditor')}
                  </Link>
                </Button>
              ) : null}
              {m.proposals?.length ? (
                <ul className="mt-2 grid gap-1.5" aria-label={t('chat.proposals')}>
                  {m.proposals.map((p) => (
                    <li key={p}>
                      <Button type="button" size="sm" variant="outline" className="h-auto w-full justify-start whitespace-normal py-1.5 text-left" disabled={busy} onClick={() => onSend(p)}>
                        {p}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
        {busy ? (
          <li className="flex items-center gap-2 text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {step ? t(`common:generation.steps.${step}`) : t('chat.thinking')}
          </li>
        ) : null}
      </ol>
      </div>
      <form onSubmit={handleSubmit} className="border-t p-2">
        <label htmlFor={inputId} className="sr-only">
          {t('chat.inputLabel')}
        </label>
        <div className="flex gap-2">
          <textarea
            id={inputId}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={submitOnEnter}
            rows={2}
            placeholder={t('chat.placeholder')}
            className="min-h-14 flex-1 resize-none rounded-md border border-input bg-background px-2 py-1.5 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
          />
          <Button type="submit" size="icon" disabled={busy || !input.trim()} aria-label={t('chat.send')} title={t('chat.send')}>
            <Send aria-hidden="true" />
          </Button>
        </div>
        <p className="mt-1 text-xs text-muted-foreground">{t('chat.cost')}</p>
      </form>
    </div>
  );
}
