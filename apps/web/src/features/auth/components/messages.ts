import type { FieldMessages } from '@/lib/form';

/** The auth screens' words for each field's issues (spec §5), keys of locales/<lang>/auth.json. */
export const AUTH_MESSAGES = {
  email: { required: 'validation.emailRequired', tooLong: 'validation.tooLong', invalid: 'validation.emailInvalid' },
  password: {
    required: 'validation.passwordRequired',
    tooShort: 'validation.passwordMin',
    tooLong: 'validation.tooLong',
    invalid: 'validation.passwordMin',
  },
  full_name: { required: 'validation.fullNameRequired', tooLong: 'validation.tooLong', invalid: 'validation.fullNameRequired' },
  confirm: { invalid: 'reset.mismatch' },
} as const satisfies Record<string, FieldMessages>;
