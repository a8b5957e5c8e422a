import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';

/** A centred modal (Radix Dialog): focus trapped, Escape closes, named by its visible title. */
export function ActionDialog({ open, onOpenChange, title, closeLabel, children }: { open: boolean; onOpenChange: (open: boolean) => void; title: string; closeLabel: string; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border bg-background p-6 shadow-lg"
        >
          <Dialog.Title className="pr-8 text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Close className="absolute right-3 top-3 rounded-sm p-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring" aria-label={closeLabel}>
            <X className="size-4" aria-hidden="true" />
          </Dialog.Close>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
