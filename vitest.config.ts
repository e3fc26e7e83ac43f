import { defineConfig } from 'vitest/config';

// Two tiers run by vitest: pure unit tests, and api tests against the real app on a fresh database.
// Playwright specs (tests/e2e) are run by Playwright, never by vitest.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'print/**/*.test.ts', 'stations/**/*.test.{ts,tsx}'],
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
    ],
  },
});
