// Spec 2.5 POS, 2.14 receipt and token slip, 4 POS, 5 POS, 8 order creation and customer search, 9 totals.
// A cashier (POS, ORDERS) on the demo store. Expected money comes from the demo menu (spec 9):
//   Tomato Soup 5.50 and Margherita Pizza Large 15.50 + Extra cheese 1.50 + Olives 1.00 = 18.00, both VAT 5%
//   inclusive → tax 0.26 + 0.86 = 1.12, net 22.38, payable 23.50;
//   Classic Burger 12.50 + Cheese 1.00 = 13.50 (VAT 5% inclusive, tax 0.64) and Espresso Single 2.50
//   (service 10% exclusive, tax 0.25) → net 15.36, tax 0.89, payable 16.25; 20.00 tendered → change 3.75.
// The e2e database is shared with the other specs (the settings spec flips print settings for a moment), so
// the print-page checks pin the page size and notes flag in the stored receipt instead of the store setting.
import { type Page, expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { E2E_CUSTOMER, PosPage } from './pages/PosPage';
import { E2E_USERS } from './support/users';

const PIZZA_LINE = 'Margherita Pizza (Large + Extra cheese, Olives)';
const BURGER_LINE = 'Classic Burger (+ Cheese)';
const ESPRESSO_LINE = 'Espresso (Single)';

// Whole flows (two orders, popups, previews): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await new LoginPage(page).signInAs(E2E_USERS.cashier);
});

async function storedReceipt(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('brigade__receipt') ?? 'null') as Record<string, unknown>);
}

/** Opens the receipt page without printing, the stored receipt pinned to a page size with notes shown. */
async function openReceiptPreview(page: Page, pageFormat: 80 | 57): Promise<Page> {
  await page.evaluate((format) => {
    const receipt = JSON.parse(localStorage.getItem('brigade__receipt') ?? '{}');
    receipt.printSettings = { ...receipt.printSettings, page_format: format, show_notes: 1, print_token: 1 };
    localStorage.setItem('brigade__receipt', JSON.stringify(receipt));
  }, pageFormat);
  const preview = await page.context().newPage();
  await preview.setViewportSize({ width: 400, height: 400 });
  await preview.goto('/print-receipt?preview=1');
  return preview;
}

test('a cashier takes a dine-in order for a customer and sends it for processing', async ({ page }) => {
  const pos = new PosPage(page);
  await pos.open();
  await expect(pos.customerBox()).toContainText('WALKIN CUSTOMER');

  await pos.button('Send for Processing').click();
  await expect(pos.toast('Cart is empty!')).toBeVisible();

  // A plain item goes straight in with quantity 1; adding it again merges; − at 1 would remove it.
  await pos.addItem('Tomato Soup');
  await pos.addItem('Tomato Soup');
  await expect(pos.line('Tomato Soup').getByTestId('line-quantity')).toHaveText('2');
  await pos.line('Tomato Soup').getByRole('button', { name: 'Decrease Tomato Soup' }).click();
  await expect(pos.line('Tomato Soup').getByTestId('line-quantity')).toHaveText('1');

  // An item with variants and addons opens the chooser with the first variant preselected.
  await pos.menu().getByRole('button', { name: 'Add Margherita Pizza', exact: true }).click();
  const chooser = pos.dialog('Select Variant & Addons');
  await expect(chooser.getByRole('radio', { name: 'Regular' })).toBeChecked();
  await chooser.getByRole('button', { name: 'Cancel' }).click();
  await pos.addItem('Margherita Pizza', { variant: 'Large', addons: ['Extra cheese', 'Olives'] });
  await expect(pos.line(PIZZA_LINE)).toContainText('$18.00');

  await pos.setNotes(PIZZA_LINE, 'No basil, well done');
  await expect(pos.line(PIZZA_LINE)).toContainText('Note: No basil, well done');

  await pos.chooseDiningOption('Dine-In');
  await pos.chooseTable('Table 2 - 4 person - Ground');

  await pos.searchCustomer('   ');
  await expect(pos.toast('Please provide phone number to search!')).toBeVisible();
  await pos.dialog('Search Customer').getByLabel('Phone').fill('0000000000');
  await pos.dialog('Search Customer').getByLabel('Phone').press('Enter');
  await expect(pos.toast('No result found!')).toBeVisible();
  await pos.dialog('Search Customer').getByLabel('Phone').fill(E2E_CUSTOMER.phone);
  await pos.dialog('Search Customer').getByLabel('Phone').press('Enter');
  await expect(pos.dialog('Search Customer')).toBeHidden();
  await expect(pos.customerBox()).toContainText(`${E2E_CUSTOMER.phone} - ${E2E_CUSTOMER.name}`);

  await expect(pos.netTotal()).toHaveText('$22.38');
  await expect(pos.taxTotal()).toHaveText('$1.12');
  await expect(pos.payableTotal()).toHaveText('$23.50');

  const popup = page.waitForEvent('popup');
  await pos.button('Send for Processing').click();
  const summary = pos.dialog('Send order for Processing');
  await expect(summary.getByRole('definition')).toHaveText(['$22.38', '$1.12', '$23.50']);
  await summary.getByRole('button', { name: 'Send', exact: true }).click();
  const sent = pos.dialog('Order sent for Processing');
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('button', { name: 'Print Token' })).toBeVisible();
  const { tokenNo, orderId } = await pos.orderNumbers(sent);
  expect(tokenNo).toBeGreaterThan(0);
  expect(orderId).toBeGreaterThan(0);

  // Printing is enabled in the demo store: the receipt popup opened on its own.
  expect(new URL((await popup).url()).pathname).toBe('/print-receipt');

  const receipt = await storedReceipt(page);
  expect(receipt).toMatchObject({
    tokenNo,
    orderId,
    deliveryType: 'dinein',
    customerType: 'CUSTOMER',
    customer: { phone: E2E_CUSTOMER.phone, name: E2E_CUSTOMER.name },
    // Kept in minor units and basis points (receiptFormat 2), like every amount inside Brigade.
    receiptFormat: 2,
    itemsTotal: 2238,
    taxTotal: 112,
    payableTotal: 2350,
    created_by: E2E_USERS.cashier.username,
  });
  expect(receipt.cartItems).toMatchObject([
    { title: 'Tomato Soup', price: 550, tax_rate: 500 },
    { title: 'Margherita Pizza', price: 1800, tax_rate: 500 },
  ]);
  const printed = await openReceiptPreview(page, 80);
  await expect(printed.getByTestId('receipt-subtotal')).toHaveText('$22.38');
  await expect(printed.getByTestId('receipt-tax')).toHaveText('$1.12');
  await expect(printed.getByTestId('receipt-total')).toHaveText('$23.50');
  // Printed before payment: not a receipt, and no payment on it.
  await expect(printed.getByText('UNPAID — NOT A RECEIPT', { exact: true })).toBeVisible();
  await expect(printed.getByText('Paid by', { exact: true })).toHaveCount(0);
  await printed.close();

  await sent.getByRole('button', { name: 'Done' }).click();
  await expect(pos.cartLines()).toHaveCount(0);
  await expect(pos.customerBox()).toContainText('WALKIN CUSTOMER');
  await expect(pos.payableTotal()).toHaveText('$0.00');

  // The token slip of that order.
  const token = await page.context().newPage();
  await token.setViewportSize({ width: 400, height: 400 });
  await token.goto('/print-token?preview=1');
  await expect(token.getByTestId('token-number')).toHaveText(String(tokenNo));
});

test('a cashier takes cash, sees the change, and the receipt shows the lines and totals at 80 mm and 57 mm', async ({ page }, testInfo) => {
  const pos = new PosPage(page);
  await pos.open();
  await pos.addItem('Classic Burger', { addons: ['Cheese'] });
  await pos.addItem('Espresso', { variant: 'Single' });
  await pos.setNotes(BURGER_LINE, 'No onions');
  await expect(pos.line(ESPRESSO_LINE)).toContainText('$2.50');
  await pos.chooseDiningOption('Take Away');
  await expect(pos.netTotal()).toHaveText('$15.36');
  await expect(pos.taxTotal()).toHaveText('$0.89');
  await expect(pos.payableTotal()).toHaveText('$16.25');

  await pos.button('Create Receipt & Pay').click();
  const pay = pos.dialog('Collect Payment & Send order for Processing');
  await pay.getByRole('radio', { name: 'Cash' }).check();
  const tendered = pay.getByLabel('Amount tendered ($)');
  await tendered.fill('10');
  await expect(pay.getByTestId('change-due')).toHaveText('Short by$6.25');
  await tendered.press('Enter');
  await expect(pos.toast('Amount tendered is less than the payable total!')).toBeVisible();
  await tendered.fill('20');
  await expect(pay.getByTestId('change-due')).toHaveText('Change$3.75');

  const popup = page.waitForEvent('popup');
  await pay.getByRole('button', { name: 'Collect $16.25 & Send' }).click();
  const sent = pos.dialog('Order sent for Processing');
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('Change');
  await expect(sent).toContainText('$3.75');
  const { tokenNo, orderId } = await pos.orderNumbers(sent);
  expect(new URL((await popup).url()).pathname).toBe('/print-receipt');
  await sent.getByRole('button', { name: 'Done' }).click();
  await expect(pos.cartLines()).toHaveCount(0);

  const receipt = await storedReceipt(page);
  expect(receipt).toMatchObject({
    tokenNo,
    orderId,
    deliveryType: 'takeaway',
    customerType: 'WALKIN',
    paymentType: 'Cash',
    receiptFormat: 2,
    payableTotal: 1625,
    amountTendered: 2000,
    change: 375,
  });

  for (const [format, widthPx] of [
    [80, 302],
    [57, 215],
  ] as const) {
    const preview = await openReceiptPreview(page, format);
    const slip = preview.getByRole('article', { name: new RegExp(`^Receipt ${orderId}-\\d{4}-\\d{2}-\\d{2}$`) });
    await expect(slip).toBeVisible();
    await expect(slip).toHaveAttribute('data-page-format', String(format));
    // Paid: how, and no unpaid warning.
    await expect(
      slip
        .getByRole('term')
        .filter({ hasText: /^Paid by$/ })
        .locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('Cash');
    await expect(
      slip
        .getByRole('term')
        .filter({ hasText: /^Tendered$/ })
        .locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('$20.00');
    await expect(
      slip
        .getByRole('term')
        .filter({ hasText: /^Change$/ })
        .locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('$3.75');
    await expect(slip.getByText('UNPAID — NOT A RECEIPT')).toHaveCount(0);
    expect(Math.round((await slip.boundingBox())?.width ?? 0)).toBeGreaterThanOrEqual(widthPx - 2);
    expect(Math.round((await slip.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(widthPx + 2);
    const rows = slip.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Classic Burger');
    await expect(rows.nth(1)).toContainText('+ Cheese');
    await expect(rows.nth(1)).toContainText('Note: No onions');
    await expect(rows.nth(1)).toContainText('$13.50');
    await expect(rows.nth(2)).toContainText('Espresso');
    await expect(rows.nth(2)).toContainText('Single');
    await expect(rows.nth(2)).toContainText('$2.50');
    await expect(preview.getByTestId('receipt-subtotal')).toHaveText('$15.36');
    await expect(preview.getByTestId('receipt-tax')).toHaveText('$0.89');
    await expect(preview.getByTestId('receipt-total')).toHaveText('$16.25');
    await expect(slip).toContainText('Take Away');
    await expect(slip).toContainText(E2E_USERS.cashier.name);
    await expect(slip.getByLabel(`Token ${tokenNo}`)).toBeVisible();
    const styles = await preview.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n'));
    expect(styles).toMatch(new RegExp(`@page \\{ size: ${format}mm \\d+mm`));
    const shot = testInfo.outputPath(`receipt-${format}mm.png`);
    await preview.screenshot({ path: shot, fullPage: true });
    await testInfo.attach(`receipt-${format}mm`, { path: shot, contentType: 'image/png' });
    await preview.close();
  }

  // The same receipt as an older build stored it (decimals, no receiptFormat), still on a tablet when the new build
  // loads: the page prints the same figures.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('brigade__receipt') ?? '{}') as Record<string, unknown> & {
      cartItems: { price: number; tax_rate: number | null }[];
    };
    const old: Record<string, unknown> = { ...stored };
    delete old.receiptFormat;
    for (const key of ['itemsTotal', 'taxTotal', 'payableTotal', 'serviceChargeTotal', 'roundingTotal', 'amountTendered', 'change']) {
      const minor = stored[key];
      old[key] = typeof minor === 'number' ? minor / 100 : minor;
    }
    old.cartItems = stored.cartItems.map((item) => ({
      ...item,
      price: item.price / 100,
      tax_rate: item.tax_rate === null ? null : item.tax_rate / 100,
    }));
    localStorage.setItem('brigade__receipt', JSON.stringify(old));
  });
  const old = await openReceiptPreview(page, 80);
  const oldRows = old.getByRole('table').getByRole('row');
  await expect(oldRows.nth(1)).toContainText('$13.50');
  await expect(oldRows.nth(2)).toContainText('$2.50');
  await expect(old.getByTestId('receipt-subtotal')).toHaveText('$15.36');
  await expect(old.getByTestId('receipt-tax')).toHaveText('$0.89');
  await expect(old.getByTestId('receipt-total')).toHaveText('$16.25');
  await expect(old.getByRole('article')).toContainText('$3.75');
  await old.close();

  // A stored receipt with a figure that is none in its layout is refused, never printed with a guess.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('brigade__receipt') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('brigade__receipt', JSON.stringify({ ...stored, receiptFormat: 2, payableTotal: 16.25 }));
  });
  const refused = await openReceiptPreview(page, 80);
  await expect(refused.getByRole('heading', { name: 'Nothing to print' })).toBeVisible();
  await expect(refused.getByText(/could not be read, so nothing was printed/)).toBeVisible();
  await expect(refused.getByRole('article')).toHaveCount(0);
  await refused.close();
});

test('drafts survive a reload; keyboard search adds the first match; the help lists shortcuts; Alt+N starts anew', async ({ page }) => {
  const pos = new PosPage(page);
  await pos.open();

  await pos.button('Draft').click();
  await expect(pos.toast('Cart is empty!')).toBeVisible();

  await page.locator('body').press('/');
  await expect(pos.search()).toBeFocused();
  await pos.search().fill('tomato');
  await pos.search().press('Enter');
  await expect(pos.line('Tomato Soup')).toBeVisible();
  await pos.addItem('Cheesecake');

  await pos.button('Draft').click();
  const save = pos.dialog('Save Cart Items to Drafts');
  await save.getByLabel('Reference').fill('Window seat');
  await save.getByRole('button', { name: 'Save Draft' }).click();
  await expect(pos.cartLines()).toHaveCount(0);

  await page.reload();
  await expect(pos.menu()).toBeVisible();
  await pos.button('Drafts List').click();
  const drafts = pos.dialog('Drafts');
  const draft = drafts.getByRole('listitem', { name: 'Window seat' });
  await expect(draft).toContainText('2 items');
  await draft.getByRole('button', { name: 'Load Window seat' }).click();
  await expect(pos.cartLines()).toHaveCount(2);
  await expect(pos.line('Cheesecake')).toBeVisible();

  // The help lists the registry's shortcuts; Alt+N is New.
  await page.locator('body').press('?');
  const help = pos.dialog('Keyboard shortcuts');
  await expect(help).toContainText('Alt+N');
  await expect(help).toContainText('Send for Processing');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('Alt+N');
  await expect(pos.cartLines()).toHaveCount(0);

  await pos.button('Drafts List').click();
  await drafts.getByRole('button', { name: 'Delete Window seat' }).click();
  await expect(drafts).toContainText('No drafts saved');
  expect(await page.evaluate(() => localStorage.getItem('brigade__drafts'))).toBeNull();
});

test('the register opens its dialogs after their idle download was refused once: they are fetched again, without a reload', async ({
  browser,
}) => {
  // No service worker: the chunk must come from the server, as on a first visit.
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await new LoginPage(page).signInAs(E2E_USERS.cashier);
    // The network drops while the register fetches its dialogs when idle (the browser then refuses every later import
    // of that address by itself).
    let refused = 0;
    await page.route(/\/assets\/dialogs-[^/?]+\.js$/, (route) => {
      refused += 1;
      return route.abort('connectionrefused');
    });
    const pos = new PosPage(page);
    await pos.open();
    await expect.poll(() => refused).toBe(1);
    await page.evaluate(() => ((window as unknown as { beforeTheDrop: boolean }).beforeTheDrop = true));

    await pos.button('Drafts List').click();
    await expect(pos.dialog('Drafts')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { beforeTheDrop?: boolean }).beforeTheDrop)).toBe(true);
    expect(refused).toBe(1);
  } finally {
    await context.close();
  }
});
