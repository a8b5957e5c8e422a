import {
  SIGN_UP_CREDITS,
  type MfaChallengeResponse,
  type MfaVerifyInput,
  type PublicUser,
  type Session,
  type SessionItem,
  type SignInInput,
  type SignUpInput,
} from '@ov/shared';
import { isUniqueViolation, type Db } from '../../platform/db/types';
import { AppError } from '../../platform/http/errors';
import type { Logger } from '../../platform/logger';
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from '../../platform/security/passwords';
import { RATE_RULES, type RateLimiter } from '../../platform/security/rate-limit';
import { REFRESH_TOKEN_TTL_SECONDS, hashToken, newRefreshToken, type TokenSigner } from '../../platform/security/tokens';
import { recordAudit } from '../audit';
import type { CreditsService } from '../credits';
import * as repo from './auth.repository';
import { createMfaService } from './mfa.service';
import { describeDevice } from './user-agent';

// See docs/decisions/004-auth-tokens.md.

export type RequestMeta = { ip: string; userAgent: string | null };

export function createAuthService(deps: {
  db: Db;
  credits: CreditsService;
  tokens: TokenSigner;
  rateLimiter: RateLimiter;
  logger: Logger;
  /** AES-256 key of the TOTP secrets (config.mfaKey, decision 211). */
  mfaKey: Buffer;
  /** Clock of TOTP steps and 2FA challenges; tests inject one. */
  now?: () => Date;
}) {
  const { db, credits, tokens, rateLimiter } = deps;
  const mfa = createMfaService({ db, key: deps.mfaKey, rateLimiter, now: deps.now ?? (() => new Date()) });

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

    /**
     * Same 401 `invalid_credentials`, after the same work, for an unknown email and a wrong password. A locked
     * account is told so only after its password was right. With 2FA on, a challenge comes back instead of a session.
     */
    async signIn(input: SignInInput, meta: RequestMeta): Promise<Session | MfaChallengeResponse> {
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
      if (found.locked) {
        await recordAudit(db, 'sign_in.failure', { targetUserId: found.id, ip: meta.ip, details: { reason: 'locked' } });
        throw new AppError(403, 'account_locked', 'This account is locked: contact an administrator');
      }
      if (found.mfa_enabled) {
        const challenge = await mfa.startChallenge(found.id, meta);
        await recordAudit(db, 'sign_in.mfa_challenge', { actorId: found.id, targetUserId: found.id, ip: meta.ip });
        return challenge;
      }
      const session = await issueSession(found.id, meta);
      await recordAudit(db, 'sign_in.success', { actorId: found.id, targetUserId: found.id, ip: meta.ip });
      return session;
    },

    /** Second step of a sign-in with 2FA: the challenge and a TOTP or recovery code give the session. */
    async verifyMfa(input: MfaVerifyInput, meta: RequestMeta): Promise<Session> {
      const { userId, via } = await mfa.verifyChallenge(input, meta);
      const found = await repo.findCredentialsById(db, userId);
      if (!found || found.locked) throw new AppError(403, 'account_locked', 'This account is locked: contact an administrator');
      const session = await issueSession(userId, meta);
      await recordAudit(db, 'sign_in.success', { actorId: userId, targetUserId: userId, ip: meta.ip, details: { via } });
      return session;
    },

    mfa,

    /** The caller's live sessions, the current one marked. */
    async listSessions(userId: string, currentSessionId: string | null): Promise<SessionItem[]> {
      const rows = await repo.listLiveSessions(db, userId);
      return rows.map((r) => ({
        id: r.id,
        device: describeDevice(r.user_agent),
        user_agent: r.user_agent,
        ip: r.ip,
        created_at: new Date(r.created_at as string).toISOString(),
        last_used_at: new Date(r.last_used_at as string).toISOString(),
        current: r.id === currentSessionId,
      }));
    },

    /** Ends one of the caller's sessions (its whole refresh family); 404 for a session that is not theirs or not live. */
    async endSession(user: { id: string }, sessionId: string, ip: string): Promise<void> {
      const ended = await db.transaction(async (tx) => {
        const ok = await repo.revokeSessionOfUser(tx, sessionId, user.id, 'ended_by_user');
        if (ok) await recordAudit(tx, 'session.ended', { actorId: user.id, targetUserId: user.id, ip, details: { session_id: sessionId } });
        return ok;
      });
      if (!ended) throw new AppError(404, 'not_found', 'Session not found');
    },

    /** Ends every session of the caller but the current one; returns how many ended. */
    async endOtherSessions(user: { id: string }, currentSessionId: string, ip: string): Promise<number> {
      return db.transaction(async (tx) => {
        const n = await repo.revokeUserSessions(tx, user.id, 'ended_by_user', currentSessionId);
        if (n > 0) await recordAudit(tx, 'session.ended_others', { actorId: user.id, targetUserId: user.id, ip, details: { count: n } });
        return n;
      });
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
        await repo.touchSession(tx, row.session_id);
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
