// Table service at 1024 × 768: a table of four seated from the floor view, its order taken on the register, moved to
// another table and merged with a neighbour, while a second POS's floor follows every change by itself.
import { expect, test } from '@playwright/test';
import { FloorPage } from './pages/FloorPage';
import { LoginPage } from './pages/LoginPage';
import { PosPage } from './pages/PosPage';
import { ApiSession } from './support/api';
import { E2E_USERS } from './support/users';

test.describe.configure({ timeout: 60_000 });
test.use({ viewport: { width: 1024, height: 768 } });

test('seat a table of four, order, move it to another table, merge a neighbour; the other POS follows live', async ({ page, browser }) => {
  const admin = await ApiSession.signIn(E2E_USERS.admin);
  const suffix = Date.now() % 100_000;
  const four = await admin.addTable(`Four ${suffix}`, 4);
  const window = await admin.addTable(`Window ${suffix}`, 4);
  const neighbour = await admin.addTable(`Nook ${suffix}`, 2);
  const tiramisu = await admin.menuItemId('Tiramisu');

  // A second till watching the floor.
  const otherContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const other = await otherContext.newPage();
  const floor = new FloorPage(page);
  const otherFloor = new FloorPage(other);
  await new LoginPage(other).signInAs(E2E_USERS.admin);
  await otherFloor.open();
  await expect(otherFloor.table(four)).toContainText('Free');

  await new LoginPage(page).signInAs(E2E_USERS.cashier);
  await floor.open();
  await expect(floor.table(four)).toContainText('Free');
  await expect(floor.table(four)).toContainText('4 seats');

  // Seat four guests: the register opens with the table, Dine-In and the guests chosen.
  await floor.table(four).click();
  const guests = page.getByRole('dialog', { name: `Seat guests at Four ${suffix}` });
  await guests.getByRole('textbox', { name: 'Guests' }).fill('4');
  await guests.getByRole('button', { name: 'Seat and order' }).click();
  await expect(otherFloor.table(four)).toContainText('Seated');
  const pos = new PosPage(page);
  await expect(pos.heading()).toBeVisible();
  await expect(pos.tableButton()).toContainText(`Four ${suffix}`);
  await pos.addItem('Tiramisu');
  await pos.addItem('Tiramisu');
  const sent = await pos.sendForProcessing();
  const order = await pos.orderNumbers(sent);
  await sent.getByRole('button', { name: 'Done' }).click();
  await expect(sent).toBeHidden();

  await page.getByRole('link', { name: 'Floor', exact: true }).click();
  await expect(floor.table(four)).toContainText('Ordered');
  await expect(floor.table(four)).toContainText('4/4 guests');
  await expect(floor.table(four)).toContainText('$14.00');
  await expect(floor.table(four)).toContainText('Casey Cashier');
  await expect(otherFloor.table(four)).toContainText('Ordered');

  // My tables: the cashier's own.
  await page.getByRole('button', { name: 'My tables' }).click();
  await expect(floor.table(four)).toBeVisible();
  await expect(floor.table(window)).toBeHidden();
  await page.getByRole('button', { name: 'My tables' }).click();

  // Move the order to the window table: the party goes with it; the kitchen shows the new table.
  await floor.table(four).click();
  const taken = page.getByRole('dialog', { name: `Four ${suffix} · Ordered` });
  await taken.getByLabel(`Move order #${order.tokenNo} to`).selectOption(String(window));
  await taken.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(taken).toBeHidden();
  await expect(floor.table(four)).toContainText('Free');
  await expect(floor.table(window)).toContainText('Ordered');
  await expect(floor.table(window)).toContainText('4/4 guests');
  await expect(otherFloor.table(window)).toContainText('Ordered');
  await expect(otherFloor.table(four)).toContainText('Free');
  const kitchen = await admin.get<{ orders: { id: number; table_title: string | null }[] }[]>('/kitchen');
  const tickets = kitchen.flatMap((group) => group.orders).filter((ticket) => ticket.id === order.orderId);
  expect(tickets).toEqual([expect.objectContaining({ table_title: `Window ${suffix}` })]);

  // The neighbour orders too, then joins the window table: one order, one bill.
  await admin.post('/pos/create-order', {
    cart: [{ id: tiramisu, quantity: 1, notes: null, variant_id: null, addons_ids: [] }],
    deliveryType: 'dinein',
    customerType: 'WALKIN',
    customerId: null,
    tableId: neighbour,
    guests: 2,
  });
  await expect(floor.table(neighbour)).toContainText('Ordered');
  await floor.table(window).click();
  const windowDialog = page.getByRole('dialog', { name: `Window ${suffix} · Ordered` });
  await windowDialog.getByLabel(`Merge a table into Window ${suffix}`).selectOption(String(neighbour));
  await windowDialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(windowDialog).toBeHidden();
  await expect(floor.table(window)).toContainText('$21.00');
  await expect(floor.table(neighbour)).toContainText(`With Window ${suffix}`);
  await expect(otherFloor.table(window)).toContainText('$21.00');

  // A guest of the window table moves to the four-top, with their line: both bills rebuilt.
  const later = await admin.post<{ orderId: number; tokenNo: number }>('/pos/create-order', {
    cart: [{ id: tiramisu, quantity: 1, notes: null, variant_id: null, addons_ids: [] }],
    deliveryType: 'dinein',
    customerType: 'WALKIN',
    customerId: null,
    tableId: four,
    guests: 1,
  });
  await expect(floor.table(four)).toContainText('$7.00');
  await floor.table(window).click();
  const lines = page.getByRole('group', { name: `Move lines of order #${order.tokenNo}` });
  await lines.getByRole('checkbox', { name: '1 × Tiramisu' }).check();
  await lines.getByLabel('To').selectOption(String(later.orderId));
  await lines.getByRole('button', { name: 'Move lines' }).click();
  await expect(windowDialog).toBeHidden();
  await expect(floor.table(four)).toContainText('$14.00');
  await expect(floor.table(window)).toContainText('$14.00');

  // Keyboard: arrows move between tables, Enter opens one.
  await floor.table(window).focus();
  await page.keyboard.press('ArrowRight');
  await expect(floor.table(neighbour)).toBeFocused();

  await otherContext.close();
  await admin.dispose();
});

test('a till set to start on the floor opens the POS there; the register is one tap (or Alt+F) away and back', async ({ page }) => {
  await new LoginPage(page).signInAs(E2E_USERS.cashier);
  const pos = new PosPage(page);
  const floorHeading = page.getByRole('heading', { level: 1, name: 'Floor' });
  const startHere = page.getByRole('button', { name: 'Start this till on the floor' });

  // Not chosen (every till at first): the spec's /dashboard/pos is the register.
  await page.goto('/dashboard/pos');
  await expect(pos.heading()).toBeVisible();
  await expect(page).toHaveURL('/dashboard/pos');
  // The heading shows while the register loads; its shortcuts work once the menu is there.
  await expect(pos.menu()).toBeVisible();

  // The register's Floor command, by its shortcut.
  await page.keyboard.press('Alt+f');
  await expect(floorHeading).toBeVisible();
  await expect(page).toHaveURL('/dashboard/floor');
  await expect(startHere).toHaveAttribute('aria-pressed', 'false');
  await startHere.click();
  await expect(startHere).toHaveAttribute('aria-pressed', 'true');

  // Opening the POS on this till now lands on the floor, after a reload too.
  await page.goto('/dashboard/pos');
  await expect(floorHeading).toBeVisible();
  await expect(page).toHaveURL('/dashboard/floor');
  await page.getByRole('button', { name: 'POS', exact: true }).click();
  await expect(pos.heading()).toBeVisible();
  await expect(page).toHaveURL('/dashboard/pos');
  await page.getByRole('link', { name: 'Floor', exact: true }).click();
  await expect(floorHeading).toBeVisible();

  // Turned off again: the register is the first screen once more.
  await startHere.click();
  await expect(startHere).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/dashboard/pos');
  await expect(pos.heading()).toBeVisible();
  await expect(page).toHaveURL('/dashboard/pos');
});

test('Table Orders links to the floor', async ({ page }) => {
  await new LoginPage(page).signInAs(E2E_USERS.cashier);
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('link', { name: 'Floor', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Floor' })).toBeVisible();
  await expect(page).toHaveURL('/dashboard/floor');
});
