import { type Locator, type Page, expect } from '@playwright/test';

/** Spec 2.6 Orders screen: groups by table or 'Dine Out / Delivery', order and item menus, Pay & Complete. */
export class OrdersPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Orders' });
  readonly list = () => this.page.getByRole('list', { name: 'Open orders' });
  readonly dialog = (title: string) => this.page.getByRole('dialog', { name: title });

  toast(text: string): Locator {
    return this.page.getByRole('status').getByText(text, { exact: true }).first();
  }

  async open() {
    await this.page.goto('/dashboard/orders');
    await expect(this.heading()).toBeVisible();
  }

  /** One order (by its id: tokens restart every day, ids never repeat). */
  order(orderId: number): Locator {
    return this.page.locator(`[data-testid="order"][data-order-id="${orderId}"]`);
  }

  /** The card (table or 'Dine Out / Delivery') holding the order. */
  groupOf(orderId: number): Locator {
    return this.page.getByTestId('order-group').filter({ has: this.order(orderId) });
  }

  item(orderId: number, title: string): Locator {
    return this.order(orderId).getByRole('listitem', { name: title, exact: true });
  }

  async orderAction(orderId: number, tokenNo: number, action: 'Print Receipt' | 'Cancel' | 'Complete' | 'Pay & Complete') {
    await this.order(orderId)
      .getByRole('button', { name: `Actions for token ${tokenNo}` })
      .click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  async itemAction(orderId: number, title: string, action: 'Preparing' | 'Complete' | 'Delivered' | 'Cancel') {
    await this.item(orderId, title)
      .getByRole('button', { name: `Status of ${title}` })
      .click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  /** Pay & Complete on one order: the summary, a payment type, no receipt popup; returns the dialog's totals. */
  async payAndComplete(orderId: number, tokenNo: number, paymentType: string): Promise<{ subtotal: string; tax: string; total: string }> {
    await this.orderAction(orderId, tokenNo, 'Pay & Complete');
    const dialog = this.dialog('Pay & Complete');
    await expect(dialog.getByTestId('pay-total')).toBeVisible();
    const totals = {
      subtotal: (await dialog.getByTestId('pay-subtotal').textContent()) ?? '',
      tax: (await dialog.getByTestId('pay-tax').textContent()) ?? '',
      total: (await dialog.getByTestId('pay-total').textContent()) ?? '',
    };
    await dialog.getByLabel('Payment type').selectOption({ label: paymentType });
    await dialog.getByRole('checkbox', { name: 'Print Receipt?' }).uncheck();
    await dialog.getByRole('button', { name: /^Pay .* & Complete$/ }).click();
    await expect(dialog).toBeHidden();
    return totals;
  }
}
