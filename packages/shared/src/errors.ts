/**
 * Every error code the server may send. The web shows words for each from
 * `apps/web/src/locales/{fr,en}/errors.json`; a test keeps both catalogs complete.
 * Add a code here first, then its French and English text.
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'unauthorized',
  'invalid_credentials',
  'invalid_refresh_token',
  'forbidden',
  'not_found',
  'conflict',
  'email_taken',
  'weak_password',
  'common_password',
  'wrong_password',
  'invalid_reset_token',
  'insufficient_credits',
  'insufficient_credits_app',
  'insufficient_credits_chat',
  'credits_use_failed',
  'credits_add_failed',
  'payment_failed',
  'rate_limited',
  'ai_error',
  'ai_unavailable',
  'unknown_function',
  'db_unavailable',
  'internal',
  'investor_role_required',
  'ministry_role_required',
  'startup_role_required',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorEnvelope = { error: { code: ErrorCode; message: string; details?: unknown } };
