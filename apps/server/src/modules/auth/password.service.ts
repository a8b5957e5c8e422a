import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_PATH, PASSWORD_RESET_TTL_SECONDS, type ChangePasswordInput, type PasswordResetConfirmInput } from '@ov/shared';
import type { Db, Queryable } from '../../platform/db/types';
import { AppError } from '../../platform/http/errors';
import type { Logger } from '../../platform/logger';
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from '../../platform/security/passwords';
import type { RateLimiter, RateRule } from '../../platform/security/rate-limit';
import { hashToken } from '../../platform/security/tokens';
import { recordAudit } from '../audit';
import type { Mailer } from './mailer';
import * as repo from './password.repository';
import type { RequestMeta } from './auth.service';

// See docs/decisions/031-change-password.md and 032-password-reset.md.

/** Buckets of the shared limiter (decision 007's API) for the password endpoints. */
export const PASSWORD_RATE_RULES = {
  changeUser: { name: 'password-change:user', limit: 10, windowSeconds: 15 * 60 },
  resetRequestIp: { name: 'password-reset-request:ip', limit: 5, windowSeconds: 15 * 60 },
  resetRequestEmail: { name: 'password-reset-request:email', limit: 3, windowSeconds: 60 * 60 },
  resetConfirmIp: { name: 'password-reset-confirm:ip', limit: 20, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

export type ResetLink = { token: string; reset_url: string; expires_at: string };

export type PasswordServiceDeps = {
  db: Db;
  rateLimiter: RateLimiter;
  logger: Logger;
  /** Present only when SMTP_URL is configured. */
  mailer?: Mailer | null;
  /** Base of links put in e-mails (PUBLIC_URL); admin-issued links may use the request's origin. */
  publicUrl?: string | undefined;
  /** The clock that dates tokens and judges their expiry; tests inject one. */
  now?: () => Date;
};

const newResetToken = () => randomBytes(32).toString('base64url');

export function createPasswordService(deps: PasswordServiceDeps) {
  const { db, rateLimiter, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function setPassword(tx: Queryable, userId: string, password: string, at: Date, keepSessionId: string | null) {
    const hash = await hashPassword(password);
    await repo.updatePasswordHash(tx, userId, hash);
    // Every other refresh family ends: whoever held the old password (or a stolen session) is signed out.
    await repo.revokeSessionsForPasswordChange(tx, userId, keepSessionId, at);
    // A reset link issued before the change must not undo it.
    await repo.spendResetTokensOf(tx, userId, at);
  }

  function refuseCommon(password: string) {
    if (isCommonPassword(password)) throw new AppError(400, 'common_password', 'This password is too common');
  }

  async function createToken(q: Queryable, userId: string, issuedBy: string | null): Promise<{ token: string; expiresAt: Date }> {
    const token = newResetToken();
    const expiresAt = new Date(now().getTime() + PASSWORD_RESET_TTL_SECONDS * 1000);
    await repo.insertResetToken(q, { userId, tokenHash: hashToken(token), createdAt: now(), expiresAt, issuedBy });
    return { token, expiresAt };
  }

  const linkFor = (base: string, token: string) => `${base.replace(/\/+$/, '')}${PASSWORD_RESET_PATH}?token=${encodeURIComponent(token)}`;

  return {
    /** Whether a reset request can send an e-mail (the web says "ask your administrator" otherwise). */
    emailEnabled: () => !!deps.mailer,

    /** Changes the caller's password after checking the current one; other sessions end, this one stays. */
    async changePassword(user: { id: string; sessionId: string | null }, input: ChangePasswordInput, meta: RequestMeta): Promise<void> {
      await rateLimiter.hit(PASSWORD_RATE_RULES.changeUser, user.id);
      const currentHash = await repo.findPasswordHash(db, user.id);
      const ok = currentHash !== null ? await verifyPassword(currentHash, input.current_password) : await verifyAgainstDummy(input.current_password);
      if (!ok) {
        await recordAudit(db, 'password.change_failed', { actorId: user.id, targetUserId: user.id, ip: meta.ip });
        throw new AppError(400, 'wrong_password', 'The current password is not correct');
      }
      refuseCommon(input.new_password);
      const at = now();
      await db.transaction(async (tx) => {
        await setPassword(tx, user.id, input.new_password, at, user.sessionId);
        await recordAudit(tx, 'password.changed', { actorId: user.id, targetUserId: user.id, ip: meta.ip });
      });
    },

    /**
     * "Mot de passe oublié ?": answers the same, after the same work, whether or not the account exists. With a
     * mailer, a known address gets a link; the send is not awaited, so its time does not tell either.
     */
    async requestReset(email: string, meta: RequestMeta, lang: 'fr' | 'en'): Promise<void> {
      await rateLimiter.hit(PASSWORD_RATE_RULES.resetRequestIp, meta.ip);
      await rateLimiter.hit(PASSWORD_RATE_RULES.resetRequestEmail, email);
      const userId = await repo.findUserIdByEmail(db, email);
      const user = userId ? { id: userId } : undefined;
      const mailer = deps.mailer;
      if (!user || !mailer || !deps.publicUrl) {
        // Same shape of work as the known-address path: a token is made and hashed, then dropped.
        hashToken(newResetToken());
        await recordAudit(db, 'password.reset_requested', { targetUserId: user?.id ?? null, ip: meta.ip, details: { sent: false } });
        return;
      }
      const { token } = await createToken(db, user.id, null);
      await recordAudit(db, 'password.reset_requested', { targetUserId: user.id, ip: meta.ip, details: { sent: true } });
      const link = linkFor(deps.publicUrl, token);
      const message =
        lang === 'en'
          ? {
              subject: 'OV Sentinel: reset your password',
              text: `Someone (hopefully you) asked to reset the password of this OV Sentinel account.\n\nTo choose a new password, open this link within one hour:\n${link}\n\nThe link works once. If you did not ask for it, ignore this e-mail: your password stays the same.`,
            }
          : {
              subject: 'OV Sentinel : réinitialisez votre mot de passe',
              text: `Une demande de réinitialisation du mot de passe de ce compte OV Sentinel a été faite (par vous, espérons-le).\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure :\n${link}\n\nLe lien ne sert qu'une fois. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.`,
            };
      void mailer.send({ to: email, ...message }).catch((err: unknown) => {
        logger.warn('password reset e-mail not sent', { error: err instanceof Error ? err.message : String(err) });
      });
    },

    /** Admin-issued one-time link (air-gapped path): audited, token stored hashed, valid one hour. */
    async issueResetLink(actor: { id: string }, target: { id?: string; email?: string }, meta: RequestMeta, origin: string): Promise<ResetLink & { user_id: string }> {
      return db.transaction(async (tx) => {
        const userId = target.id
          ? await repo.findUserIdById(tx, target.id)
          : target.email
            ? await repo.findUserIdByEmail(tx, target.email)
            : null;
        if (!userId) throw new AppError(404, 'not_found', 'User not found');
        const user = { id: userId };
        const { token, expiresAt } = await createToken(tx, user.id, actor.id);
        await recordAudit(tx, 'password.reset_link_issued', {
          actorId: actor.id,
          targetUserId: user.id,
          ip: meta.ip,
          details: { expires_at: expiresAt.toISOString() },
        });
        return { user_id: user.id, token, reset_url: linkFor(deps.publicUrl ?? origin, token), expires_at: expiresAt.toISOString() };
      });
    },

    /** Sets a new password with a reset token: the token is spent, and every session of the account ends. */
    async confirmReset(input: PasswordResetConfirmInput, meta: RequestMeta): Promise<void> {
      await rateLimiter.hit(PASSWORD_RATE_RULES.resetConfirmIp, meta.ip);
      refuseCommon(input.new_password);
      const at = now();
      const done = await db.transaction(async (tx) => {
        const row = await repo.lockResetToken(tx, hashToken(input.token));
        if (!row || row.used_at != null || new Date(row.expires_at as string).getTime() <= at.getTime()) return null;
        await repo.markResetTokenUsed(tx, row.id, at);
        await setPassword(tx, row.user_id, input.new_password, at, null);
        await recordAudit(tx, 'password.reset', { targetUserId: row.user_id, ip: meta.ip, details: { token_id: row.id } });
        return row.user_id;
      });
      if (!done) throw new AppError(400, 'invalid_reset_token', 'This reset link is not valid any more: ask for a new one');
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
