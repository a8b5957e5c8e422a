import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A labelled loading indicator: the label is visible and announced politely. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex items-center justify-center gap-2', className)}>
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
