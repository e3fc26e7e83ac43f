// The POS floor view (/dashboard/floor): its tables, each a button found by its table id.
import { type Locator, type Page, expect } from '@playwright/test';

export class FloorPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Floor' });

  async open() {
    await this.page.goto('/dashboard/floor');
    await expect(this.heading()).toBeVisible();
  }

  table(tableId: number): Locator {
    return this.page.locator(`[data-table-id="${tableId}"]`);
  }
}
