import type { ReactNode } from 'react';
import { FieldError, Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** What the control inside a FormField must carry so the label, hint and error are announced with it. */
export type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };

/**
 * Label, control, optional hint and error of one form field (decision 145). The error is already translated; the
 * control gets aria-invalid and aria-describedby (hint, then error) through the render prop.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string | null;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error ?? null}</FieldError>
    </div>
  );
}
