import { useState, type ReactNode } from 'react';
import { Button } from './ui/button';
import { readSiteConsent, writeSiteConsent, type Consent } from '@/lib/consent';

type ConsentPromptProps = {
  /** The region's accessible name. */
  label: string;
  accept: string;
  reject: string;
  /** The question itself (text, icon), before the answers. */
  children: ReactNode;
  /** After the two answers, in the same row (e.g. a link to the privacy page). */
  after?: ReactNode;
  className?: string;
  actionsClassName?: string;
  describedBy?: string;
  testId: string;
  onAnswered?: (value: Consent) => void;
};

/**
 * The site's one cookie question (decision 034), whichever page asks it: shown while the visitor has not answered,
 * Accept stores yes and Reject no (in both of the spec's stores), and either hides it. Each page places and words it.
 */
export function ConsentPrompt({ label, accept, reject, children, after, className, actionsClassName, describedBy, testId, onAnswered }: ConsentPromptProps) {
  const [visible, setVisible] = useState(() => readSiteConsent() === null);
  if (!visible) return null;
  const answer = (value: Consent) => {
    writeSiteConsent(value);
    setVisible(false);
    onAnswered?.(value);
  };
  return (
    <section aria-label={label} aria-describedby={describedBy} data-testid={testId} className={className}>
      {children}
      <div className={actionsClassName}>
        <Button size="sm" onClick={() => answer('yes')}>
          {accept}
        </Button>
        <Button size="sm" variant="outline" onClick={() => answer('no')}>
          {reject}
        </Button>
        {after}
      </div>
    </section>
  );
}
