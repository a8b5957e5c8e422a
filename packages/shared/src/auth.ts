import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { SELF_SERVICE_ROLES, type ROLES } from './roles';

/** Emails are stored lower-cased and trimmed; see docs/decisions/004-auth-tokens.md. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'invalid_email' }));

/** Sign-up password rule of spec section 5; the web shows 'Minimum 6 caractères' for `weak_password`. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: 'weak_password' })
  .max(256, { message: 'password_too_long' });

export const signUpSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    full_name: z.string().trim().min(1).max(120),
    account_type: z.enum(SELF_SERVICE_ROLES).optional(),
  })
  .strict();
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z
  .object({
    email: emailSchema,
    password: z.string().min(1).max(256),
  })
  .strict();
export type SignInInput = z.infer<typeof signInSchema>;

/** Refresh and sign-out take the token from the httpOnly cookie, or from the body for API clients. */
export const refreshSchema = z.object({ refresh_token: z.string().min(1).max(200).optional() }).strict();
export type RefreshInput = z.infer<typeof refreshSchema>;

export type PublicUser = {
  id: string;
  email: string;
  user_metadata: { full_name: string | null; avatar_url: string | null };
  roles: (typeof ROLES)[number][];
  created_at: string;
  /** Two-factor authentication is on for this account (decision 210). */
  mfa_enabled?: boolean;
  /** The account's roles require two-factor authentication (admin, ministry roles; decision 211). */
  mfa_required?: boolean;
};

export type Session = {
  access_token: string;
  refresh_token: string;
  /** Expiry of the access token, seconds since the epoch. */
  expires_at: number;
  user: PublicUser;
};

/**
 * DESIGN §4 answers 201 {user}; since decision 030 the same answer also carries `session` (the user is signed in
 * at once: this product has no e-mail confirmation). Older clients that read only `user` keep working.
 */
export type SignUpResponse = { user: PublicUser; session?: Session };
export type SessionResponse = { session: Session };
export type CurrentUserResponse = { user: PublicUser };

/** Name of the httpOnly cookie holding the refresh token (path /api/auth, SameSite=Strict). */
export const REFRESH_COOKIE = 'ov_refresh';

/** PATCH-like POST /api/auth/password: change the password with the current one (decision 031). */
export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1).max(256),
    new_password: newPasswordSchema,
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/auth/password-reset/request: always answers 202 the same way (never says whether the account exists). */
export const passwordResetRequestSchema = z.object({ email: emailSchema }).strict();
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** A reset token as sent in a link: 43 base64url characters (32 random bytes). */
export const resetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'invalid_reset_token' });

/** POST /api/auth/password-reset/confirm: sets a new password with a one-time token and ends every session. */
export const passwordResetConfirmSchema = z.object({ token: resetTokenSchema, new_password: newPasswordSchema }).strict();
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;

/** Answer of POST /api/admin/users/:id/password-reset-link (admin only): the one-time link to hand over. */
export type AdminResetLinkResponse = { user_id: string; reset_url: string; token: string; expires_at: string };

/** The web page that reads `?token=` and sets the new password. */
export const PASSWORD_RESET_PATH = '/reset-password';
/** Lifetime of a reset token. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
