// Debian's Chromium for the resilience tier (Playwright's library, not its test runner), and the built
// stations it needs: dist/ is built once if it is missing (npm test builds before this tier runs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type Page, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../support/chromium';
import { ROOT } from '../../support/processes';

export function ensureBuilt(): void {
  if (fs.existsSync(path.join(ROOT, 'dist', 'entries', 'kitchen.html'))) return;
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed: the kitchen page needs dist/');
}

export function launchChromium(): Promise<Browser> {
  // The test runner, not Playwright, owns the signals: the browser is closed in afterAll.
  return chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: [...CHROMIUM_ARGS],
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** Signs in through the login page, as staff do, and waits to leave it. */
export async function signInThroughPage(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard/'));
}

/** A kitchen card as the cook sees it: the token, and each item's title and state. */
export interface CardView {
  token: number;
  items: Array<{ title: string; status: string }>;
}

/** Every card on the kitchen screen, in screen order (the kitchen page model's attributes: tests/e2e/pages/KitchenPage.ts). */
export function readKitchenCards(page: Page): Promise<CardView[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="kitchen-order"]')].map((card) => ({
      token: Number(card.querySelector('[data-testid="token"]')?.textContent?.trim()),
      items: [...card.querySelectorAll<HTMLElement>('li[data-status]')].map((item) => ({
        title: item.getAttribute('aria-label') ?? '',
        status: item.dataset.status ?? '',
      })),
    })),
  );
}
