import { type Locator, type Page, expect } from '@playwright/test';

/** Spec 2.4 Dashboard home: today's reservations, top selling items, counters, the reports link. */
export class HomePage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Dashboard' });
  readonly reservationsPanel = () => this.page.getByRole('region', { name: "Today's Reservations" });
  readonly todaysReservations = () => this.reservationsPanel().getByRole('list', { name: "Today's Reservations" });
  readonly topSellingPanel = () => this.page.getByRole('region', { name: 'Top Selling Items' });
  readonly reportsLink = () => this.page.getByRole('link', { name: 'View More Data in Reports' });

  /** A counter is named by its label, figure and what it counts ('Orders: 47, placed today · 3 paid'). */
  counter(label: 'Orders' | 'New Registered Customers' | 'Repeat Customers'): Locator {
    return this.page.getByRole('list', { name: "Today's figures" }).getByRole('listitem', { name: new RegExp(`^${label}: [\\d,]+, `) });
  }

  async open() {
    await this.page.goto('/dashboard/home');
    await expect(this.heading()).toBeVisible();
    await expect(this.reservationsPanel()).toBeVisible();
  }
}
