import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';

/** The e-mail field of the auth screens (sign-in, sign-up, reset request); the error is already translated. */
export function EmailField({ id, error, registration }: { id: string; error?: string | null; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('auth');
  return (
    <FormField id={id} label={t('fields.email')} error={error}>
      {(c) => <Input type="email" autoComplete="email" placeholder={t('placeholders.email')} {...c} {...registration} />}
    </FormField>
  );
}
