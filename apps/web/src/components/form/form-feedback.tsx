import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';

/**
 * A form's outcome above it: the success in a polite live region that is there from the start (so screen readers
 * announce what appears in it), the refusal in a destructive alert. Both are already translated.
 */
export function FormFeedback({
  success,
  error,
  testIds,
}: {
  success: ReactNode;
  error: ReactNode;
  testIds: { success: string; error: string };
}) {
  return (
    <>
      <div role="status" aria-live="polite" className="empty:hidden">
        {success ? (
          <Alert data-testid={testIds.success}>
            <AlertDescription>{success}</AlertDescription>
          </Alert>
        ) : null}
      </div>
      {error ? (
        <Alert variant="destructive" data-testid={testIds.error}>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
    </>
  );
}
