import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { launchNginx, nginxBinary, opensslBinary } from '../deploy/nginx/local.mjs';
import { freePort, startServers, stopServer } from '../scripts/bench/load.mjs';
import { PASSWORD, uniqueEmail } from './shell-helpers';

// Issue 21 §1: a browser journey through nginx in front of three instances on one PostgreSQL (TRUST_PROXY=1), as
// docs/deploy.md sets them up (deploy/nginx, TLS with a self-signed certificate). The API side of the same set-up is
// apps/server/src/nginx.test.ts. Runs where nginx, openssl and PostgreSQL are present (.ci/run installs nginx).

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JWT_SECRET = 'e2e-nginx-secret-e2e-nginx-secret-0123456789';

test.use({ locale: 'fr-FR', ignoreHTTPSErrors: true });
test.describe.configure({ timeout: 240_000 });

async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

type Instance = { child: ChildProcess; port: number };
type Nginx = Awaited<ReturnType<typeof launchNginx>>;

let dbName = '';
let dbUrl = '';
let nginx: Nginx | undefined;
const instances: Instance[] = [];
let missing: string | null = null;

test.beforeAll(async () => {
  missing = !nginxBinary() ? 'nginx' : !opensslBinary() ? 'openssl' : !(await reachable(pgUrl)) ? 'PostgreSQL' : null;
  if (missing) return;
  dbName = `e2e_nginx_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const u = new URL(pgUrl);
  u.pathname = `/${dbName}`;
  dbUrl = u.toString();
  const ports: number[] = [await freePort(), await freePort(), await freePort()];
  // The three start at once (one migrates under the advisory lock, the others wait); each must become ready. The
  // benches' starter (the `serve` script's node flags and environment, as `npm start` runs the server).
  const started = await startServers(
    { DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: '5', TRUST_PROXY: '1', JWT_SECRET, STORE_SEED: '0', LOG_LEVEL: 'warn' },
    ports,
  );
  for (const { child, port } of started as Instance[]) instances.push({ child, port });
  nginx = await launchNginx(ports.map((p) => `127.0.0.1:${p}`));
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all(instances.map(({ child }) => stopServer(child)));
  if (dbName) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
});

/** Requests each instance has served, from its own /metrics (loopback only, never through nginx). */
async function servedBy(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return [...text.matchAll(/^http_requests_total\{[^}]*\} (\d+)/gm)].reduce((n, m) => n + Number(m[1]), 0);
}

test('a new user signs in, generates an app, sees it run in the preview and saves it, through nginx over HTTPS', async ({ page }) => {
  test.skip(missing !== null, `${missing} is not available here`);
  const base = nginx!.base.replace('localhost', '127.0.0.1');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  const before = await Promise.all(instances.map((i) => servedBy(i.port)));
  const email = uniqueEmail('nginx');
  const signUp = await page.request.post(`${base}/api/auth/sign-up`, { data: { email, password: PASSWORD, full_name: 'Opératrice Réseau' } });
  expect(signUp.status()).toBe(201);

  const landing = await page.goto(`${base}/auth`);
  expect(landing!.status()).toBe(200);
  expect(landing!.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/\/auth/);

  await page.goto(`${base}/`);
  await page.getByLabel('Décrivez votre projet').fill('Registre des rondes de sécurité : agent, secteur, heure de passage, anomalie constatée');
  await page.getByRole('button', { name: 'Générer l’application' }).click();
  // the generation's progress is a stream through nginx; once delivered the project is saved and opened in the editor
  await expect(page).toHaveURL(/\/editor\?project=/, { timeout: 90_000 });
  await expect(page.getByTestId('monaco-editor')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-preview-status="ready"]')).toBeVisible({ timeout: 60_000 });
  const frame = page.getByTestId('editor-page').frameLocator('iframe[sandbox]');
  for (const label of ['Agent', 'Secteur', 'Heure de passage', 'Anomalie constatée']) await expect(frame.getByRole('columnheader', { name: label })).toBeVisible({ timeout: 30_000 });

  // the session holds on every instance: reloads and API calls are spread over the three by nginx
  for (let i = 0; i < 3; i++) {
    await page.reload();
    await expect(page.getByTestId('monaco-editor')).toBeVisible({ timeout: 60_000 });
  }
  await page.goto(`${base}/projects`);
  await expect(page.getByText('Registre des rondes de sécurité').first()).toBeVisible({ timeout: 30_000 });

  const after = await Promise.all(instances.map((i) => servedBy(i.port)));
  const served = after.map((n, i) => n - before[i]!);
  for (const n of served) expect(n, `requests served per instance: ${served.join(', ')}`).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
