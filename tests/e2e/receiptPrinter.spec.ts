// Receipts on the receipt printer in Chromium against the real server and a virtual network printer on loopback:
// with the store printing receipts on its printer only, Pay & Complete with 'Print Receipt?' ticked prints the
// receipt there (its line and total) and opens no popup; the table's pre-bill from Print Receipt prints there too.
// Runs in the 'printers' project (last, alone): the store's receipt setting would change the other specs' popups.
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { OrdersPage } from './pages/OrdersPage';
import { PosPage } from './pages/PosPage';
import { ApiSession } from './support/api';
import { E2E_USERS } from './support/users';
import { type VirtualPrinter, startVirtualPrinter } from '../support/virtualPrinter';

test.describe.configure({ timeout: 60_000 });

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
let admin: ApiSession;
let till: VirtualPrinter;
let printerId = 0;

/** Text as a literal inside a RegExp. */
const escaped = (text: string) => text.replace(/[$.#()]/g, (char) => `\\${char}`);

interface Init {
  menuItems: { id: number; title: string }[];
}

test.beforeAll(async () => {
  admin = await ApiSession.signIn(E2E_USERS.admin);
  till = await startVirtualPrinter();
  printerId = (await admin.post<{ id: number }>('/printers/add', { name: `Till ${run}`, address: till.address, role: 'receipt' })).id;
  await admin.post('/printers/receipt-settings', { receipt: 'printer', preBill: 'printer', printerId });
});

test.afterAll(async () => {
  await admin?.post('/printers/receipt-settings', { receipt: 'popup', preBill: 'popup', printerId: null });
  if (printerId) await admin?.delete(`/printers/${printerId}`);
  await admin?.dispose();
  await till?.stop().catch(() => {});
});

test('Pay & Complete prints the receipt on the receipt printer and opens no popup; Print Receipt prints the pre-bill', async ({
  page,
  context,
}) => {
  const init = await admin.get<Init>('/pos/init');
  const tiramisu = init.menuItems.find((item) => item.title === 'Tiramisu')?.id;
  const order = await admin.post<{ orderId: number; tokenNo: number }>('/pos/create-order', {
    cart: [{ id: tiramisu, quantity: 2, notes: null, variant_id: null, addons_ids: [] }],
    deliveryType: 'takeaway',
    customerType: 'WALKIN',
    customerId: null,
    tableId: null,
  });
  await new LoginPage(page).signInAs(E2E_USERS.cashier);
  const orders = new OrdersPage(page);
  await orders.open();
  const popups: unknown[] = [];
  context.on('page', (opened) => popups.push(opened));

  await orders.orderAction(order.orderId, order.tokenNo, 'Print Receipt');
  await expect(orders.toast('The receipt is being printed!')).toBeVisible();
  const [preBill] = await till.waitForJobs(1);
  expect(preBill?.text).toContain('UNPAID');
  expect(preBill?.text).toMatch(/2 x Tiramisu/);

  await orders.orderAction(order.orderId, order.tokenNo, 'Pay & Complete');
  const dialog = orders.paySheet();
  const total = (await dialog.getByTestId('pay-total').textContent()) ?? '';
  await orders.choosePaymentType('Card');
  await expect(dialog.getByRole('checkbox', { name: 'Print Receipt?' })).toBeChecked();
  await dialog.getByRole('button', { name: /^Pay .* & Complete$/ }).click();
  await expect(dialog).toBeHidden();
  const [, receipt] = await till.waitForJobs(2);
  expect(receipt?.text).toMatch(/2 x Tiramisu/);
  expect(receipt?.text).toMatch(new RegExp(`Total\\s+${total.trim().replace(/[$.]/g, (char) => `\\${char}`)}`));
  expect(receipt?.text).toMatch(/Paid by\s+Card/);
  expect(receipt?.text).not.toContain('UNPAID');
  await page.screenshot({ path: 'test-results/receipt-printer-orders.png' });
  expect(popups).toEqual([]);
});

test("the register's Create Receipt & Pay prints on the receipt printer alone, then on both when the store asks for both", async ({
  page,
  context,
}) => {
  till.clear();
  await new LoginPage(page).signInAs(E2E_USERS.cashier);
  const pos = new PosPage(page);
  await pos.open();
  const popups: unknown[] = [];
  context.on('page', (opened) => popups.push(opened));

  const payByCard = async () => {
    await pos.addItem('Tiramisu');
    await pos.chooseDiningOption('Take Away');
    await pos.button('Create Receipt & Pay').click();
    const pay = pos.dialog('Collect Payment & Send order for Processing');
    await pay.getByRole('radio', { name: 'Card' }).check();
    await pay.getByRole('button', { name: /^Collect .* & Send$/ }).click();
    const sent = pos.dialog('Order sent for Processing');
    await expect(sent).toBeVisible();
    const { orderId } = await pos.orderNumbers(sent);
    return { sent, orderId };
  };

  const first = await payByCard();
  const [receipt] = await till.waitForJobs(1);
  expect(receipt?.text).toMatch(new RegExp(`Receipt\\s+${first.orderId}-`));
  expect(receipt?.text).toMatch(/1 x Tiramisu/);
  expect(receipt?.text).toMatch(/Paid by\s+Card/);
  await page.screenshot({ path: 'test-results/receipt-printer-register.png' });
  expect(popups).toEqual([]);
  await first.sent.getByRole('button', { name: 'Done' }).click();

  await admin.post('/printers/receipt-settings', { receipt: 'both', preBill: 'printer', printerId });
  await page.reload();
  await pos.open();
  const popup = page.waitForEvent('popup');
  const second = await payByCard();
  expect(new URL((await popup).url()).pathname).toBe('/print-receipt');
  const [, again] = await till.waitForJobs(2);
  expect(again?.text).toMatch(new RegExp(`Receipt\\s+${second.orderId}-`));
});

test("a Z report's Print on receipt printer: the paper holds the Z's number and the totals the screen shows", async ({ page }) => {
  till.clear();
  await new LoginPage(page).signInAs(E2E_USERS.admin);
  await page.goto('/dashboard/reports/z-reports');
  await page.getByRole('button', { name: 'Close the day (Z)' }).click();
  await page.getByRole('button', { name: 'Close the day', exact: true }).click();
  const z = page.getByTestId('z-report');
  const heading = z.getByRole('heading', { name: /^Z report #\d+$/ });
  await expect(heading).toBeVisible();
  const title = ((await heading.textContent()) ?? '').trim();
  const figure = (label: string) =>
    z
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
      .getByRole('cell');
  const total = ((await figure('Total').textContent()) ?? '').trim();
  const invoices = ((await figure('Invoices').textContent()) ?? '').trim();

  await z.getByRole('button', { name: 'Print on receipt printer' }).click();
  await expect(page.getByText('The report is being printed!')).toBeVisible();
  const [paper] = await till.waitForJobs(1);
  expect(paper?.text).toContain(title);
  expect(paper?.text).toMatch(new RegExp(`^Total +${escaped(total)}$`, 'm'));
  expect(paper?.text).toMatch(new RegExp(`^Invoices +${escaped(invoices)}$`, 'm'));
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: 'test-results/z-report-print.png' });
});

test("the POS Drawer screen's X report prints on the receipt printer: the till, its float and the day so far", async ({ page }) => {
  till.clear();
  const tillName = `X till ${run}`;
  await admin.post('/drawers/settings', { isEnabled: true, cashWithoutDrawer: 'flag', overShortLimit: 5 });
  const opened = await admin.post<{ drawer: { id: number } }>('/drawers/open', { till: tillName, counts: [{ value: 20, quantity: 5 }] });
  try {
    await new LoginPage(page).signInAs(E2E_USERS.admin);
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/dashboard/drawer');
    await page
      .getByRole('region', { name: `${tillName}'s drawer` })
      .getByRole('button', { name: 'X report' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'X report' });
    await expect(dialog.getByTestId('x-expected')).toHaveText('$100.00');
    await dialog.getByRole('button', { name: 'Print on receipt printer' }).click();
    await expect(page.getByText('The report is being printed!')).toBeVisible();
    await page.screenshot({ path: 'test-results/x-report-print.png' });
    const [paper] = await till.waitForJobs(1);
    expect(paper?.text).toContain('X report');
    expect(paper?.text).toMatch(new RegExp(`^Till +${tillName}$`, 'm'));
    expect(paper?.text).toMatch(/^Float +\$100\.00$/m);
    expect(paper?.text).toMatch(/^Total +\$[\d,]+\.\d\d$/m);
  } finally {
    await admin.post(`/drawers/${opened.drawer.id}/close`, { counts: [{ value: 20, quantity: 5 }] });
    await admin.post('/drawers/settings', { isEnabled: false, cashWithoutDrawer: 'refuse', overShortLimit: 5 });
  }
});
