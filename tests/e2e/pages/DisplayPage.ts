import { type Locator, type Page, expect } from '@playwright/test';

/** Spec 2.14 public display 'Your Orders': Ready first, then Preparing; tokens and kitchen statuses only. */
export class DisplayPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Your Orders' });
  readonly readyList = () => this.page.getByRole('list', { name: 'Ready orders' });
  readonly preparingList = () => this.page.getByRole('list', { name: 'Orders being prepared' });

  async open() {
    await this.page.goto('/dashboard/public-display');
    await expect(this.heading()).toBeVisible();
    await expect(this.page.getByTestId('display-order').first().or(this.page.getByText('No Orders Available to Display!'))).toBeVisible();
  }

  /** A token's card, wherever it is on the board. */
  order(tokenNo: number): Locator {
    return this.page.locator(`[data-testid="display-order"][data-token="${tokenNo}"]`);
  }

  readyOrder(tokenNo: number): Locator {
    return this.readyList().locator(`[data-token="${tokenNo}"]`);
  }

  preparingOrder(tokenNo: number): Locator {
    return this.preparingList().locator(`[data-token="${tokenNo}"]`);
  }
}
