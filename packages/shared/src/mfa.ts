import { z } from 'zod';
import type { Session } from './auth';
import { isMinistryRole, type Role } from './roles';

// Two-factor authentication (TOTP, RFC 6238) and the sessions a user sees. Decisions 210–213.

/** TOTP parameters every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
export const TOTP = { algorithm: 'sha1', digits: 6, period: 30 } as const;
/** How many single-use recovery codes an enrolment (or a regeneration) gives. */
export const RECOVERY_CODES_COUNT = 10;
/** Lifetime of the challenge issued after a correct password, in seconds. */
export const MFA_CHALLENGE_TTL_SECONDS = 5 * 60;
/** Wrong codes a challenge takes before it dies (the per-account and per-IP limits come on top). */
export const MFA_CHALLENGE_MAX_ATTEMPTS = 5;

/** Roles that cannot use the platform without a second factor (ANSSI hygiene, ASVS L2 §2.2.3). */
export const roleRequiresMfa = (role: Role): boolean => role === 'admin' || isMinistryRole(role);
export const rolesRequireMfa = (roles: readonly Role[]): boolean => roles.some(roleRequiresMfa);

export const totpCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: 'invalid_mfa_code' }));

/** Recovery codes read `xxxxx-xxxxx` (lower-case letters and digits); spaces, dashes and case are forgiven. */
export const recoveryCodeSchema = z
  .string()
  .max(40)
  .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, { message: 'invalid_mfa_code' }));

export const mfaChallengeSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'mfa_challenge_expired' });

export const mfaCodeSchema = z.object({ code: totpCodeSchema }).strict();
export type MfaCodeInput = z.infer<typeof mfaCodeSchema>;

/** Exactly one of `code` (TOTP) and `recovery_code`. */
export const mfaVerifySchema = z
  .object({ challenge: mfaChallengeSchema, code: totpCodeSchema.optional(), recovery_code: recoveryCodeSchema.optional() })
  .strict()
  .refine((v) => (v.code === undefined) !== (v.recovery_code === undefined), { message: 'invalid_mfa_code', path: ['code'] });
export type MfaVerifyInput = z.infer<typeof mfaVerifySchema>;

export type MfaEnrollResponse = { secret: string; otpauth_url: string; qr_svg: string };
export type MfaConfirmResponse = { recovery_codes: string[] };
export type MfaStatusResponse = { enabled: boolean; required: boolean; confirmed_at: string | null; recovery_codes_left: number };
/** POST /api/auth/sign-in when the account has 2FA on: no session yet. */
export type MfaChallengeResponse = { mfa_required: true; challenge: string; expires_at: string };
export type SignInResponse = { session: Session } | MfaChallengeResponse;

export type SessionDevice = { browser: string | null; os: string | null; mobile: boolean };
export type SessionItem = {
  id: string;
  device: SessionDevice;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
};
export type SessionsResponse = { items: SessionItem[]; total: number };
