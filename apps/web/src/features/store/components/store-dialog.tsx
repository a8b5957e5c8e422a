import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';

/** A modal form (Radix Dialog): focus trapped, Escape closes, named by its title and described by its text. */
export function StoreDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border bg-card text-card-foreground shadow-lg">
          <div className="border-b p-4 pr-12">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted-foreground">{description}</Dialog.Description>
          </div>
          <Dialog.Close className="absolute right-3 top-3 rounded-sm p-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring" aria-label={closeLabel}>
            <X className="size-4" aria-hidden="true" />
          </Dialog.Close>
          <div className="min-h-0 overflow-y-auto p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
