// Cash rounding: a store whose cash pays to 0.05 (Switzerland). The admin gives a payment type the step on Settings ›
// Payment Types; the POS pays a Soft Drink (2.75 + 10 % service tax exclusive: tax 0.28, payable 3.03) with it: the
// payment dialog shows the Rounding line (+0.02), asks 3.05 and gives change from 5.00; the stored receipt and the
// day's Reports say 3.05 and the rounding. Then a party of 8 with the store's auto-gratuity (10 %, untaxed, from 8
// guests) pays in that cash: 2.75 + service charge 0.28 + tax 0.28 = 3.31, paid 3.30, each line on the receipt.
// The types are named without "Cash" (Bargeld) so the other specs' "Cash" radio stays the only one, and are switched
// off at the end; the service charge setting is put back.
import { type Page, expect, test } from '@playwright/test';
import { PAYMENT_TYPE_MESSAGES } from '../../shared/contract/paymentTypes';
import { LoginPage } from './pages/LoginPage';
import { PosPage } from './pages/PosPage';
import { SettingsPages } from './pages/SettingsPages';
import { E2E_USERS } from './support/users';

/** The API as the signed-in page calls it (the Origin header its CSRF check wants). */
async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<Record<string, unknown>> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(`/api/v1${path}`, { method, data, headers: { Origin: origin } });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

test.describe.configure({ timeout: 60_000 });

test('a payment type that rounds to 0.05 pays 3.03 as 3.05: its Rounding line, the change, the receipt and Reports', async ({ page }) => {
  await new LoginPage(page).signInAs(E2E_USERS.admin);
  const title = `Bargeld ${Date.now().toString(36)}`;

  const settings = new SettingsPages(page);
  await settings.open('/dashboard/settings/payment-types', 'Payment Types');
  await settings.newButton().click();
  const add = settings.dialog('Add New Payment Type');
  await add.getByLabel('Title').fill(title);
  await add.getByLabel('Round payments to').selectOption({ label: '0.05' });
  await settings.save(add, PAYMENT_TYPE_MESSAGES.paymentTypeAdded);
  const row = settings.row('Payment types', title);
  await expect(row.getByRole('cell', { name: '0.05', exact: true })).toBeVisible();

  try {
    const pos = new PosPage(page);
    await pos.open();
    await pos.addItem('Soft Drink');
    await expect(pos.payableTotal()).toHaveText('$3.03');

    await pos.button('Create Receipt & Pay').click();
    const pay = pos.dialog('Collect Payment & Send order for Processing');
    await pay.getByRole('radio', { name: title }).check();
    await expect(pay.getByTestId('pay-rounding')).toHaveText('$0.02');
    await expect(pay.getByRole('definition').last()).toHaveText('$3.05');
    const tendered = pay.getByLabel('Amount tendered ($)');
    await expect(tendered).toHaveValue('3.05');
    await tendered.fill('5');
    await expect(pay.getByTestId('change-due')).toHaveText('Change$1.95');

    const popup = page.waitForEvent('popup');
    await pay.getByRole('button', { name: 'Collect $3.05 & Send' }).click();
    const sent = pos.dialog('Order sent for Processing');
    await expect(sent).toContainText('$1.95');
    await (await popup).close();
    await sent.getByRole('button', { name: 'Done' }).click();

    const receipt = await page.evaluate(() => JSON.parse(localStorage.getItem('brigade__receipt') ?? 'null') as Record<string, unknown>);
    expect(receipt).toMatchObject({
      paymentType: title,
      receiptFormat: 2,
      itemsTotal: 275,
      taxTotal: 28,
      roundingTotal: 2,
      payableTotal: 305,
      amountTendered: 500,
      change: 195,
    });
    const preview = await page.context().newPage();
    await preview.goto('/print-receipt?preview=1');
    await expect(preview.getByTestId('receipt-rounding')).toHaveText('$0.02');
    await expect(preview.getByTestId('receipt-total')).toHaveText('$3.05');
    await expect(preview.getByRole('article')).toContainText('$1.95');
    await preview.close();

    // The day's report sums the rounding beside Revenue.
    await page.goto('/dashboard/reports');
    await expect(page.getByText('Cash Rounding', { exact: true })).toBeVisible();
  } finally {
    await settings.open('/dashboard/settings/payment-types', 'Payment Types');
    await settings.row('Payment types', title).getByRole('switch').click();
    await expect(settings.row('Payment types', title).getByRole('switch')).not.toBeChecked();
  }
});

test('a party of 8 with auto-gratuity pays in cash in a 0.05-rounding store; the receipt shows each line', async ({ page }) => {
  await new LoginPage(page).signInAs(E2E_USERS.admin);
  const title = `Bargeld ${Date.now().toString(36)}`;
  const added = await api(page, 'POST', '/settings/payment-types/add', { title, isActive: true, roundingStep: 0.05 });
  const before = await api(page, 'GET', '/billing/settings');
  await api(page, 'POST', '/billing/settings', {
    discountLimitPercent: before.discountLimitPercent,
    serviceChargePercent: 10,
    serviceChargeTaxPercent: null,
    serviceChargeMinGuests: 8,
  });

  try {
    const pos = new PosPage(page);
    await pos.open();
    await pos.chooseDiningOption('Dine-In');
    await pos.chooseTable('Table 6 - 8 person - First');
    await pos.addItem('Soft Drink');
    const moreGuests = pos.cart().getByRole('button', { name: 'More guests' });
    for (let guest = 1; guest <= 7; guest += 1) await moreGuests.click();
    // 7 guests: below the party size, no service charge.
    await expect(pos.cart().getByTestId('guests')).toHaveText('7');
    await expect(pos.cart().getByTestId('service-charge-total')).toHaveCount(0);
    await moreGuests.click();
    await expect(pos.cart().getByTestId('service-charge-total')).toHaveText('$0.28');
    await expect(pos.payableTotal()).toHaveText('$3.31');

    await pos.button('Create Receipt & Pay').click();
    const pay = pos.dialog('Collect Payment & Send order for Processing');
    await pay.getByRole('radio', { name: title }).check();
    await expect(pay.getByTestId('pay-service-charge')).toHaveText('$0.28');
    await expect(pay.getByTestId('pay-rounding')).toHaveText('-$0.01');
    await expect(pay.getByTestId('pay-total')).toHaveText('$3.30');
    await pay.getByLabel('Amount tendered ($)').fill('5');
    await expect(pay.getByTestId('change-due')).toHaveText('Change$1.70');
    const popup = page.waitForEvent('popup');
    await pay.getByRole('button', { name: 'Collect $3.30 & Send' }).click();
    const sent = pos.dialog('Order sent for Processing');
    await expect(sent).toContainText('$1.70');
    await (await popup).close();
    await sent.getByRole('button', { name: 'Done' }).click();

    const preview = await page.context().newPage();
    await preview.goto('/print-receipt?preview=1');
    const slip = preview.getByRole('article', { name: /^Receipt \d+-\d{4}-\d{2}-\d{2}$/ });
    await expect(slip.getByTestId('receipt-subtotal')).toHaveText('$2.75');
    await expect(slip.getByTestId('receipt-service-charge')).toHaveText('$0.28');
    await expect(slip.getByTestId('receipt-tax')).toHaveText('$0.28');
    await expect(slip.getByTestId('receipt-rounding')).toHaveText('-$0.01');
    await expect(slip.getByTestId('receipt-total')).toHaveText('$3.30');
    await expect(slip).toContainText('Change');
    await expect(slip).toContainText('$1.70');
    await preview.close();
  } finally {
    await api(page, 'POST', '/billing/settings', {
      discountLimitPercent: before.discountLimitPercent,
      serviceChargePercent: before.serviceChargePercent,
      serviceChargeTaxPercent: before.serviceChargeTaxPercent,
      serviceChargeMinGuests: before.serviceChargeMinGuests,
    });
    await api(page, 'POST', `/settings/payment-types/${String(added.id)}/toggle`, { isActive: false });
  }
});
