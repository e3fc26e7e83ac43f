// In the browser: a table of four settles its bill on the Orders screen's Pay & Complete. The cashier gives
// the table 10 % off (a reason from the store's list), splits the bill evenly by four guests, and pays the checks
// with two payment types (cash with a tip, card, cash + card on one check, card); the first check's receipt shows
// the discount and the tip; the table leaves the list when its last check is paid.
// Figures (demo menu): 4 Tiramisu at 7.00 (VAT 5 % inclusive) + 2 Mineral Water at 2.00 (no tax) = 32.00; 10 % off
// the order = 3.20 (2.80 off the tiramisus, 0.40 off the waters) → 28.80; four checks of 7.20, each carrying 0.80
// of the discount; a 10 % tip on the first check is 0.72, paid 7.92.
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { OrdersPage } from './pages/OrdersPage';
import { ApiSession } from './support/api';
import { E2E_USERS } from './support/users';

test.describe.configure({ timeout: 90_000 });

test('a table of four splits its bill by guests and pays with two payment types; the receipt shows the discount and the tip', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const admin = await ApiSession.signIn(E2E_USERS.admin);
  const table = await admin.post<{ id: number }>('/settings/store-tables/add', {
    title: `Four-top ${suffix}`,
    floor: 'Terrace',
    seatingCapacity: 4,
  });
  const reason = `Birthday ${suffix}`;
  await admin.post('/billing/discount-reasons/add', { title: reason });
  const init = await admin.get<{ menuItems: { id: number; title: string }[] }>('/pos/init');
  const itemId = (title: string) => init.menuItems.find((item) => item.title === title)?.id ?? 0;
  const cart = [
    { id: itemId('Tiramisu'), quantity: 4, notes: null, variant_id: null, addons_ids: [] },
    { id: itemId('Mineral Water'), quantity: 2, notes: null, variant_id: null, addons_ids: [] },
  ];
  const order = await admin.post<{ orderId: number; tokenNo: number }>('/pos/create-order', {
    cart,
    deliveryType: 'dinein',
    customerType: 'WALKIN',
    customerId: null,
    tableId: table.id,
  });
  await admin.dispose();

  await new LoginPage(page).signInAs(E2E_USERS.cashier);
  const orders = new OrdersPage(page);
  await orders.open();
  await expect(orders.order(order.orderId)).toBeVisible();
  await orders.orderAction(order.orderId, order.tokenNo, 'Pay & Complete');
  const dialog = orders.dialog('Pay & Complete');
  await expect(dialog.getByTestId('pay-total')).toHaveText('$32.00');

  // 10 % off the whole order, for the store's reason (the panel behind its own button).
  await orders.openPayPanel('Discount');
  const discount = dialog.getByRole('region', { name: 'Discount' });
  await discount.getByLabel('Kind').selectOption('percent');
  await discount.getByLabel('Discount %').fill('10');
  await discount.getByLabel('Reason').selectOption({ label: reason });
  await discount.getByRole('button', { name: 'Apply discount' }).click();
  await expect(orders.toast('Discount applied!')).toBeVisible();
  await expect(dialog.getByTestId('pay-discount')).toHaveText('−$3.20');
  await expect(dialog.getByTestId('pay-total')).toHaveText('$28.80');

  // Evenly by four guests, one tap on 'Split 4': 7.20 each.
  await orders.splitEvenly(4);
  await expect(orders.toast('Bill split into 4 checks.')).toBeVisible();
  const checks = dialog.getByRole('region', { name: 'Checks' });
  await expect(checks.getByTestId('check-total')).toHaveText(['$7.20', '$7.20', '$7.20', '$7.20']);
  // The split part is gone: the focus waits in the dialog on the next thing to do, paying check 1.
  await expect(dialog.getByRole('button', { name: 'Pay $7.20 · Check 1 of 4' })).toBeFocused();

  // Check 1: cash with a 10 % tip, receipt printed: it shows the check's discount share and the tip.
  await orders.openPayPanel('Tip');
  await dialog.getByLabel('Tip', { exact: true }).selectOption('percent');
  await dialog.getByLabel('Tip %').fill('10');
  await orders.choosePaymentType('Cash');
  await dialog.getByRole('checkbox', { name: 'Print Receipt?' }).check();
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Pay $7.92 · Check 1 of 4' }).click();
  const receiptPage = await popup;
  expect(new URL(receiptPage.url()).pathname).toBe('/print-receipt');
  await expect(receiptPage.getByTestId('receipt-discount')).toHaveText('-$0.80');
  await expect(receiptPage.getByTestId('receipt-total')).toHaveText('$7.20');
  await expect(receiptPage.getByTestId('receipt-tip')).toHaveText('$0.72');
  await expect(receiptPage.getByTestId('receipt-paid')).toHaveText('$7.92');
  await expect(receiptPage.getByTestId('receipt-check')).toHaveText('Share 1 of 4');
  await expect(receiptPage.getByTestId('receipt-table-total')).toHaveText('$28.80');
  await receiptPage.close();
  await expect(orders.toast('Check 1 of 4 paid.')).toBeVisible();
  await expect(checks.getByRole('heading')).toHaveText('Checks: 1 of 4 paid');
  await expect(dialog.getByRole('button', { name: 'Pay $7.20 · Check 2 of 4' })).toBeFocused();

  // Check 2: card. Check 3: cash and card together. Check 4: card, which completes the table.
  await dialog.getByRole('checkbox', { name: 'Print Receipt?' }).uncheck();
  await orders.choosePaymentType('Card');
  // Paid from the keyboard: Enter on the Pay button, and the focus is on the next check's Pay.
  await dialog.getByRole('button', { name: 'Pay $7.20 · Check 2 of 4' }).focus();
  await page.keyboard.press('Enter');
  await expect(checks.getByRole('heading')).toHaveText('Checks: 2 of 4 paid');
  await expect(dialog.getByRole('button', { name: 'Pay $7.20 · Check 3 of 4' })).toBeFocused();

  await orders.choosePaymentType('Cash');
  await dialog.getByRole('button', { name: 'Add a payment type' }).click();
  await dialog.getByLabel('Amount (1)').fill('3.00');
  await dialog.getByLabel('Then by (2)').selectOption({ label: 'Card' });
  await dialog.getByLabel('Amount (2)').fill('4.20');
  await dialog.getByRole('button', { name: 'Pay $7.20 · Check 3 of 4' }).click();
  await expect(checks.getByRole('heading')).toHaveText('Checks: 3 of 4 paid');
  await expect(dialog.getByRole('button', { name: 'Pay $7.20 · Check 4 of 4' })).toBeFocused();

  // From the keyboard: the focus is on Pay, and 2 picks the second payment type (Card).
  await page.keyboard.press('2');
  await expect(dialog.getByRole('group', { name: 'Payment type' }).getByRole('button', { name: 'Card', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await dialog.getByRole('button', { name: 'Pay $7.20 · Check 4 of 4' }).click();
  await expect(orders.toast('Payment collected and order completed!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(orders.order(order.orderId)).toHaveCount(0);
});

test('a paid invoice is refunded by one line on the Invoices screen; the credit note is listed and the Activity page shows who did it', async ({
  page,
}) => {
  const admin = await ApiSession.signIn(E2E_USERS.admin);
  const init = await admin.get<{ menuItems: { id: number; title: string }[]; paymentTypes: { id: number; title: string }[] }>('/pos/init');
  const itemId = (title: string) => init.menuItems.find((item) => item.title === title)?.id ?? 0;
  const cashId = init.paymentTypes.find((type) => type.title === 'Cash')?.id ?? 0;
  const line = (title: string) => ({ id: itemId(title), quantity: 1, notes: null, variant_id: null, addons_ids: [] });
  // Cheesecake 6.75 (VAT inclusive) + Mineral Water 2.00 (no tax) = 8.75, paid at the POS.
  const paid = await admin.post<{ orderId: number }>('/pos/create-order-and-invoice', {
    cart: [line('Cheesecake'), line('Mineral Water')],
    deliveryType: 'takeaway',
    customerType: 'WALKIN',
    customerId: null,
    tableId: null,
    netTotal: 8.43,
    taxTotal: 0.32,
    total: 8.75,
    paymentTypeId: cashId,
  });
  const invoices = await admin.get<{ invoices: { invoice_id: number; orders: { order_id: number }[] }[] }>('/invoices?type=today');
  const invoiceId = invoices.invoices.find((invoice) => invoice.orders.some((order) => order.order_id === paid.orderId))?.invoice_id ?? 0;
  await admin.dispose();

  await new LoginPage(page).signInAs(E2E_USERS.admin);
  await page.goto('/dashboard/invoices');
  const row = page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(invoiceId), exact: true }) });
  await row.getByRole('button', { name: `Refund invoice ${invoiceId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refund invoice #${invoiceId}` });
  await expect(dialog.getByTestId('refund-remaining')).toHaveText('$8.75');
  await dialog.getByRole('radio', { name: /^Chosen lines/ }).check();
  await dialog.getByRole('checkbox', { name: /^Mineral Water ×1/ }).check();
  await dialog.getByLabel('Reason').fill('Bottle was warm');
  await dialog.getByLabel('Refund by').selectOption({ label: 'Cash' });
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(
    page
      .getByRole('status')
      .getByText(/^Refund recorded: credit note CN-\d+\.$/)
      .first(),
  ).toBeVisible();
  const notes = page.getByRole('table', { name: 'Credit notes' });
  const note = notes.getByRole('row').filter({ hasText: 'Bottle was warm' });
  await expect(note).toContainText('Mineral Water ×1');
  await expect(note).toContainText('-$2.00');

  // The Activity page (reached from Reports) shows the refund, by whom.
  await page.goto('/dashboard/reports');
  await page.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await page.getByLabel('What').selectOption({ label: 'Refund' });
  const entry = page
    .getByRole('table', { name: 'Activity' })
    .getByRole('row')
    .filter({ hasText: `invoice #${invoiceId}` });
  await expect(entry).toContainText('Administrator');
  await expect(entry).toContainText('Bottle was warm');
});
