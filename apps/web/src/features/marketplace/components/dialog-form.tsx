import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * The form of a marketplace dialog (publish, invest, grant, evaluate): the form-level error first, the fields, then
 * Cancel and the submit button, which shows a spinner and is disabled while the request runs. Validation is the
 * form's own (`noValidate`).
 */
export function DialogForm({
  onSubmit,
  error,
  pending,
  submitLabel,
  onCancel,
  children,
}: {
  onSubmit: (e: FormEvent) => Promise<void>;
  error?: string | null | undefined;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('marketplace');
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" noValidate>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      {children}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
