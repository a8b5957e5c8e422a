import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { buttonVariants } from './button';

/**
 * A question that needs an answer before going on (Radix AlertDialog): focus trapped, labelled by its title,
 * described by its text, Escape or Cancel answers no. `actions` are extra buttons before the confirm one.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  extra,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Another answer (e.g. "save, then replace"), shown between Cancel and the confirm button. */
  extra?: { label: string; onSelect: () => void };
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-card p-5 text-card-foreground shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">{description}</AlertDialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline', size: 'sm' })}>{cancelLabel}</AlertDialog.Cancel>
            {extra ? (
              <AlertDialog.Action className={buttonVariants({ variant: 'secondary', size: 'sm' })} onClick={extra.onSelect}>
                {extra.label}
              </AlertDialog.Action>
            ) : null}
            <AlertDialog.Action className={buttonVariants({ size: 'sm' })} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
