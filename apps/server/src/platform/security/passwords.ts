import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';

/** OWASP Password Storage Cheat Sheet, argon2id option 1: m=19 MiB, t=2, p=1. */
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real verification, so an unknown email cannot be told from a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing-equalisation');
  await verifyPassword(await dummyHash, password);
  return false;
}

const COMMON = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));
/** True when the password (case-insensitive) is in the list of most common passwords shipped in the repo. */
export const isCommonPassword = (password: string): boolean => COMMON.has(password.toLowerCase());
