import { PASSWORD_MIN_LENGTH } from '@ov/shared';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Returns translation keys (auth namespace) per field; spec §5. */
export function validateSignIn(v: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  const e: FieldErrors<'email' | 'password'> = {};
  if (!v.email.trim()) e.email = 'validation.emailRequired';
  else if (!EMAIL.test(v.email.trim())) e.email = 'validation.emailInvalid';
  if (!v.password) e.password = 'validation.passwordRequired';
  return e;
}

export function validateSignUp(v: {
  email: string;
  password: string;
  fullName: string;
}): FieldErrors<'email' | 'password' | 'fullName'> {
  const e: FieldErrors<'email' | 'password' | 'fullName'> = {};
  if (!v.fullName.trim()) e.fullName = 'validation.fullNameRequired';
  if (!v.email.trim()) e.email = 'validation.emailRequired';
  else if (!EMAIL.test(v.email.trim())) e.email = 'validation.emailInvalid';
  if (!v.password) e.password = 'validation.passwordRequired';
  else if (v.password.length < PASSWORD_MIN_LENGTH) e.password = 'validation.passwordMin';
  return e;
}
