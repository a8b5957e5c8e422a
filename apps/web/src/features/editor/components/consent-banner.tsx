import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Cookie } from 'lucide-react';
import { ConsentPrompt } from '@/components/consent-prompt';
import { cn } from '@/lib/utils';
import type { Consent } from '../utils/consent';

/**
 * The code-editor variant's own cookie banner (spec §2 "Cookie banner Accepter or Refuser", §3 ov_consent cookie).
 * It is read before the first paint (no banner popping in later) and sits in the component's flow below the panels,
 * so it never covers a control and the toolbar never moves when it goes away. See decision 102.
 */
export function ConsentBanner({ onAnswered, className }: { onAnswered?: (value: Consent) => void; className?: string }) {
  const { t } = useTranslation('editor');
  const textId = useId();
  return (
    <ConsentPrompt
      label={t('consent.label')}
      accept={t('consent.accept')}
      reject={t('consent.reject')}
      describedBy={textId}
      testId="code-editor-consent"
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-border bg-card px-3 py-2 text-sm', className)}
      actionsClassName="flex gap-2"
      onAnswered={onAnswered}
    >
      <Cookie className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <p id={textId} className="min-w-0 flex-1 basis-64">
        {t('consent.text')}
      </p>
    </ConsentPrompt>
  );
}
