import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A side drawer (Radix Dialog): focus trapped, Escape closes, labelled by its title. */
export function Sheet({
  open,
  onOpenChange,
  title,
  closeLabel,
  children,
  className,
  style,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  className?: string;
  style?: React.CSSProperties;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          className={cn('fixed inset-y-0 left-0 z-50 flex h-full flex-col bg-sidebar text-sidebar-foreground shadow-lg', className)}
          aria-describedby={undefined}
          style={style}
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          <Dialog.Close
            className="absolute right-2 top-2 rounded-sm p-1 hover:bg-sidebar-accent focus-visible:outline-2 focus-visible:outline-ring"
            aria-label={closeLabel}
          >
            <X className="size-4" aria-hidden="true" />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
