import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recoveryCodeSchema, totpCodeSchema } from '@ov/shared';
import { FormField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * Second step of a sign-in with 2FA (decision 210): a code from the app, or a recovery code. The page sends it with
 * the challenge and shows the server's refusal.
 */
export function MfaChallengeForm({
  busy,
  onSubmit,
  onRestart,
}: {
  busy: boolean;
  onSubmit: (input: { code: string } | { recovery_code: string }) => Promise<void>;
  onRestart: () => void;
}) {
  const { t } = useTranslation(['security', 'errors']);
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = (recovery ? recoveryCodeSchema : totpCodeSchema).safeParse(value);
    if (!parsed.success) {
      // A code from the app that is not 6 digits says what is expected; the server's refusal is for a wrong code.
      setError(recovery ? t('errors:invalid_mfa_code') : t('mfa.codeFormat'));
      return;
    }
    setError(null);
    await onSubmit(recovery ? { recovery_code: parsed.data } : { code: parsed.data });
  };

  const id = recovery ? 'mfa-recovery-code' : 'mfa-code';
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-labelledby="mfa-challenge-title">
      <div className="space-y-1">
        <h2 id="mfa-challenge-title" className="text-lg font-semibold">
          {t('challenge.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{recovery ? t('challenge.recoveryHint') : t('challenge.body')}</p>
      </div>
      <FormField id={id} label={recovery ? t('challenge.recovery') : t('challenge.code')} error={error}>
        {(control) => (
          <Input
            {...control}
            key={id}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            autoFocus
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            maxLength={recovery ? 20 : 9}
            className="font-mono tracking-widest"
          />
        )}
      </FormField>
      <SubmitButton className="w-full" busy={busy}>
        {busy ? t('challenge.verifying') : t('challenge.verify')}
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="link"
          className="px-0"
          onClick={() => {
            setRecovery((r) => !r);
            setValue('');
            setError(null);
          }}
        >
          {recovery ? t('challenge.useCode') : t('challenge.useRecovery')}
        </Button>
        <Button type="button" variant="link" className="px-0" onClick={onRestart}>
          {t('challenge.restart')}
        </Button>
      </div>
    </form>
  );
}
