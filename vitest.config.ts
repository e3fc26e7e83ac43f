import { defineConfig } from 'vitest/config';

// Four tiers run by vitest: pure unit tests, api tests against the real app on a fresh database, the cluster
// tier (several real server processes on one PostgreSQL database) and the resilience tier (a server killed and
// restarted mid-test).
// Playwright specs (tests/e2e) are run by Playwright, never by vitest.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'print/**/*.test.ts',
            'stations/**/*.test.{ts,tsx}',
            'tests/architecture/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
          environment: 'node',
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 20_000,
          hookTimeout: 30_000,
          env: { TZ: 'UTC' },
        },
      },
      {
        // Real server processes (two or more) on one PostgreSQL database, one file at a time
        // (each file starts its own nodes); skipped without a PostgreSQL TEST_DATABASE_URL.
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
          env: { TZ: 'UTC' },
        },
      },
      {
        // A server that is killed (-9), stopped and started again mid-test, as real processes, on a
        // SQLite file (TEST_DATABASE_URL empty) or PostgreSQL; the kitchen in Debian's Chromium (needs dist/).
        test: {
          name: 'resilience',
          include: ['tests/resilience/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 300_000,
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
