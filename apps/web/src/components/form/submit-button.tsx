import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A form's submit button: disabled and spinning while the request is under way, else its icon (if any). */
export function SubmitButton({ busy, icon, className, children }: { busy: boolean; icon?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <Button type="submit" className={className} disabled={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : (icon ?? null)}
      {children}
    </Button>
  );
}
