import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { FormField } from './form-field';

type PasswordFieldProps<T extends FieldValues> = {
  register: UseFormRegister<T>;
  name: Path<T>;
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  error?: string | null;
};

/** One password input with its label, hint and error. */
export function PasswordField<T extends FieldValues>({ register, name, id, label, autoComplete, hint, error }: PasswordFieldProps<T>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => <Input type="password" autoComplete={autoComplete} {...control} {...register(name)} />}
    </FormField>
  );
}

/**
 * The new-password block of sign-up, password reset and password change: the new password with the rule as a hint
 * and, when `confirm` is given, the repeated password (its form schema comes from `withConfirmation`).
 */
export function NewPasswordFields<T extends FieldValues>({
  register,
  idPrefix,
  password,
  confirm,
  hint,
}: {
  register: UseFormRegister<T>;
  idPrefix: string;
  password: { name: Path<T>; label: string; error?: string | null };
  confirm?: { name: Path<T>; label: string; error?: string | null };
  hint: string;
}) {
  return (
    <>
      <PasswordField register={register} autoComplete="new-password" id={`${idPrefix}-new`} hint={hint} {...password} />
      {confirm ? <PasswordField register={register} autoComplete="new-password" id={`${idPrefix}-confirm`} {...confirm} /> : null}
    </>
  );
}
