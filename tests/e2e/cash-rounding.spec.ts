// Cash rounding: a store whose cash pays to 0.05 (Switzerland). The admin gives a payment type the step on Settings ›
// Payment Types; the POS pays a Soft Drink (2.75 + 10 % service tax exclusive: tax 0.28, payable 3.03) with it: the
// payment dialog shows the Rounding line (+0.02), asks 3.05 and gives change from 5.00; the stored receipt and the
// day's Reports say 3.05 and the rounding. The type is named without "Cash" (Bargeld) so the other specs' "Cash"
// radio stays the only one, and is switched off at the end.
import { expect, test } from '@playwright/test';
import { SETTINGS_MESSAGES } from '../../shared/contract/settings';
import { LoginPage } from './pages/LoginPage';
import { PosPage } from './pages/PosPage';
import { SettingsPages } from './pages/SettingsPages';
import { E2E_USERS } from './support/users';

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
  await settings.save(add, SETTINGS_MESSAGES.paymentTypeAdded);
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
    expect(receipt).toMatchObject({ paymentType: title, itemsTotal: 2.75, taxTotal: 0.28, payableTotal: 3.05, change: 1.95 });

    // The day's report sums the rounding beside Revenue.
    await page.goto('/dashboard/reports');
    await expect(page.getByText('Cash Rounding', { exact: true })).toBeVisible();
  } finally {
    await settings.open('/dashboard/settings/payment-types', 'Payment Types');
    await settings.row('Payment types', title).getByRole('switch').click();
    await expect(settings.row('Payment types', title).getByRole('switch')).not.toBeChecked();
  }
});
