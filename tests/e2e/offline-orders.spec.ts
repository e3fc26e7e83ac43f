// The Orders screen without the network (real Chromium, real server; the network cut with Playwright): it says it is
// offline instead of "Error loading orders!", shows the last list it has (and only claims one when it has it), and
// lists the orders waiting in this device's outbox as queued until the outbox has sent them.
import { type Page, expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { PosPage } from './pages/PosPage';
import { Shell } from './pages/Shell';
import { ApiSession } from './support/api';
import { expectServiceWorkerReady } from './support/serviceWorker';
import { E2E_USERS } from './support/users';

test.describe.configure({ timeout: 120_000 });

const LOAD_ERROR = 'Error loading orders! Please try later!';
const QUEUED = 'Queued — will be sent when the connection returns';

async function goTo(page: Page, menuLabel: 'POS' | 'Orders') {
  // On the POS and Orders (station pages) the sidebar is the top bar's menu.
  await new Shell(page).showSidebar();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: menuLabel, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(menuLabel === 'POS' ? 'POS - Point of Sale' : 'Orders');
}

async function queueOrder(pos: PosPage, note: string) {
  await pos.addItem('Tomato Soup');
  await pos.setNotes('Tomato Soup', note);
  await pos.sendQueued();
  await expect(pos.cartLines()).toHaveCount(0);
}

test('offline, the Orders screen says so, shows the last list only when it has one, and lists the queued orders as queued', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const run = `ordoff-${Date.now().toString(36)}`;
  await new LoginPage(page).signInAs(E2E_USERS.cashier);
  const pos = new PosPage(page);
  await pos.open();
  // Every chunk of the station in the service worker's cache first (the Orders screen's code among them).
  await page.waitForLoadState('networkidle');
  await expectServiceWorkerReady(page, '/dashboard/pos');
  const chip = pos.statusChip();

  // 1. Offline before this device ever had the list: no list to show, and none claimed.
  await context.setOffline(true);
  await expect(chip).toHaveAttribute('data-state', 'offline', { timeout: 5_000 });
  await queueOrder(pos, `${run}-1`);
  await goTo(page, 'Orders');
  await expect(page.getByText("Offline: can't reach Brigade.")).toBeVisible();
  await expect(page.getByText(LOAD_ERROR)).toHaveCount(0);
  await expect(chip).not.toContainText('Showing the last list');
  await expect(chip).toContainText('No list kept yet');
  const queued = page.getByTestId('queued-order');
  await expect(queued).toHaveCount(1);
  await expect(queued).toContainText('1 × Tomato Soup');
  await expect(queued.getByTestId('queued-order-status')).toHaveText(QUEUED);

  // Back online: the outbox sends it, the list loads by itself and holds it; nothing is queued any more.
  await context.setOffline(false);
  await expect(queued).toHaveCount(0, { timeout: 30_000 });
  const api = await ApiSession.signIn(E2E_USERS.cashier);
  const [first] = await api.ordersNoted(run);
  await api.dispose();
  expect(first).toBeDefined();
  const firstCard = page.locator(`[data-testid="order"][data-order-id="${first?.id}"]`);
  await expect(firstCard).toBeVisible({ timeout: 30_000 });

  // 2. Offline again, with a list kept: the last list (marked stale), the new queued order beside it.
  await goTo(page, 'POS');
  await context.setOffline(true);
  await expect(chip).toHaveAttribute('data-state', 'offline', { timeout: 5_000 });
  await queueOrder(pos, `${run}-2`);
  await goTo(page, 'Orders');
  await expect(firstCard).toBeVisible();
  await expect(page.getByTestId('connection-lost')).toBeVisible();
  await expect(page.getByText(LOAD_ERROR)).toHaveCount(0);
  await expect(chip).toContainText('Showing the last list');
  await expect(queued).toHaveCount(1);
  await expect(queued.getByTestId('queued-order-status')).toHaveText(QUEUED);

  await context.setOffline(false);
  await expect(queued).toHaveCount(0, { timeout: 30_000 });
});
