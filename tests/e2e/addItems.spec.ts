// Adding to a sent order, on a tablet (1024x768) with the kitchen on a TV (1920x1080): the cashier sends an order,
// opens it from Orders with "Add items", raises a sent line, voids another with a reason, adds a round and sends it;
// the kitchen shows the round marked NEW, the raised line as old → new and the voided line struck, and the Orders
// screen shows the order's new total (the server's).
import { type Browser, type Page, expect, test } from '@playwright/test';
import { KitchenPage } from './pages/KitchenPage';
import { LoginPage } from './pages/LoginPage';
import { OrdersPage } from './pages/OrdersPage';
import { PosPage } from './pages/PosPage';
import { ApiSession } from './support/api';
import { E2E_USERS, type E2eUser } from './support/users';
import { ADD_ITEMS_NOTICES } from '../../shared/domain/addItems';

test.describe.configure({ timeout: 90_000 });

async function station(browser: Browser, user: E2eUser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await new LoginPage(page).signInAs(user);
  return page;
}

test('a round, a raised line and a void on a sent order reach the kitchen and the order total', async ({ browser }) => {
  const [tillPage, cookPage] = await Promise.all([
    station(browser, E2E_USERS.cashier, { width: 1024, height: 768 }),
    station(browser, E2E_USERS.cook, { width: 1920, height: 1080 }),
  ]);
  const pos = new PosPage(tillPage);
  const orders = new OrdersPage(tillPage);
  const kitchen = new KitchenPage(cookPage);

  await pos.open();
  await pos.addItem('Tomato Soup');
  await pos.addItem('Grilled Salmon');
  await pos.chooseDiningOption('Take Away');
  const sent = await pos.sendForProcessing();
  const { tokenNo, orderId } = await pos.orderNumbers(sent);
  await sent.getByRole('button', { name: 'Done' }).click();

  // From Orders, "Add items" opens the register on the order.
  await orders.open();
  await orders
    .order(orderId)
    .getByRole('button', { name: `Add items to token ${tokenNo}` })
    .click();
  const panel = tillPage.getByTestId('sent-order');
  await expect(panel.getByRole('heading', { name: `Adding to order #${tokenNo}` })).toBeVisible();
  const soup = panel.getByRole('listitem', { name: 'Tomato Soup', exact: true });
  const salmon = panel.getByRole('listitem', { name: 'Grilled Salmon', exact: true });

  // A sent line raised: the server's quantity shows.
  await soup.getByRole('button', { name: 'More Tomato Soup' }).click();
  await expect(soup.getByTestId('sent-quantity')).toHaveText('2');
  // Another voided, with a reason typed by keyboard.
  await salmon.getByRole('button', { name: 'Void' }).click();
  const ask = tillPage.getByRole('alertdialog', { name: 'Void "Grilled Salmon" ×1?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('textbox', { name: 'Reason' }).fill('Guest changed mind');
  await ask.getByRole('button', { name: 'Void', exact: true }).click();
  await expect(ask).toBeHidden();
  await expect(salmon).toContainText('Voided');

  // A new round below, sent.
  await pos.addItem('Cheesecake');
  await expect(pos.cartLines().filter({ hasText: 'Cheesecake' })).toHaveCount(1);
  await tillPage.screenshot({ path: test.info().outputPath('add-items-register.png') });
  const added = tillPage.waitForResponse((response) => response.url().endsWith(`/api/v1/orders/${orderId}/add-items`));
  await pos.button('Send for Processing').click();
  expect((await added).status()).toBe(200);
  await expect(orders.heading()).toBeVisible();

  // The order's total on Orders is the server's: soup ×2 and the cheesecake, the salmon voided.
  const api = await ApiSession.signIn(E2E_USERS.cashier);
  const groups = await api.get<{ orders: { id: number; total: number }[] }[]>('/orders');
  await api.dispose();
  const total = groups.flatMap((group) => group.orders).find((order) => order.id === orderId)?.total;
  expect(total).toBeDefined();
  await expect(orders.order(orderId)).toContainText((total ?? 0).toFixed(2));
  await expect(orders.item(orderId, 'Grilled Salmon').getByTestId('item-status')).toHaveText('Cancelled');

  // The kitchen: the round NEW, the soup 1 → 2, the salmon struck.
  await kitchen.open();
  await kitchen.showTicket(orderId);
  await expect(kitchen.item(orderId, 'Cheesecake')).toHaveAttribute('data-new', 'true');
  await expect(kitchen.item(orderId, 'Cheesecake')).toContainText('NEW');
  await expect(kitchen.item(orderId, 'Tomato Soup').getByTestId('quantity')).toHaveText('1 → 2×');
  await expect(kitchen.item(orderId, 'Tomato Soup')).toHaveAttribute('data-new', 'false');
  const struck = kitchen.item(orderId, 'Grilled Salmon').locator('[data-name]');
  await expect(struck).toHaveCSS('text-decoration-line', 'line-through');
  await kitchen.card(orderId).screenshot({ path: test.info().outputPath('add-items-kitchen.png') });
});

test('without the connection a change to a sent order is refused at once, and the round sent later is added once', async ({ browser }) => {
  const tillPage = await station(browser, E2E_USERS.cashier, { width: 1024, height: 768 });
  const pos = new PosPage(tillPage);
  const orders = new OrdersPage(tillPage);
  await pos.open();
  await pos.addItem('Tiramisu');
  await pos.chooseDiningOption('Take Away');
  const sent = await pos.sendForProcessing();
  const { tokenNo, orderId } = await pos.orderNumbers(sent);
  await sent.getByRole('button', { name: 'Done' }).click();
  await orders.open();
  await orders
    .order(orderId)
    .getByRole('button', { name: `Add items to token ${tokenNo}` })
    .click();
  const panel = tillPage.getByTestId('sent-order');
  const tiramisu = panel.getByRole('listitem', { name: 'Tiramisu', exact: true });
  await expect(tiramisu.getByTestId('sent-quantity')).toHaveText('1');
  await pos.addItem('Espresso', { variant: 'Double' });

  await tillPage.context().setOffline(true);
  const calls: string[] = [];
  tillPage.on('request', (request) => {
    if (request.url().includes(`/api/v1/orders/${orderId}/`)) calls.push(request.url());
  });
  await tiramisu.getByRole('button', { name: 'More Tiramisu' }).click();
  await expect(tillPage.getByText(ADD_ITEMS_NOTICES.needsConnection).first()).toBeVisible();
  await pos.button('Send for Processing').click();
  await expect(tillPage.getByText(ADD_ITEMS_NOTICES.needsConnection).first()).toBeVisible();
  // Nothing was sent, nothing on screen pretends it was: the quantity is the server's, the round still in the cart.
  expect(calls).toEqual([]);
  await expect(tiramisu.getByTestId('sent-quantity')).toHaveText('1');
  await expect(pos.cartLines().filter({ hasText: 'Espresso' })).toHaveCount(1);

  await tillPage.context().setOffline(false);
  await pos.button('Send for Processing').click();
  await expect(orders.heading()).toBeVisible();
  await expect(orders.item(orderId, 'Espresso')).toHaveCount(1);
  await expect(orders.item(orderId, 'Tiramisu')).toHaveCount(1);
});
