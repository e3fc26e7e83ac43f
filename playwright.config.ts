import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './tests/support/chromium';

// e2e tier: the real server (tests/e2e/support/server.ts, fresh SQLite file, demo store, fixture users)
// and Debian's Chromium. `npx playwright install` never runs here.
const port = Number(process.env.E2E_PORT ?? 18_480);
export const E2E_BASE_URL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'UTC',
    locale: 'en-US',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ['**/pro-kitchen.spec.ts', '**/rush-screens.spec.ts', '**/printers.spec.ts', '**/receiptPrinter.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_EXECUTABLE,
          args: [...CHROMIUM_ARGS],
        },
      },
    },
    {
      // The prep-station screens count tickets exactly: they run once the other specs (which place orders of
      // their own on the shared e2e database) are done.
      name: 'kitchen-stations',
      testMatch: '**/pro-kitchen.spec.ts',
      dependencies: ['chromium'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_EXECUTABLE,
          args: [...CHROMIUM_ARGS],
        },
      },
    },
    {
      // The kitchen's pages and the board count every open order: last, alone, after the station screens.
      name: 'rush-screens',
      testMatch: '**/rush-screens.spec.ts',
      dependencies: ['kitchen-stations'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_EXECUTABLE,
          args: [...CHROMIUM_ARGS],
        },
      },
    },
    {
      // Network printers: its printers would print the other specs' orders and show on their screens; last, alone.
      name: 'printers',
      testMatch: ['**/printers.spec.ts', '**/receiptPrinter.spec.ts'],
      dependencies: ['rush-screens'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_EXECUTABLE,
          args: [...CHROMIUM_ARGS],
        },
      },
    },
  ],
  webServer: {
    command: `node_modules/.bin/tsx tests/e2e/support/server.ts`,
    url: `${E2E_BASE_URL}/`,
    env: { E2E_PORT: String(port), TZ: 'UTC' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
