import { randomBytes, randomInt } from 'node:crypto';
import type * as Otplib from 'otplib';
import {
  MFA_CHALLENGE_MAX_ATTEMPTS,
  MFA_CHALLENGE_TTL_SECONDS,
  RECOVERY_CODES_COUNT,
  TOTP,
  rolesRequireMfa,
  type MfaChallengeResponse,
  type MfaEnrollResponse,
  type MfaStatusResponse,
  type MfaVerifyInput,
  type Role,
} from '@ov/shared';
import type { Db, Queryable } from '../../platform/db/types';
import { AppError } from '../../platform/http/errors';
import type { RateLimiter, RateRule } from '../../platform/security/rate-limit';
import { keyedHash, openSecret, sealSecret } from '../../platform/security/secret-box';
import { hashToken } from '../../platform/security/tokens';
import { lazyRequire } from '../../platform/lazy-require';
import { recordAudit } from '../audit';
import * as repo from './mfa.repository';

// Two-factor authentication, TOTP (RFC 6238) through otplib. See docs/decisions/210-totp-two-factor.md.
// otplib is read on the first enrolment or code check, not at start (decision 267).
const otplib = lazyRequire<typeof Otplib>('otplib', import.meta.url);

/** Per account and per IP, on every endpoint that checks a code (decision 212). */
export const MFA_RATE_RULES = {
  verifyIp: { name: 'mfa-verify:ip', limit: 30, windowSeconds: 15 * 60 },
  verifyAccount: { name: 'mfa-verify:user', limit: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

const ISSUER = 'OV Sentinel';
/** One step either side: a phone clock 30 s off still works; replay is stopped by last_step. */
const TOLERANCE_SECONDS = TOTP.period;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const iso = (v: unknown): string => new Date(v as string).toISOString();

function newRecoveryCode(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}
const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]+/g, '').toLowerCase();

export type MfaDeps = { db: Db; key: Buffer; rateLimiter: RateLimiter; now: () => Date };

export function createMfaService(deps: MfaDeps) {
  const { db, key, rateLimiter, now } = deps;
  const epoch = () => Math.floor(now().getTime() / 1000);
  const hashRecovery = (userId: string, code: string) => keyedHash(key, `${userId}:${normaliseRecoveryCode(code)}`);

  /** The step a code matched, or null (wrong, outside the window, or not newer than the last accepted step). */
  async function matchStep(userId: string, row: repo.MfaRow, code: string): Promise<number | null> {
    const secret = openSecret(key, row.secret_enc, userId);
    if (!secret) return null;
    const r = await otplib().verify({
      secret,
      token: code,
      epoch: epoch(),
      epochTolerance: TOLERANCE_SECONDS,
      afterTimeStep: Number(row.last_step),
    });
    return r.valid && 'timeStep' in r ? r.timeStep : null;
  }

  /** Checks a TOTP code of a confirmed enrolment and spends its step, inside `tx`. */
  async function spendTotp(tx: Queryable, userId: string, code: string): Promise<boolean> {
    const row = await repo.findMfa(tx, userId, { lock: true });
    if (!row?.confirmed_at) return false;
    const step = await matchStep(userId, row, code);
    return step !== null && (await repo.acceptStep(tx, userId, step, false));
  }

  async function newRecoveryCodes(tx: Queryable, userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODES_COUNT }, newRecoveryCode);
    await repo.replaceRecoveryCodes(tx, userId, codes.map((c) => hashRecovery(userId, c)));
    return codes;
  }

  const wrongCode = () => new AppError(400, 'invalid_mfa_code', 'The code is wrong, expired or already used');

  /** Checks a fresh TOTP code of the signed-in user, runs `then` in the same transaction, audits a failure. */
  async function withFreshCode<T>(user: { id: string }, code: string, ip: string, then: (tx: Queryable) => Promise<T>): Promise<T> {
    await rateLimiter.hit(MFA_RATE_RULES.verifyAccount, user.id);
    const result = await db.transaction(async (tx) => {
      const mfa = await repo.findMfa(tx, user.id);
      if (!mfa?.confirmed_at) return { kind: 'not_enabled' as const };
      if (!(await spendTotp(tx, user.id, code))) return { kind: 'wrong' as const };
      return { kind: 'ok' as const, value: await then(tx) };
    });
    if (result.kind === 'not_enabled') throw new AppError(409, 'mfa_not_enabled', 'Two-factor authentication is not on');
    if (result.kind === 'wrong') {
      await recordAudit(db, 'mfa.code_rejected', { actorId: user.id, targetUserId: user.id, ip });
      throw wrongCode();
    }
    return result.value;
  }

  return {
    async status(userId: string, roles: Role[]): Promise<MfaStatusResponse> {
      const row = await repo.findMfa(db, userId);
      const enabled = !!row?.confirmed_at;
      return {
        enabled,
        required: rolesRequireMfa(roles),
        confirmed_at: enabled ? iso(row.confirmed_at) : null,
        recovery_codes_left: enabled ? await repo.countRecoveryCodesLeft(db, userId) : 0,
      };
    },

    /** A new secret waiting for its first code; starting again replaces it. The QR code is drawn here, offline. */
    async enroll(user: { id: string; email: string }): Promise<MfaEnrollResponse> {
      const secret = otplib().generateSecret();
      const stored = await repo.upsertPendingMfa(db, user.id, sealSecret(key, secret, user.id));
      if (!stored) throw new AppError(409, 'mfa_already_enabled', 'Two-factor authentication is already on');
      const otpauthUrl = otplib().generateURI({ issuer: ISSUER, label: user.email, secret, algorithm: TOTP.algorithm, digits: TOTP.digits, period: TOTP.period });
      const { default: QRCode } = await import('qrcode'); // loaded at the first enrolment, not at start (decision 242)
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
    },

    /** The first code turns 2FA on and gives the ten recovery codes, shown this once. */
    async confirm(user: { id: string }, code: string, ip: string): Promise<string[]> {
      await rateLimiter.hit(MFA_RATE_RULES.verifyAccount, user.id);
      const result = await db.transaction(async (tx) => {
        const row = await repo.findMfa(tx, user.id, { lock: true });
        if (!row) return { kind: 'not_enrolled' as const };
        if (row.confirmed_at) return { kind: 'already' as const };
        const step = await matchStep(user.id, row, code);
        if (step === null || !(await repo.acceptStep(tx, user.id, step, true))) return { kind: 'wrong' as const };
        const codes = await newRecoveryCodes(tx, user.id);
        await recordAudit(tx, 'mfa.enabled', { actorId: user.id, targetUserId: user.id, ip });
        return { kind: 'ok' as const, codes };
      });
      if (result.kind === 'not_enrolled') throw new AppError(409, 'mfa_not_enabled', 'Start the enrolment first');
      if (result.kind === 'already') throw new AppError(409, 'mfa_already_enabled', 'Two-factor authentication is already on');
      if (result.kind === 'wrong') throw wrongCode();
      return result.codes;
    },

    /** Turning 2FA off needs a fresh code; an account whose roles require it is sent back to enrolment. */
    disable: (user: { id: string }, code: string, ip: string) =>
      withFreshCode(user, code, ip, async (tx) => {
        await repo.deleteMfa(tx, user.id);
        await recordAudit(tx, 'mfa.disabled', { actorId: user.id, targetUserId: user.id, ip });
      }),

    /** Ten new recovery codes for a fresh code; the old ones stop working in the same transaction. */
    regenerateRecoveryCodes: (user: { id: string }, code: string, ip: string) =>
      withFreshCode(user, code, ip, async (tx) => {
        const codes = await newRecoveryCodes(tx, user.id);
        await recordAudit(tx, 'mfa.recovery_codes_regenerated', { actorId: user.id, targetUserId: user.id, ip });
        return codes;
      }),

    isEnabled: async (q: Queryable, userId: string) => !!(await repo.findMfa(q, userId))?.confirmed_at,

    /** Issued after a correct password when 2FA is on: only its hash is kept. */
    async startChallenge(userId: string, meta: { ip: string; userAgent: string | null }): Promise<MfaChallengeResponse> {
      const challenge = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + MFA_CHALLENGE_TTL_SECONDS * 1000);
      await repo.insertChallenge(db, { userId, tokenHash: hashToken(challenge), ip: meta.ip, userAgent: meta.userAgent, expiresAt });
      return { mfa_required: true, challenge, expires_at: expiresAt.toISOString() };
    },

    /**
     * Trades a live challenge and a TOTP or recovery code for the user id to sign in. A wrong code counts
     * against the challenge (it dies after MFA_CHALLENGE_MAX_ATTEMPTS), the account and the IP.
     */
    async verifyChallenge(input: MfaVerifyInput, meta: { ip: string }): Promise<{ userId: string; via: 'totp' | 'recovery_code' }> {
      await rateLimiter.hit(MFA_RATE_RULES.verifyIp, meta.ip);
      const tokenHash = hashToken(input.challenge);
      const expired = () => new AppError(401, 'mfa_challenge_expired', 'Sign in again: this step has expired');
      const isLive = (c: repo.ChallengeRow | null): c is repo.ChallengeRow =>
        !!c && !c.used_at && new Date(c.expires_at as string).getTime() > now().getTime() && c.attempts < MFA_CHALLENGE_MAX_ATTEMPTS;
      const peek = await repo.lockChallenge(db, tokenHash);
      if (!isLive(peek)) throw expired();
      await rateLimiter.hit(MFA_RATE_RULES.verifyAccount, peek.user_id);

      const via = input.code !== undefined ? ('totp' as const) : ('recovery_code' as const);
      const outcome = await db.transaction(async (tx) => {
        const ch = await repo.lockChallenge(tx, tokenHash);
        if (!isLive(ch)) return { kind: 'expired' as const };
        const ok =
          input.code !== undefined
            ? await spendTotp(tx, ch.user_id, input.code)
            : await repo.useRecoveryCode(tx, ch.user_id, hashRecovery(ch.user_id, input.recovery_code ?? ''));
        if (!ok) {
          await repo.countChallengeAttempt(tx, ch.id);
          await recordAudit(tx, 'mfa.code_rejected', { targetUserId: ch.user_id, ip: meta.ip, details: { via } });
          return { kind: 'wrong' as const };
        }
        await repo.markChallengeUsed(tx, ch.id);
        if (via === 'recovery_code') await recordAudit(tx, 'mfa.recovery_code_used', { actorId: ch.user_id, targetUserId: ch.user_id, ip: meta.ip });
        return { kind: 'ok' as const, userId: ch.user_id };
      });
      if (outcome.kind === 'expired') throw expired();
      if (outcome.kind === 'wrong') throw new AppError(401, 'invalid_mfa_code', 'The code is wrong, expired or already used');
      return { userId: outcome.userId, via };
    },

    /** An admin's reset for a user who lost their authenticator and codes (decision 213); joins the caller's tx. */
    reset: (tx: Queryable, userId: string) => repo.deleteMfa(tx, userId),
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
