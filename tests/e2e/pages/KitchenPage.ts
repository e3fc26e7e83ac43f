import { type Locator, type Page, expect } from '@playwright/test';

/** Spec 2.7 Kitchen screen: one card per open order, item buttons and the kitchen status menu. */
export class KitchenPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Kitchen' });
  readonly connectionLost = () => this.page.getByTestId('connection-lost');

  async open() {
    await this.page.goto('/dashboard/kitchen');
    await expect(this.heading()).toBeVisible();
    // Loaded (a list or the empty state), not still 'Please wait...'.
    await expect(this.page.getByRole('list', { name: 'Open orders' }).or(this.page.getByText('No Orders Pending!'))).toBeVisible();
  }

  card(orderId: number): Locator {
    return this.page.locator(`[data-testid="kitchen-order"][data-order-id="${orderId}"]`);
  }

  item(orderId: number, title: string): Locator {
    return this.card(orderId).getByRole('listitem', { name: title, exact: true });
  }

  async startMaking(orderId: number, title: string) {
    await this.item(orderId, title).getByRole('button', { name: 'Start Making' }).click();
    await expect(this.item(orderId, title).getByRole('button', { name: 'Complete' })).toBeVisible();
  }

  async complete(orderId: number, title: string) {
    await this.item(orderId, title).getByRole('button', { name: 'Complete' }).click();
    await expect(this.item(orderId, title)).toHaveAttribute('data-status', 'completed');
  }

  async setKitchenStatus(orderId: number, tokenNo: number, label: 'Not Started' | 'In Progress' | 'Almost Ready' | 'Ready') {
    await this.card(orderId).getByRole('button', { name: `Kitchen status for token ${tokenNo}` }).click();
    await this.page.getByRole('menuitemradio', { name: label, exact: true }).click();
    await expect(this.card(orderId).getByTestId('kitchen-status')).toHaveText(label);
  }
}
