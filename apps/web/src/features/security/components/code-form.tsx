import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { totpCodeSchema } from '@ov/shared';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/errors';

/**
 * One 6-digit TOTP code and a submit button. A code that is not 6 digits is refused here, saying so ("Saisissez les 6
 * chiffres du code"); a well-formed code the server refuses shows the server's refusal in words (never its text).
 */
export function CodeForm({
  id,
  label,
  submitLabel,
  onSubmit,
  children,
}: {
  id: string;
  label?: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['security', 'errors']);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(t('mfa.codeFormat'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(parsed.data);
      setCode('');
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3">
      <FormField id={id} label={label ?? t('mfa.code')} hint={t('mfa.codeHint')} error={error}>
        {(control) => (
          <Input
            {...control}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={9}
            className="block max-w-48 font-mono tracking-widest"
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        {children}
      </div>
    </form>
  );
}
