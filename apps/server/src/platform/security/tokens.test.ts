import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenSigner, hashToken, newRefreshToken } from './tokens';

const SECRET = 'unit-secret-unit-secret-unit-secret-0001';
const signer = createTokenSigner(SECRET);
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const hmac = (data: string, secret = SECRET) => createHmac('sha256', secret).update(data).digest('base64url');

describe('access tokens', () => {
  it('round-trips sub, sid and jti, and expires after 15 minutes', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { token, expiresAt } = await signer.sign('user-1', 'session-1', now);
    expect(expiresAt).toBe(now + ACCESS_TOKEN_TTL_SECONDS);
    const claims = signer.verify(token);
    expect(claims).toMatchObject({ sub: 'user-1', sid: 'session-1', exp: expiresAt });
    expect(claims?.jti).toMatch(/^[0-9a-f-]{36}$/);
    const old = await signer.sign('user-1', 'session-1', now - ACCESS_TOKEN_TTL_SECONDS - 1);
    expect(signer.verify(old.token)).toBeNull();
  });

  it('refuses tampering, another key, alg none/HS512, wrong audience or issuer, and junk', async () => {
    const { token } = await signer.sign('user-1', 'session-1');
    const [h, p, s] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    expect(signer.verify(`${h}.${b64({ ...payload, sub: 'admin' })}.${s}`)).toBeNull();
    expect(createTokenSigner('another-secret-another-secret-000000').verify(token)).toBeNull();
    expect(signer.verify(`${b64({ alg: 'none' })}.${p}.`)).toBeNull();
    const h512 = b64({ alg: 'HS512', typ: 'JWT' });
    expect(signer.verify(`${h512}.${p}.${hmac(`${h512}.${p}`)}`)).toBeNull();
    for (const change of [{ aud: 'other' }, { iss: 'other' }, { sid: 5 }, { exp: 'never' }]) {
      const body = b64({ ...payload, ...change });
      expect(signer.verify(`${h}.${body}.${hmac(`${h}.${body}`)}`)).toBeNull();
    }
    // A correctly signed token from jose with the same claims is accepted (compatibility of both sides).
    const joseToken = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setJti('j')
      .setIssuer('ov-platform')
      .setAudience('ov-api')
      .setExpirationTime('5m')
      .sign(Buffer.from(SECRET));
    expect(signer.verify(joseToken)).toMatchObject({ sub: 'u', sid: 's', jti: 'j' });
    for (const junk of ['', 'a.b', 'a.b.c', '...', `${h}.${p}`, `${h}.!!!.${s}`]) expect(signer.verify(junk)).toBeNull();
  });

  it('refresh tokens are 256-bit random and stored as SHA-256 hex', () => {
    const a = newRefreshToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(newRefreshToken());
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});
