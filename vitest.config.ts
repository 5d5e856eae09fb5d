import { defineConfig } from 'vitest/config';

// Unit and API tests. API tests run on PGlite, and on PostgreSQL too when DATABASE_URL is set.
const apiProject = (database: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${database}`,
    root: 'apps/api',
    include: ['src/**/*.test.ts'],
    env: { TEST_DB: database },
    globalSetup: [`src/test/${database}-global-setup.ts`],
    // A worker runs file after file with the modules it imported: a fresh worker per file imported the
    // server's module graph again, a third of the API suites' time. The test files and fixtures keep no
    // state that another file could trip on (fixtures make documents at random, not from a list).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // Two test files at a time even on two cores: an API test waits on its database (PostgreSQL's own
    // process, or PGlite between statements) much of the time, and each file has a database of its own.
    maxWorkers: 2,
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
