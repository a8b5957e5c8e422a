import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is CPU-bound wasm; two cores are shared by the whole suite.
    maxWorkers: 2,
    // A project with its own maxWorkers needs its own group: the server tests run after the
    // shared and web ones instead of competing with them for the two cores.
    sequence: { groupOrder: 1 },
  },
});
