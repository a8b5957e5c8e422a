import { defineConfig } from '@playwright/test';

// Browser journeys against the real built server on a fresh embedded database.
// scripts/e2e.mjs builds first and picks a free port (E2E_PORT) and a temporary DATA_DIR.
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? `.data-e2e-${port}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'Admin-e2e-Pass-2026',
      RATE_LIMIT_DISABLED: '1',
      NODE_ENV: 'test',
      // No sample store listings unless a journey's run asks for them (decision 174).
      STORE_SEED: process.env.STORE_SEED ?? '0',
    },
  },
});
