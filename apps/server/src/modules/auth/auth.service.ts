import { SIGN_UP_CREDITS, type PublicUser, type Session, type SignInInput, type SignUpInput } from '@ov/shared';
import { isUniqueViolation, type Db } from '../../platform/db/types';
import { AppError } from '../../platform/http/errors';
import type { Logger } from '../../platform/logger';
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from '../../platform/security/passwords';
import { RATE_RULES, type RateLimiter } from '../../platform/security/rate-limit';
import { REFRESH_TOKEN_TTL_SECONDS, hashToken, newRefreshToken, type TokenSigner } from '../../platform/security/tokens';
import { recordAudit } from '../audit';
import type { CreditsService } from '../credits';
import * as repo from './auth.repository';

// See docs/decisions/004-auth-tokens.md.

export type RequestMeta = { ip: string; userAgent: string | null };

export function createAuthService(deps: {
  db: Db;
  credits: CreditsService;
  tokens: TokenSigner;
  rateLimiter: RateLimiter;
  logger: Logger;
}) {
  const { db, credits, tokens, rateLimiter } = deps;

  async function issueSession(userId: string, meta: RequestMeta): Promise<Session> {
    const refreshToken = newRefreshToken();
    const sessionId = await db.transaction(async (tx) => {
      const sid = await repo.insertSession(tx, { userId, ...meta, ttlSeconds: REFRESH_TOKEN_TTL_SECONDS });
      await repo.insertRefreshToken(tx, sid, hashToken(refreshToken), REFRESH_TOKEN_TTL_SECONDS);
      return sid;
    });
    const access = await tokens.sign(userId, sessionId);
    const user = await repo.findPublicUser(db, userId);
    return { access_token: access.token, refresh_token: refreshToken, expires_at: access.expiresAt, user: user! };
  }

  /** Creates user, profile, role and the sign-up credits with their ledger row, in one transaction. */
  async function createAccount(
    input: { email: string; password: string; fullName: string; roles: PublicUser['roles'] },
    grantedBy: string | null = null,
  ): Promise<string> {
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        const id = await repo.insertUser(tx, { email: input.email, passwordHash, fullName: input.fullName });
        for (const role of input.roles) await repo.addRole(tx, id, role, grantedBy);
        await credits.grant(
          { userId: id, amount: SIGN_UP_CREDITS, description: 'Crédits de bienvenue', kind: 'signup_bonus' },
          tx,
        );
        return id;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'users_email_key')) throw new AppError(409, 'email_taken', 'An account already exists for this email');
      throw err;
    }
  }

  return {
    createAccount,

    /** Creates the account and signs it in at once (decision 030: no e-mail confirmation in this product). */
    async signUp(input: SignUpInput, meta: RequestMeta): Promise<{ user: PublicUser; session: Session }> {
      await rateLimiter.hit(RATE_RULES.signUpIp, meta.ip);
      await rateLimiter.hit(RATE_RULES.signUpEmail, input.email);
      if (isCommonPassword(input.password)) throw new AppError(400, 'common_password', 'This password is too common');
      // Ministry and admin roles are never self-granted: the schema only admits developer or investor.
      const role = input.account_type === 'investor' ? 'investor' : 'developer';
      const id = await createAccount({ email: input.email, password: input.password, fullName: input.full_name, roles: [role] });
      await recordAudit(db, 'sign_up', { actorId: id, targetUserId: id, ip: meta.ip, details: { role } });
      const session = await issueSession(id, meta);
      await recordAudit(db, 'sign_in.success', { actorId: id, targetUserId: id, ip: meta.ip, details: { via: 'sign_up' } });
      return { user: session.user, session };
    },

    /** Same 401 `invalid_credentials`, after the same work, for an unknown email and a wrong password. */
    async signIn(input: SignInInput, meta: RequestMeta): Promise<Session> {
      await rateLimiter.hit(RATE_RULES.signInIp, meta.ip);
      await rateLimiter.hit(RATE_RULES.signInEmail, input.email);
      const found = await repo.findCredentials(db, input.email);
      const ok = found ? await verifyPassword(found.password_hash, input.password) : await verifyAgainstDummy(input.password);
      if (!found || !ok) {
        await recordAudit(db, 'sign_in.failure', {
          targetUserId: found?.id ?? null,
          ip: meta.ip,
          details: { email: input.email, reason: found ? 'wrong_password' : 'unknown_email' },
        });
        throw new AppError(401, 'invalid_credentials', 'Invalid email or password');
      }
      const session = await issueSession(found.id, meta);
      await recordAudit(db, 'sign_in.success', { actorId: found.id, targetUserId: found.id, ip: meta.ip });
      return session;
    },

    /**
     * Rotates a refresh token. A token presented twice (already rotated) means it was stolen or
     * replayed: its whole family (session) is revoked in the same transaction that detects it.
     */
    async refresh(token: string, meta: RequestMeta): Promise<Session> {
      await rateLimiter.hit(RATE_RULES.refreshIp, meta.ip);
      const next = newRefreshToken();
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.lockRefreshToken(tx, hashToken(token));
        if (!row) return { kind: 'invalid' as const };
        if (row.session_revoked || row.expired) return { kind: 'invalid' as const };
        if (row.rotated_at) {
          await repo.revokeSession(tx, row.session_id, 'refresh_token_reuse');
          await recordAudit(tx, 'refresh.reuse_detected', { targetUserId: row.user_id, ip: meta.ip, details: { session_id: row.session_id } });
          return { kind: 'reused' as const };
        }
        await repo.markRotated(tx, row.id);
        await repo.insertRefreshToken(tx, row.session_id, hashToken(next), REFRESH_TOKEN_TTL_SECONDS);
        return { kind: 'ok' as const, userId: row.user_id, sessionId: row.session_id };
      });
      if (outcome.kind !== 'ok') throw new AppError(401, 'invalid_refresh_token', 'The session has expired, sign in again');
      const access = await tokens.sign(outcome.userId, outcome.sessionId);
      const user = await repo.findPublicUser(db, outcome.userId);
      return { access_token: access.token, refresh_token: next, expires_at: access.expiresAt, user: user! };
    },

    /** Revokes the session of the access token, or the one the refresh token belongs to. */
    async signOut(by: { sessionId?: string | null; userId?: string | null; refreshToken?: string | undefined }): Promise<void> {
      await db.transaction(async (tx) => {
        if (by.sessionId && by.userId) await repo.revokeSessionOfUser(tx, by.sessionId, by.userId, 'sign_out');
        if (by.refreshToken) {
          const row = await repo.lockRefreshToken(tx, hashToken(by.refreshToken));
          if (row) await repo.revokeSession(tx, row.session_id, 'sign_out');
        }
      });
    },

    currentUser: (userId: string) => repo.findPublicUser(db, userId),

    /** Resolves a verified access token to its caller, or null when its session was revoked or expired. */
    async authenticate(accessToken: string) {
      const claims = tokens.verify(accessToken);
      if (!claims) return null;
      const user = await repo.findSessionUser(db, claims.sid, claims.sub);
      return user ? { user, sessionId: claims.sid } : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
