import { generateSync } from 'otplib';
import type { Role } from '@ov/shared';
import type { App } from '../app';
import type { Db } from '../platform/db/types';
import { client } from './http';

// Admin and ministry roles require 2FA (decision 211): a test that signs in such a user grants the role
// with grantRole(), which also enrols the account, so its token passes the enrolment gate.

export type Enrolment = { secret: string; recoveryCodes: string[]; code(now?: Date): string };

/** The TOTP code of `secret` at `now` (default: the wall clock, as the app's default clock). */
export const totpAt = (secret: string, now: Date = new Date()): string => generateSync({ secret, epoch: Math.floor(now.getTime() / 1000) });

/** Enrols and confirms 2FA for the holder of `token` through the API; returns the secret and the recovery codes. */
export async function enrolMfa(app: App, token: string, opts: { now?: Date } = {}): Promise<Enrolment> {
  const c = client(app);
  const e = await c.post('/api/auth/mfa/enroll', undefined, { token });
  if (e.status !== 200) throw new Error(`mfa enroll failed: ${e.status} ${e.text}`);
  const secret = e.json.secret as string;
  const ok = await c.post('/api/auth/mfa/confirm', { code: totpAt(secret, opts.now) }, { token });
  if (ok.status !== 200) throw new Error(`mfa confirm failed: ${ok.status} ${ok.text}`);
  return { secret, recoveryCodes: [...(ok.json.recovery_codes as string[])], code: (now) => totpAt(secret, now) };
}

/**
 * Grants `role` to `user` (as an admin would) and, when the role requires it, enrols 2FA so `user.token`
 * keeps working. The one helper every test uses to make an admin or a ministry official.
 */
export async function grantRole(
  ctx: { app: App; db: Db },
  user: { id: string; token: string },
  role: Role,
  opts: { now?: Date } = {},
): Promise<Enrolment | null> {
  await ctx.db.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING', [user.id, role]);
  const status = await client(ctx.app).get('/api/auth/mfa', { token: user.token });
  if (status.json?.enabled || !status.json?.required) return null;
  return enrolMfa(ctx.app, user.token, opts);
}

/** Signs in an account with 2FA on, spending one of its recovery codes (deterministic, unlike a TOTP step). */
export async function signInWithMfa(app: App, email: string, password: string, enrolment: Enrolment) {
  const c = client(app);
  const first = await c.post('/api/auth/sign-in', { email, password });
  if (first.status !== 200 || !first.json.mfa_required) throw new Error(`sign-in did not ask for a code: ${first.status} ${first.text}`);
  const recovery = enrolment.recoveryCodes.shift();
  if (!recovery) throw new Error('no recovery code left');
  const r = await c.post('/api/auth/mfa/verify', { challenge: first.json.challenge, recovery_code: recovery });
  if (r.status !== 200) throw new Error(`mfa verify failed: ${r.status} ${r.text}`);
  return r.json.session;
}

/** enrolMfa against a listening server (main-process tests): the bootstrap admin must enrol before anything else. */
export async function enrolMfaOverHttp(base: string, token: string): Promise<string> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const e = await fetch(`${base}/api/auth/mfa/enroll`, { method: 'POST', headers });
  if (e.status !== 200) throw new Error(`mfa enroll failed: ${e.status}`);
  const { secret } = (await e.json()) as { secret: string };
  const ok = await fetch(`${base}/api/auth/mfa/confirm`, { method: 'POST', headers, body: JSON.stringify({ code: totpAt(secret) }) });
  if (ok.status !== 200) throw new Error(`mfa confirm failed: ${ok.status}`);
  return secret;
}
