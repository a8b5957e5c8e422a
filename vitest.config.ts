import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own environment. `repo` holds the checks on the repository
// itself (lint boundaries, documentation links), run in Node.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      { test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.ts'], testTimeout: 120_000 } },
    ],
  },
});
