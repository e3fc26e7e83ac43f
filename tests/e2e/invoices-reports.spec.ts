// Browser half of Invoices (spec 2.10) and Reports (spec 2.12): two orders paid through the POS API
// appear on the Invoices screen (ids, tokens, totals), can be printed and downloaded as a PDF, and grow the
// report's money tiles, with the revenue chart drawn. The e2e database is shared with other specs running at
// the same time: this spec finds its invoices by id and checks that figures grew by at least its own amounts.
// Each tile and the home's Orders counter say what they count (placed or paid), and the figures agree.
import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import type { InvoicesResponse } from '../../shared/contract/invoices';
import { formatMoney, minorUnits } from '../../shared/domain/money/money';
import { HomePage } from './pages/HomePage';
import { InvoicesPage, payOrderThroughPos, type PaidOrder } from './pages/InvoicesPage';
import { LoginPage } from './pages/LoginPage';
import { ReportsPage } from './pages/ReportsPage';
import { E2E_USERS } from './support/users';

test.describe.configure({ timeout: 60_000 });

const money = (minor: number) => formatMoney(minorUnits(minor), '$');

/** The invoice of each paid order (create-order-and-invoice answers the order id, not the invoice's). */
async function invoiceIdsOf(page: Page, orders: readonly PaidOrder[]): Promise<number[]> {
  const response = await page.request.get('/api/v1/invoices?type=today');
  expect(response.status()).toBe(200);
  const { invoices } = (await response.json()) as InvoicesResponse;
  return orders.map((order) => {
    const invoice = invoices.find((candidate) => candidate.orders.some((ref) => ref.order_id === order.orderId));
    if (!invoice) throw new Error(`No invoice for order ${order.orderId}`);
    return invoice.invoice_id;
  });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await new LoginPage(page).signInAs(E2E_USERS.admin);
});

test('two paid orders show on the invoices page and in the report tiles and chart; print and PDF work', async ({ page }) => {
  const reports = new ReportsPage(page);
  await reports.open();
  const before = {
    revenue: await reports.moneyTile('Revenue'),
    netSales: await reports.moneyTile('Net Sales'),
    tax: await reports.moneyTile('Tax'),
  };

  const paid = [
    await payOrderThroughPos(page, { items: ['Tomato Soup', 'Espresso'], deliveryType: 'takeaway' }),
    await payOrderThroughPos(page, { items: ['Classic Burger'], deliveryType: 'dinein', table: 'Table 3' }),
  ];
  const invoiceIds = await invoiceIdsOf(page, paid);

  // The Invoices screen (today by default) lists both with their order ids, tokens and totals.
  const invoices = new InvoicesPage(page);
  await invoices.open();
  await expect(invoices.filterButton()).toContainText('Today');
  for (const [index, order] of paid.entries()) {
    const invoiceId = invoiceIds[index] ?? 0;
    await expect(invoices.row(invoiceId)).toBeVisible();
    expect(await invoices.cells(invoiceId)).toMatchObject({
      'Invoice ID': String(invoiceId),
      'Order IDs': String(order.orderId),
      Tokens: String(order.tokenNo),
      Subtotal: money(order.totals.net),
      Tax: money(order.totals.tax),
      Total: money(order.totals.total),
      'Sold By': E2E_USERS.admin.name,
      Customer: 'WALKIN',
    });
  }
  expect(await invoices.cells(invoiceIds[0] ?? 0)).toMatchObject({ 'Delivery Type': 'Take Away', Table: '—' });
  expect((await invoices.cells(invoiceIds[1] ?? 0))['Delivery Type']).toBe('Dine-In');
  expect((await invoices.cells(invoiceIds[1] ?? 0)).Table).toContain('Table 3');

  // Search by invoice id finds it; emptying the box brings the period's list back.
  await invoices.search().fill(String(invoiceIds[1]));
  await invoices.search().press('Enter');
  await expect(page.getByText(`Search results for “${invoiceIds[1]}”`)).toBeVisible();
  await expect(invoices.row(invoiceIds[1] ?? 0)).toBeVisible();
  await invoices.search().fill('no such invoice anywhere');
  await invoices.search().press('Enter');
  await expect(page.getByText('No result found!')).toBeVisible();
  await invoices.search().fill('');
  await expect(invoices.row(invoiceIds[0] ?? 0)).toBeVisible();
  await expect(invoices.row(invoiceIds[1] ?? 0)).toBeVisible();

  // Print: the invoice's orders become the stored receipt and the 400x400 receipt popup opens.
  const popup = page.waitForEvent('popup');
  await invoices.printButton(invoiceIds[0] ?? 0).click();
  expect(new URL((await popup).url()).pathname).toBe('/print-receipt');
  const receipt = await page.evaluate(() => JSON.parse(localStorage.getItem('brigade__receipt') ?? 'null') as Record<string, unknown>);
  const paidTotal = paid[0]?.totals.total ?? 0;
  expect(receipt).toMatchObject({ orderId: paid[0]?.orderId, tokenNo: paid[0]?.tokenNo, receiptFormat: 2, payableTotal: paidTotal });
  expect((receipt.cartItems as { title: string }[]).map((item) => item.title)).toEqual(['Tomato Soup', 'Espresso']);
  await (await popup).close();
  const preview = await page.context().newPage();
  await preview.goto('/print-receipt?preview=1');
  await expect(preview.getByTestId('receipt-total')).toHaveText(`$${(paidTotal / 100).toFixed(2)}`);
  await preview.close();

  // Download PDF: a plain link with the session cookie; the file is a PDF.
  const download = page.waitForEvent('download');
  await invoices.pdfLink(invoiceIds[1] ?? 0).click();
  const file = await (await download).path();
  expect((await readFile(file)).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Reports (today): the money tiles grew by at least this spec's orders, and the chart is drawn.
  const total = paid.reduce((sum, order) => sum + order.totals.total, 0);
  const net = paid.reduce((sum, order) => sum + order.totals.net, 0);
  const tax = paid.reduce((sum, order) => sum + order.totals.tax, 0);
  await reports.open();
  await expect(reports.filterButton()).toContainText('Today');
  expect(await reports.moneyTile('Revenue')).toBeGreaterThanOrEqual(before.revenue + total);
  expect(await reports.moneyTile('Net Sales')).toBeGreaterThanOrEqual(before.netSales + net);
  expect(await reports.moneyTile('Tax')).toBeGreaterThanOrEqual(before.tax + tax);
  expect(await reports.countTile('Orders')).toBeGreaterThanOrEqual(2);
  await expect(reports.topSelling()).toContainText('Tomato Soup');
  await expect(reports.chartRegion()).toHaveAccessibleName('Revenue per hour');
  await expect(reports.chartRegion().locator('canvas').first()).toBeVisible();
  await expect(reports.chartRegion().getByRole('table')).toContainText('Revenue');
});

test('the tiles say what they count: orders placed, revenue and its average over the paid orders; home says how many are paid', async ({
  page,
}) => {
  await payOrderThroughPos(page, { items: ['Espresso'], deliveryType: 'takeaway' });
  const reports = new ReportsPage(page);
  await reports.open();
  const paidCount = /^placed · ([\d,]+) paid$/.exec(await reports.tileNote('Orders'))?.[1];
  expect(paidCount).toBeDefined();
  const paid = Number(paidCount?.replaceAll(',', ''));
  expect(paid).toBeGreaterThanOrEqual(1);
  const paidOrders = paid === 1 ? '1 paid order' : `${paidCount} paid orders`;
  expect(await reports.tileNote('Revenue')).toBe(`from ${paidOrders}`);
  expect(await reports.tileNote('Avg. Order Value')).toBe(`Revenue ÷ ${paidOrders}`);
  // The average is the revenue over those orders (rounded to the cent): average × paid orders is the revenue.
  const average = await reports.moneyTile('Avg. Order Value');
  const revenue = await reports.moneyTile('Revenue');
  expect(Math.abs(average * paid - revenue)).toBeLessThanOrEqual(paid / 2);

  const home = new HomePage(page);
  await home.open();
  await expect(home.counter('Orders')).toHaveAccessibleName(/^Orders: [\d,]+, placed today · [\d,]+ paid$/);
  await expect(home.counter('Orders').getByTestId('counter-note')).toHaveText(/^placed today · [\d,]+ paid$/);
});

test('the date filters: invoices offer all seven, reports all but tomorrow; other periods leave today out', async ({ page }) => {
  const [order] = [await payOrderThroughPos(page, { items: ['Mineral Water'], deliveryType: 'takeaway' })];
  const [invoiceId = 0] = await invoiceIdsOf(page, order ? [order] : []);
  const invoices = new InvoicesPage(page);
  await invoices.open();
  await expect(invoices.row(invoiceId)).toBeVisible();
  await expect(invoices.exportCsv()).toHaveAttribute('href', '/api/v1/invoices/export.csv?type=today');

  await invoices.filterButton().click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  expect(await dialog.getByLabel('Date').locator('option').allInnerTexts()).toEqual([
    'Today',
    'Tomorrow',
    'Yesterday',
    'Last 7 Days',
    'This Month',
    'Last Month',
    'Custom',
  ]);
  await dialog.getByLabel('Date').selectOption({ label: 'Yesterday' });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(invoices.filterButton()).toContainText('Yesterday');
  await expect(invoices.row(invoiceId)).toHaveCount(0);
  await expect(invoices.exportCsv()).toHaveAttribute('href', '/api/v1/invoices/export.csv?type=yesterday');

  await invoices.filterButton().click();
  await dialog.getByLabel('Date').selectOption({ label: 'Last 7 Days' });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(invoices.row(invoiceId)).toBeVisible();

  const reports = new ReportsPage(page);
  await reports.open();
  await reports.filterButton().click();
  expect(await dialog.getByLabel('Date').locator('option').allInnerTexts()).toEqual([
    'Today',
    'Yesterday',
    'Last 7 Days',
    'This Month',
    'Last Month',
    'Custom',
  ]);
  await dialog.getByLabel('Date').selectOption({ label: 'This Month' });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(reports.filterButton()).toContainText('This Month');
  await expect(reports.chartRegion()).toHaveAccessibleName('Revenue per day');
  await expect(reports.chartRegion().locator('canvas').first()).toBeVisible();
  expect(await reports.moneyTile('Revenue')).toBeGreaterThanOrEqual(order?.totals.total ?? 0);
  await expect(reports.exportCsv()).toHaveAttribute('href', '/api/v1/invoices/export.csv?type=this_month');
});

test('long report periods: a year is charted per week, longer per month without a CSV, beyond three years refused', async ({ page }) => {
  const reports = new ReportsPage(page);
  await reports.open();

  // 1,461 days: the dialog refuses it in the server's words and stays open.
  await reports.chooseCustomPeriod('2024-01-01', '2027-12-31');
  await expect(reports.filterDialog().getByRole('alert')).toHaveText('Please choose a period of at most 1096 days!');

  await reports.chooseCustomPeriod('2025-01-01', '2025-12-31');
  await expect(reports.filterDialog()).toBeHidden();
  await expect(reports.filterButton()).toContainText('2025-01-01 → 2025-12-31');
  await expect(reports.chartRegion()).toHaveAccessibleName('Revenue per week');
  await expect(reports.chartRegion().locator('canvas').first()).toBeVisible();
  await expect(reports.chartRegion().locator('figcaption')).toContainText('Revenue per week');
  await expect(reports.exportCsv()).toHaveAttribute('href', '/api/v1/invoices/export.csv?type=custom&from=2025-01-01&to=2025-12-31');

  await reports.chooseCustomPeriod('2024-01-01', '2026-12-31');
  await expect(reports.chartRegion()).toHaveAccessibleName('Revenue per month');
  await expect(reports.chartRegion().locator('canvas').first()).toBeVisible();
  await expect(reports.exportCsv()).toHaveCount(0);
  await expect(reports.exportCsvUnavailable()).toBeDisabled();
  await expect(reports.exportCsvUnavailable()).toHaveAccessibleDescription('CSV exports cover at most 366 days.');

  // The server's own refusal (a hand-made link) shows its message, not 'try later'.
  await page.route('**/api/v1/reports?*', (route) =>
    route.fulfill({ status: 400, json: { message: 'Please choose a period of at most 1096 days!', code: 'validation_failed' } }),
  );
  await reports.chooseCustomPeriod('2024-01-01', '2024-01-31');
  await expect(page.getByRole('alert')).toContainText('Please choose a period of at most 1096 days!');
  await expect(page.getByRole('button', { name: 'Choose another period' })).toBeVisible();
});
