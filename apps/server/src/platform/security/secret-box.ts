import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

// AES-256-GCM for small secrets kept in the database (the TOTP secrets; decision 211).
// Stored form: v1.<iv>.<tag>.<ciphertext>, each base64url; the user id is bound as associated data,
// so a secret copied onto another account's row does not decrypt.

const VERSION = 'v1';

export function sealSecret(key: Buffer, plaintext: string, associated: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associated, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The plaintext, or null when the value was not sealed with this key and associated data. */
export function openSecret(key: Buffer, sealed: string, associated: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(associated, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A keyed hash for high-entropy one-time values (recovery codes): fast to check, useless without the key. */
export const keyedHash = (key: Buffer, value: string): string => createHmac('sha256', key).update(value).digest('hex');

/** Derives a purpose-bound 32-byte key (HKDF-SHA256) from a longer-lived secret. */
export const deriveKey = (secret: string | Buffer, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 32));
