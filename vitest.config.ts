import { defineConfig } from 'vitest/config';

// Unit and API tests. API tests run on PGlite, and on PostgreSQL too when DATABASE_URL is set.
const apiProject = (database: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${database}`,
    root: 'apps/api',
    include: ['src/**/*.test.ts'],
    env: { TEST_DB: database },
    globalSetup: [`src/test/${database}-global-setup.ts`],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'] } },
      // The door: the Node that npm's scripts run on (scripts/, outside the workspaces).
      { test: { name: 'door', root: 'scripts', include: ['*.test.ts'], testTimeout: 30_000 } },
      apiProject('pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
