import type { FieldMessages } from '@/lib/form';

/** The auth screens' words for each field's issues (spec §5), keys of locales/<lang>/auth.json. */
export const AUTH_MESSAGES = {
  email: { required: 'validation.emailRequired', invalid: 'validation.emailInvalid' },
  password: { required: 'validation.passwordRequired', tooShort: 'validation.passwordMin', invalid: 'validation.passwordMin' },
  full_name: { required: 'validation.fullNameRequired', invalid: 'validation.fullNameRequired' },
  confirm: { invalid: 'reset.mismatch' },
} as const satisfies Record<string, FieldMessages>;
