import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

// See docs/decisions/004-auth-tokens.md.
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const ISSUER = 'ov-platform';
const AUDIENCE = 'ov-api';

export type AccessClaims = { sub: string; sid: string; jti: string; exp: number };

export function createTokenSigner(secret: string) {
  const key = Buffer.from(secret, 'utf8');
  return {
    async sign(userId: string, sessionId: string, now = Math.floor(Date.now() / 1000)): Promise<{ token: string; expiresAt: number }> {
      const expiresAt = now + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt };
    },
    /**
     * Returns the claims of a valid token, or null (bad signature, expired, other algorithm...).
     * Verified with node:crypto's synchronous HMAC rather than jose's WebCrypto path: this runs on
     * every authenticated request, and WebCrypto's key import and job dispatch were ~10% of the
     * server's CPU under load (docs/performance.md). Only HS256 with our iss/aud is accepted.
     */
    verify(token: string): AccessClaims | null {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [h, p, sig] = parts as [string, string, string];
      const expected = createHmac('sha256', key).update(`${h}.${p}`).digest();
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let header: unknown;
      let payload: Record<string, unknown>;
      try {
        header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
        payload = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Record<string, unknown>;
      } catch {
        return null;
      }
      if (!header || typeof header !== 'object' || (header as { alg?: unknown }).alg !== 'HS256') return null;
      if (!payload || typeof payload !== 'object') return null;
      const now = Math.floor(Date.now() / 1000);
      const { sub, sid, jti, exp, iss, aud, iat } = payload;
      if (typeof exp !== 'number' || exp <= now) return null;
      if (typeof iat === 'number' && iat > now + 60) return null;
      if (iss !== ISSUER || aud !== AUDIENCE) return null;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof jti !== 'string') return null;
      return { sub, sid, jti, exp };
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** Refresh tokens are 256 random bits; only their SHA-256 is stored. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
