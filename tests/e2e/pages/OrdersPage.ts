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

  // --- Pay & Complete, the pay sheet -----------------------------------------------------------------------------

  readonly paySheet = () => this.dialog('Pay & Complete');

  /** One tap on a payment type's button (the spec's 'Payment type'); it shows as chosen. */
  async choosePaymentType(title: string) {
    const button = this.paySheet().getByRole('group', { name: 'Payment type' }).getByRole('button', { name: title, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }

  /** Opens a panel kept behind its own button: 'Discount', 'Tip' or 'Service charge'. */
  async openPayPanel(name: 'Discount' | 'Tip' | 'Service charge') {
    const button = this.paySheet().getByRole('button', { name, exact: true });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }

  /** 'Split 2 · 3 · 4': one tap splits the bill evenly into that many checks. */
  async splitEvenly(checks: 2 | 3 | 4) {
    const name = checks === 2 ? 'Split 2' : `${checks} checks, split evenly`;
    await this.paySheet().getByRole('button', { name, exact: true }).click();
  }

  // --- The find: search box and table chips ------------------------------------------------------------------------

  readonly findBox = () => this.page.getByRole('searchbox', { name: 'Find an order' });
  readonly tableChips = () => this.page.getByRole('group', { name: 'Tables' });
  readonly groups = () => this.page.getByTestId('order-group');

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
    await this.choosePaymentType(paymentType);
    await dialog.getByRole('checkbox', { name: 'Print Receipt?' }).uncheck();
    await dialog.getByRole('button', { name: /^Pay .* & Complete$/ }).click();
    await expect(dialog).toBeHidden();
    return totals;
  }
}
