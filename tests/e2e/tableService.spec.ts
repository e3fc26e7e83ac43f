// Table service with seats and courses: a table of four seated from the floor, its order taken seat by seat in two
// courses on the register (1024 × 768), the mains held on the kitchen (1920 × 1080) until Fire Mains puts them there
// with the cue, the order moved to another table and a neighbour merged in, then the bill split by seat in one tap and
// every check paid. The store's seats setting is put back at the end: the other specs share the server.
import { expect, test } from '@playwright/test';
import { KitchenPage } from './pages/KitchenPage';
import { FloorPage } from './pages/FloorPage';
import { LoginPage } from './pages/LoginPage';
import { OrdersPage } from './pages/OrdersPage';
import { PosPage } from './pages/PosPage';
import { ApiSession } from './support/api';
import { E2E_USERS } from './support/users';

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1024, height: 768 } });

const DEFAULT_COURSES = ['Starters', 'Mains', 'Desserts'];

test('a table of four in two courses: order by seat, fire mains, move, merge, split by seat and pay', async ({ page, browser }) => {
  const admin = await ApiSession.signIn(E2E_USERS.admin);
  await admin.post('/floor/table-service', { seatNumbers: 'optional', courses: DEFAULT_COURSES, autoFireMinutes: null });
  try {
    const suffix = Date.now() % 100_000;
    const floor = new FloorPage(page);
    const four = await admin.addTable(`Seats ${suffix}`, 4);
    const booth = await admin.addTable(`Booth ${suffix}`, 4);
    const neighbour = await admin.addTable(`Side ${suffix}`, 2);
    const tiramisu = await admin.menuItemId('Tiramisu');

    // The kitchen on a TV.
    const kitchenContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const kitchenPage = await kitchenContext.newPage();
    await new LoginPage(kitchenPage).signInAs(E2E_USERS.admin);
    // Settings › Tables shows the setting as saved.
    await kitchenPage.goto('/dashboard/settings/tables');
    await expect(kitchenPage.getByRole('combobox', { name: 'Seat numbers' })).toHaveValue('optional');
    await expect(kitchenPage.getByRole('textbox', { name: 'Courses' })).toHaveValue(DEFAULT_COURSES.join('\n'));
    await kitchenPage.getByRole('heading', { name: 'Seats and courses' }).scrollIntoViewIfNeeded();
    await kitchenPage.screenshot({ path: 'test-results/table-service-settings.png' });
    const kitchen = new KitchenPage(kitchenPage);
    await kitchen.open();

    // Seat four guests from the floor: the register opens for the table.
    await new LoginPage(page).signInAs(E2E_USERS.cashier);
    await page.goto('/dashboard/floor');
    await floor.table(four).click();
    const guests = page.getByRole('dialog', { name: `Seat guests at Seats ${suffix}` });
    await guests.getByRole('textbox', { name: 'Guests' }).fill('4');
    await guests.getByRole('button', { name: 'Seat and order' }).click();
    const pos = new PosPage(page);
    await expect(pos.tableButton()).toContainText(`Seats ${suffix}`);

    // Order by seat: seat 1 and seat 2 a starter each, then their mains.
    const seats = page.getByRole('group', { name: 'Seat for new items' });
    const course = page.getByRole('combobox', { name: 'Course for new items' });
    await course.selectOption('Starters');
    await seats.getByRole('button', { name: 'Seat 1', exact: true }).click();
    await pos.addItem('Tomato Soup');
    await seats.getByRole('button', { name: 'Seat 2', exact: true }).click();
    await pos.addItem('Bruschetta');
    await course.selectOption('Mains');
    await seats.getByRole('button', { name: 'Seat 1', exact: true }).click();
    await pos.addItem('Grilled Salmon');
    // Added to the wrong seat, then moved: the chip moves a line to the chosen seat.
    await pos.addItem('Spaghetti Carbonara');
    await seats.getByRole('button', { name: 'Seat 2', exact: true }).click();
    await page.getByRole('button', { name: /^Spaghetti Carbonara: Seat 1\. Move to Seat 2$/ }).click();
    await expect(page.getByTestId('line-seat')).toHaveText(['S1', 'S2', 'S1', 'S2']);
    await page.screenshot({ path: 'test-results/table-service-cart.png' });
    const sent = await pos.sendForProcessing();
    const order = await pos.orderNumbers(sent);
    await sent.getByRole('button', { name: 'Done' }).click();

    // The kitchen: starters to cook, mains held and greyed, seats shown.
    await kitchen.showTicket(order.orderId);
    const card = kitchen.card(order.orderId);
    await expect(card.getByRole('listitem', { name: 'Grilled Salmon' })).toContainText('Held · Mains');
    await expect(card.getByRole('listitem', { name: 'Tomato Soup' })).toContainText('S1');
    await expect(card.getByRole('button', { name: 'Start Making' })).toHaveCount(2);
    await expect(card.getByTestId('fire-cue')).toHaveCount(0);
    await kitchenPage.screenshot({ path: 'test-results/table-service-held.png' });

    // Fire mains from the floor's table: the kitchen shows the cue and the mains to cook.
    await page.goto('/dashboard/floor');
    await floor.table(four).click();
    const taken = page.getByRole('dialog', { name: `Seats ${suffix} · Ordered` });
    await taken.getByRole('button', { name: `Fire Mains of order #${order.tokenNo}` }).click();
    await expect(page.getByRole('status').getByText('Mains fired!').first()).toBeVisible();
    await expect(card.getByTestId('fire-cue')).toHaveText('FIRE Mains');
    await expect(card.getByRole('button', { name: 'Start Making' })).toHaveCount(4);
    await kitchenPage.screenshot({ path: 'test-results/table-service-kitchen.png' });

    // A second round from the table: the register on the order, its seats and courses for the new line; the
    // dessert waits, held, for its own fire.
    await taken.getByRole('button', { name: 'Add items' }).click();
    await expect(page.getByTestId('sent-order')).toBeVisible();
    await course.selectOption('Desserts');
    await seats.getByRole('button', { name: 'Seat 2', exact: true }).click();
    await pos.addItem('Tiramisu');
    await expect(page.getByTestId('line-seat')).toHaveText(['S2']);
    const round = page.waitForResponse((response) => response.url().endsWith(`/api/v1/orders/${order.orderId}/add-items`));
    await pos.button('Send for Processing').click();
    expect((await round).status()).toBe(200);
    await expect(card.getByRole('listitem', { name: 'Tiramisu' })).toContainText('Held · Desserts');
    await expect(card.getByRole('listitem', { name: 'Tiramisu' })).toContainText('S2');
    await page.goto('/dashboard/floor');
    await floor.table(four).click();

    // Move the party to the booth, then merge the neighbour's order into it.
    await taken.getByLabel(`Move order #${order.tokenNo} to`).selectOption(String(booth));
    await taken.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(floor.table(booth)).toContainText('Ordered');
    await expect(card).toContainText(`Booth ${suffix}`);
    await admin.post('/pos/create-order', {
      cart: [{ id: tiramisu, quantity: 1, notes: null, variant_id: null, addons_ids: [] }],
      deliveryType: 'dinein',
      customerType: 'WALKIN',
      customerId: null,
      tableId: neighbour,
      guests: 2,
    });
    await expect(floor.table(neighbour)).toContainText('Ordered');
    await floor.table(booth).click();
    const boothDialog = page.getByRole('dialog', { name: `Booth ${suffix} · Ordered` });
    await boothDialog.getByLabel(`Merge a table into Booth ${suffix}`).selectOption(String(neighbour));
    await boothDialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await expect(floor.table(neighbour)).toContainText(`With Booth ${suffix}`);

    // Split by seat in one tap: seat 1, seat 2 and the shared tiramisu; each check paid.
    const orders = new OrdersPage(page);
    await orders.open();
    await orders.orderAction(order.orderId, order.tokenNo, 'Pay & Complete');
    const dialog = orders.paySheet();
    await dialog.getByRole('button', { name: 'by seat', exact: true }).click();
    const checks = dialog.getByRole('region', { name: 'Checks' });
    // Seat 1: soup 5.50 + salmon 18.90; seat 2: bruschetta 6.50 + carbonara 13.50 + the round's tiramisu 7.00;
    // shared: the neighbour's tiramisu 7.00.
    await expect(checks.getByTestId('check-total')).toHaveText(['$24.40', '$27.00', '$7.00']);
    await expect(checks.getByTestId('check')).toContainText(['Check 1 · Seat 1', 'Check 2 · Seat 2', 'Check 3 · Shared']);
    await page.screenshot({ path: 'test-results/table-service-split.png' });
    for (const [index, total] of ['$24.40', '$27.00'].entries()) {
      await orders.choosePaymentType('Cash');
      await dialog.getByRole('button', { name: `Pay ${total} · Check ${index + 1} of 3` }).click();
      await expect(orders.toast(`Check ${index + 1} of 3 paid.`)).toBeVisible();
    }
    await orders.choosePaymentType('Cash');
    await dialog.getByRole('button', { name: 'Pay $7.00 · Check 3 of 3' }).click();
    await expect(orders.toast('Payment collected and order completed!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(orders.order(order.orderId)).toHaveCount(0);
    await kitchenContext.close();
  } finally {
    await admin.post('/floor/table-service', { seatNumbers: 'off', courses: DEFAULT_COURSES, autoFireMinutes: null });
    await admin.dispose();
  }
});
