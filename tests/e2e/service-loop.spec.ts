// The live service loop across three stations at once (spec 2.5, 2.6, 2.7, 2.14, 4, 7 Realtime): a
// cashier sends an order from the POS; the kitchen shows it without a reload; the cook starts and completes
// each item and sets Ready; the public board shows the token as Ready (never the customer's name or phone);
// the cashier pays and completes it from the Orders screen and it leaves all three screens.
// The shared e2e database has other specs' orders: this one finds its own by order id (and token on the board).
// Reconnect after a server restart is covered by shared/realtime/liveList.test.ts (the Playwright webServer is
// shared by every spec and cannot be restarted here).
import { type Browser, type Page, expect, test } from '@playwright/test';
import { DisplayPage } from './pages/DisplayPage';
import { KitchenPage } from './pages/KitchenPage';
import { LoginPage } from './pages/LoginPage';
import { OrdersPage } from './pages/OrdersPage';
import { E2E_CUSTOMER, PosPage } from './pages/PosPage';
import { E2E_USERS, type E2eUser } from './support/users';

test.describe.configure({ timeout: 90_000 });

async function station(browser: Browser, user: E2eUser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await new LoginPage(page).signInAs(user);
  return page;
}

/** A mark on the window: still there later means the page was never reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { serviceLoopMark?: number }).serviceLoopMark = 1;
  });
}

async function isSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { serviceLoopMark?: number }).serviceLoopMark === 1);
}

/** Records when each kitchen card first appears (browser clock = test clock: same machine). */
async function watchKitchenCards(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { kitchenCardsSeen: Record<string, number> }).kitchenCardsSeen = seen;
    const scan = () => {
      for (const element of document.querySelectorAll<HTMLElement>('[data-testid="kitchen-order"]')) {
        const id = element.dataset.orderId;
        if (id && !(id in seen)) seen[id] = Date.now();
      }
    };
    scan();
    new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
  });
}

test('an order travels POS → kitchen → public board → Orders screen, live on all three screens', async ({ browser }) => {
  const [cashierPage, cookPage, boardPage] = await Promise.all([
    station(browser, E2E_USERS.cashier),
    station(browser, E2E_USERS.cook, { width: 1920, height: 1080 }),
    station(browser, E2E_USERS.board, { width: 1920, height: 1080 }),
  ]);
  const pos = new PosPage(cashierPage);
  const kitchen = new KitchenPage(cookPage);
  const board = new DisplayPage(boardPage);
  const orders = new OrdersPage(cashierPage);

  await Promise.all([pos.open(), kitchen.open(), board.open()]);
  await markPage(cookPage);
  await markPage(boardPage);
  await watchKitchenCards(cookPage);

  // The cashier takes a take-away order for a registered customer and sends it.
  await pos.addItem('Tomato Soup');
  await pos.addItem('Espresso', { variant: 'Double' });
  await pos.chooseDiningOption('Take Away');
  await pos.searchCustomer(E2E_CUSTOMER.phone);
  await expect(pos.customerBox()).toContainText(E2E_CUSTOMER.name);
  await pos.button('Send for Processing').click();
  const summary = pos.dialog('Send order for Processing');
  await expect(summary).toBeVisible();
  const created = cashierPage.waitForResponse((response) => response.url().endsWith('/api/v1/pos/create-order'));
  await summary.getByRole('button', { name: 'Send', exact: true }).click();
  const createdAt = await created.then(() => Date.now());
  const sent = pos.dialog('Order sent for Processing');
  await expect(sent).toBeVisible();
  const { tokenNo, orderId } = await pos.orderNumbers(sent);

  // The kitchen shows it without a reload, within a few seconds (new_order → one coalesced refetch).
  const card = kitchen.card(orderId);
  await expect(card).toBeVisible({ timeout: 5_000 });
  const shownAt = await cookPage.evaluate(
    (id) => (window as unknown as { kitchenCardsSeen: Record<string, number> }).kitchenCardsSeen[String(id)] ?? Number.NaN,
    orderId,
  );
  test.info().annotations.push({
    type: 'kitchen latency',
    description: `${shownAt - createdAt} ms from the create-order answer to the card on the kitchen screen`,
  });
  expect(await isSamePage(cookPage)).toBe(true);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('TAKEAWAY CUSTOMER');
  await expect(card.getByTestId('token')).toHaveText(String(tokenNo));
  await expect(card.getByTestId('kitchen-status')).toHaveText('Not Started');
  await expect(card.getByTestId('age')).toContainText('0');
  await expect(kitchen.item(orderId, 'Espresso')).toContainText('Double');

  // The board shows the token as being prepared, and nothing about the customer.
  await expect(board.preparingOrder(tokenNo)).toContainText('Not Started');
  expect(await isSamePage(boardPage)).toBe(true);
  const boardText = (await boardPage.locator('main').textContent()) ?? '';
  expect(boardText).not.toContain(E2E_CUSTOMER.name);
  expect(boardText).not.toContain(E2E_CUSTOMER.phone);

  // The cashier moves to the Orders screen (the POS's Table Orders link: same page, same socket).
  await sent.getByRole('button', { name: 'Done' }).click();
  await cashierPage.getByRole('link', { name: 'Table Orders' }).click();
  await expect(orders.heading()).toBeVisible();
  await expect(orders.order(orderId)).toBeVisible();
  await expect(orders.groupOf(orderId).getByRole('heading', { level: 2 })).toHaveText('Dine Out / Delivery');
  await expect(orders.order(orderId).getByTestId('payment-status')).toHaveText('Unpaid');
  await expect(orders.order(orderId)).toContainText(E2E_CUSTOMER.name);

  // The cook works through the items and sets Ready.
  for (const title of ['Tomato Soup', 'Espresso']) {
    await kitchen.startMaking(orderId, title);
    await kitchen.complete(orderId, title);
  }
  await kitchen.setKitchenStatus(orderId, tokenNo, 'Ready');
  expect(await isSamePage(cookPage)).toBe(true);

  // Both other screens follow on their own: the board moves the token to Ready, the Orders screen shows it.
  await expect(board.readyOrder(tokenNo)).toBeVisible({ timeout: 5_000 });
  await expect(board.preparingOrder(tokenNo)).toHaveCount(0);
  await expect(orders.order(orderId)).toContainText('Ready');
  await expect(orders.item(orderId, 'Tomato Soup').getByTestId('item-status')).toHaveText('Completed');
  await expect(orders.item(orderId, 'Espresso').getByTestId('item-status')).toHaveText('Completed');

  // Pay & Complete: the server's summary of the stored lines (Tomato Soup 5.50 VAT-inclusive; Espresso Double
  // 3.20 + 10% service), then Card.
  const totals = await orders.payAndComplete(orderId, tokenNo, 'Card');
  expect(totals).toEqual({ subtotal: '$8.44', tax: '$0.58', total: '$9.02' });
  await expect(orders.toast('Payment collected and order completed!')).toBeVisible();

  // It leaves all three screens, without a reload anywhere.
  await expect(orders.order(orderId)).toHaveCount(0);
  await expect(kitchen.card(orderId)).toHaveCount(0, { timeout: 5_000 });
  await expect(board.order(tokenNo)).toHaveCount(0, { timeout: 5_000 });
  expect(await isSamePage(cookPage)).toBe(true);
  expect(await isSamePage(boardPage)).toBe(true);
  await expect(kitchen.connectionLost()).toHaveCount(0);

  await Promise.all([cashierPage.context().close(), cookPage.context().close(), boardPage.context().close()]);
});

test('the Orders screen: item status menu, cancel with the spec confirmation, and the connection banner stays away', async ({
  browser,
}) => {
  const cashierPage = await station(browser, E2E_USERS.cashier);
  const pos = new PosPage(cashierPage);
  const orders = new OrdersPage(cashierPage);
  await pos.open();
  await pos.addItem('Cheesecake');
  await pos.chooseDiningOption('Dine-In');
  await pos.chooseTable('Table 3 - 6 person - Ground');
  const sent = await pos.sendForProcessing();
  const { tokenNo, orderId } = await pos.orderNumbers(sent);
  await sent.getByRole('button', { name: 'Done' }).click();

  await orders.open();
  await expect(orders.groupOf(orderId).getByRole('heading', { level: 2 })).toHaveText('Table 3');
  await expect(orders.groupOf(orderId)).toContainText('Floor: Ground');

  // An item status from the menu: the server's message as a toast, the list reloaded.
  await orders.itemAction(orderId, 'Cheesecake', 'Preparing');
  await expect(orders.toast('Status updated successfully!')).toBeVisible();
  await expect(orders.item(orderId, 'Cheesecake').getByTestId('item-status')).toHaveText('Preparing');

  // Cancel asks the spec's question; keeping the order changes nothing.
  await orders.orderAction(orderId, tokenNo, 'Cancel');
  const confirm = cashierPage.getByRole('alertdialog', {
    name: 'Are you sure, you are cancelling the order! This process is not reversible.',
  });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep' }).click();
  await expect(orders.order(orderId)).toBeVisible();

  await orders.orderAction(orderId, tokenNo, 'Cancel');
  await confirm.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(orders.toast('Order cancelled successfully!')).toBeVisible();
  await expect(orders.order(orderId)).toHaveCount(0);
  await expect(cashierPage.getByTestId('connection-lost')).toHaveCount(0);
  await cashierPage.context().close();
});
