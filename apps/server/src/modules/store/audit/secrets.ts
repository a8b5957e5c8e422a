/** Secret detection on string values: known key formats, private key blocks, JWTs, and high-entropy values. */

export type SecretKind = 'key-format' | 'private-key' | 'jwt' | 'high-entropy';

const KEY_FORMATS: RegExp[] = [
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/, // AWS access key id
  /\bsk-(?:proj-|live-|test-)?[A-Za-z0-9_-]{20,}/, // OpenAI / Stripe secret keys
  /\brk_live_[A-Za-z0-9]{20,}/, // Stripe restricted key
  /\bgh[pousr]_[A-Za-z0-9]{36,}\b/, // GitHub tokens
  /\bgithub_pat_[A-Za-z0-9_]{60,}\b/,
  /\bxox[abprs]-[A-Za-z0-9-]{10,}/, // Slack
  /\bAIza[0-9A-Za-z_-]{35}\b/, // Google API key
  /\bglpat-[A-Za-z0-9_-]{20,}\b/, // GitLab
  /\bsk-ant-[A-Za-z0-9_-]{20,}/, // Anthropic
];
const PRIVATE_KEY = /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----/;
const JWT = /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b/;

/** Names a secret is kept under (apiKey, client_secret, authToken, password...), not labels about them. */
export const SECRET_NAME = /(?:^|[_-]|[a-z](?=[A-Z]))(?:api[_-]?key|secret|token|password|passwd|pwd|private[_-]?key|access[_-]?key|auth)$|^(?:key|secret|token|password|apikey)$/i;

/** Shannon entropy in bits per character. */
export function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/** A value that looks machine-made: long, no spaces, letters and digits mixed, random-looking. */
export function looksRandom(value: string): boolean {
  return value.length >= 16 && !/\s/.test(value) && /\d/.test(value) && /[A-Za-z]/.test(value) && entropy(value) >= 3.5 && !/^https?:/i.test(value);
}

/** A password literal: no spaces, at least 8 characters, letters with digits or symbols. Not a placeholder. */
function looksLikePassword(value: string): boolean {
  return value.length >= 8 && !/\s/.test(value) && /[A-Za-z]/.test(value) && /[\d\W_]/.test(value) && !/^(?:\*+|x+|changeme|password|example)$/i.test(value);
}

/** What kind of secret a string is by its shape alone, whatever it is assigned to. */
export function secretByShape(value: string): SecretKind | null {
  if (PRIVATE_KEY.test(value)) return 'private-key';
  if (KEY_FORMATS.some((re) => re.test(value))) return 'key-format';
  if (JWT.test(value)) return 'jwt';
  return null;
}

/** A string assigned to a name like apiKey/secret/token/password that holds a real-looking value. */
export function secretByName(name: string, value: string): SecretKind | null {
  if (!SECRET_NAME.test(name)) return null;
  if (/pass(?:word|wd)?$|pwd$/i.test(name)) return looksLikePassword(value) ? 'high-entropy' : null;
  return looksRandom(value) ? 'high-entropy' : null;
}
