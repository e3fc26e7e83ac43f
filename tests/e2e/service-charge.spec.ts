// The service charge on Pay & Complete: a party of 8 at a store with auto-gratuity (10 %, untaxed, from 8 guests) is
// charged 10 % of its items; the pay sheet shows the Service charge line; the cashier cannot remove it alone, a
// manager's credentials typed on the cashier's screen do, with a reason, and the total drops by the charge.
// Figures (demo menu): 4 Tiramisu at 7.00 (VAT 5 % inclusive: net 26.67, tax 1.33) → charge 10 % of 26.67 = 2.67,
// total 28.00 + 2.67 = 30.67. The store's setting is set only for the moment the order is placed (the order keeps
// its rate), with the same values the cash-rounding spec uses, and put back at once.
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { OrdersPage } from './pages/OrdersPage';
import { ApiSession } from './support/api';
import { E2E_USERS } from './support/users';

test.describe.configure({ timeout: 60_000 });

test('a party of 8 is charged the service charge on Pay & Complete; a manager removes it with a reason', async ({ page }) => {
  const admin = await ApiSession.signIn(E2E_USERS.admin);
  const init = await admin.get<{ menuItems: { id: number; title: string }[] }>('/pos/init');
  const tiramisu = init.menuItems.find((item) => item.title === 'Tiramisu')?.id ?? 0;
  const before = await admin.get<Record<string, unknown>>('/billing/settings');
  let order: { orderId: number; tokenNo: number };
  try {
    await admin.post('/billing/settings', {
      discountLimitPercent: before.discountLimitPercent,
      serviceChargePercent: 10,
      serviceChargeTaxPercent: null,
      serviceChargeMinGuests: 8,
    });
    order = await admin.post<{ orderId: number; tokenNo: number }>('/pos/create-order', {
      cart: [{ id: tiramisu, quantity: 4, notes: null, variant_id: null, addons_ids: [] }],
      deliveryType: 'dinein',
      customerType: 'WALKIN',
      customerId: null,
      tableId: null,
      guests: 8,
    });
  } finally {
    await admin.post('/billing/settings', {
      discountLimitPercent: before.discountLimitPercent,
      serviceChargePercent: before.serviceChargePercent,
      serviceChargeTaxPercent: before.serviceChargeTaxPercent,
      serviceChargeMinGuests: before.serviceChargeMinGuests,
    });
    await admin.dispose();
  }

  await new LoginPage(page).signInAs(E2E_USERS.cashier);
  const orders = new OrdersPage(page);
  await orders.open();
  await orders.orderAction(order.orderId, order.tokenNo, 'Pay & Complete');
  const dialog = orders.dialog('Pay & Complete');
  await expect(dialog.getByTestId('pay-subtotal')).toHaveText('$26.67');
  await expect(dialog.getByTestId('pay-service-charge')).toHaveText('$2.67');
  await expect(dialog.getByTestId('pay-tax')).toHaveText('$1.33');
  await expect(dialog.getByTestId('pay-total')).toHaveText('$30.67');

  await orders.openPayPanel('Service charge');
  const panel = dialog.getByRole('region', { name: 'Service charge' });
  await expect(panel).toContainText(`$2.67 on order #${order.tokenNo}`);
  await panel.getByLabel('Reason for removing').fill('Long wait');
  await panel.getByRole('button', { name: 'Remove service charge' }).click();
  await expect(orders.toast("Removing the service charge needs a manager's approval!")).toBeVisible();
  await panel.getByLabel('Manager username').fill(E2E_USERS.admin.username);
  await panel.getByLabel('Manager password').fill(E2E_USERS.admin.password);
  await panel.getByRole('button', { name: 'Approve & remove' }).click();
  await expect(orders.toast('Service charge removed!')).toBeVisible();
  await expect(dialog.getByTestId('pay-service-charge')).toHaveCount(0);
  await expect(dialog.getByTestId('pay-total')).toHaveText('$28.00');
  await expect(dialog.getByRole('region', { name: 'Service charge' })).toHaveCount(0);
});
