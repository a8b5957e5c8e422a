import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { PASSWORD } from './shell-helpers';

// Admin and ministry roles require 2FA (decision 211). Journeys that need such an account use these helpers:
// `adminToken` (the ADMIN_EMAIL account, enrolled on first use), `grantRole` (grants through the admin API and
// enrols the user), `signInWithCode` (the UI sign-in with its code step). Enrolments are kept in a file of the run's
// data folder so every spec of the run can sign the same accounts in again.

export const ADMIN = { email: 'admin@e2e.test', password: 'Admin-e2e-Pass-2026' };

export type Factor = { secret: string; codes: string[]; lastStep: number };

const port = Number(process.env.E2E_PORT ?? 4173);
const stateDir = process.env.E2E_DATA_DIR ?? `.data-e2e-${port}`;
const stateFile = join(stateDir, 'e2e-mfa.json');
const readState = (): Record<string, Factor> => (existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as Record<string, Factor>) : {});
export const loadFactor = (email: string): Factor | null => readState()[email] ?? null;
export function saveFactor(email: string, f: Factor): void {
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(stateFile, JSON.stringify({ ...readState(), [email]: f }));
}

const stepNow = () => Math.floor(Date.now() / 30_000);
export const totp = (secret: string) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) });

/** A TOTP code whose 30-second step was never used for this account (the server refuses a replay): may wait for the next step. */
export async function freshCode(email: string, f: Factor): Promise<string> {
  if (stepNow() <= f.lastStep) await new Promise((r) => setTimeout(r, (f.lastStep + 1) * 30_000 - Date.now() + 300));
  f.lastStep = stepNow();
  saveFactor(email, f);
  return totp(f.secret);
}

/** Enrols the holder of `token` through the API; remembers the secret and the recovery codes under `email`. */
export async function enrolOverApi(request: APIRequestContext, token: string, email: string): Promise<Factor> {
  const headers = { authorization: `Bearer ${token}` };
  const e = await request.post('/api/auth/mfa/enroll', { headers, data: {} });
  expect(e.status()).toBe(200);
  const { secret } = (await e.json()) as { secret: string };
  const lastStep = stepNow();
  const ok = await request.post('/api/auth/mfa/confirm', { headers, data: { code: totp(secret) } });
  expect(ok.status()).toBe(200);
  const f: Factor = { secret, codes: ((await ok.json()) as { recovery_codes: string[] }).recovery_codes, lastStep };
  saveFactor(email, f);
  return f;
}

/** An API access token for `email`, answering the code step with a recovery code when 2FA is on. */
export async function apiSignIn(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const r = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(r.status()).toBe(200);
  const body = (await r.json()) as { session?: { access_token: string }; mfa_required?: boolean; challenge?: string };
  if (body.session) return body.session.access_token;
  const f = loadFactor(email);
  if (!f) throw new Error(`${email} has 2FA on but this run never enrolled it`);
  // Recovery codes first (no wait); once the ten are spent (the bootstrap admin signs in many times in one run), a
  // TOTP code of a step not used yet (freshCode may wait for the next 30-second step).
  const code = f.codes.shift();
  saveFactor(email, f);
  const answer = code ? { recovery_code: code } : { code: await freshCode(email, f) };
  const v = await request.post('/api/auth/mfa/verify', { data: { challenge: body.challenge, ...answer } });
  expect(v.status()).toBe(200);
  return ((await v.json()) as { session: { access_token: string } }).session.access_token;
}

/** The ADMIN_EMAIL account's token, enrolling its 2FA the first time (as the bootstrap admin must). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const token = await apiSignIn(request, ADMIN.email, ADMIN.password);
  const status = await request.get('/api/auth/mfa', { headers: { authorization: `Bearer ${token}` } });
  if (!((await status.json()) as { enabled: boolean }).enabled) await enrolOverApi(request, token, ADMIN.email);
  return token;
}

/** The e2e `grantRole`: an admin grants `role` to `email` with a reason; `enrol` (default) also turns the user's 2FA on. */
export async function grantRole(request: APIRequestContext, email: string, role: string, opts: { enrol?: boolean } = {}): Promise<Factor | null> {
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const found = await request.get(`/api/admin/users?q=${encodeURIComponent(email)}`, { headers: admin });
  const id = ((await found.json()) as { items: { id: string; email: string }[] }).items.find((u) => u.email === email)?.id;
  if (!id) throw new Error(`no account ${email}`);
  const g = await request.post(`/api/admin/users/${id}/roles`, { headers: admin, data: { role, reason: 'Affectation e2e' } });
  expect(g.status()).toBe(200);
  if (opts.enrol === false) return null;
  return enrolOverApi(request, await apiSignIn(request, email), email);
}

/** The auth page's labels `signInWithCode` finds its way by, in each language. */
export type SignInLabels = { email: string; password: string; submit: string; code: string; verify: string };
export const SIGN_IN_LABELS: Record<'fr' | 'en', SignInLabels> = {
  fr: { email: 'Email', password: 'Mot de passe', submit: 'Se connecter', code: 'Code de vérification', verify: 'Vérifier' },
  en: { email: 'Email', password: 'Password', submit: 'Sign in', code: 'Verification code', verify: 'Verify' },
};

/** Signs in through the auth page and answers the code step with a fresh TOTP code. */
export async function signInWithCode(
  page: Page,
  email: string,
  password: string,
  labels: SignInLabels,
): Promise<void> {
  const f = loadFactor(email);
  if (!f) throw new Error(`${email} was never enrolled in this run`);
  await page.goto('/auth');
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await page.getByLabel(labels.code).fill(await freshCode(email, f));
  await page.getByRole('button', { name: labels.verify, exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}
