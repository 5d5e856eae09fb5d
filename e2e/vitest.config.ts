import { defineConfig } from 'vitest/config';

// End-to-end: the built server on a fresh embedded database, driven by Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['support/global-setup.ts'],
    // One browser at a time on a 2-core machine keeps timings steady.
    fileParallelism: false,
    // A story through many screens, each with its accessibility check, can pass a minute on a loaded
    // machine.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
