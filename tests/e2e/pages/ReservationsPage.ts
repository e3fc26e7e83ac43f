import { type Locator, type Page, expect } from '@playwright/test';
import { CONFIRM_TEXTS } from '../../../shared/domain/messages';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Spec 2.9 Reservations: cards, text search, the date filter dialog, Add / Update Reservation dialogs. */
export class ReservationsPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Reservations' });
  readonly list = () => this.page.getByRole('list', { name: 'Reservations' });
  readonly newButton = () => this.page.getByRole('button', { name: 'New', exact: true });
  readonly searchBox = () => this.page.getByRole('searchbox', { name: 'Search reservations' });
  /** Reads 'Date: Today' (the active filter). */
  readonly filterButton = () => this.page.getByRole('button', { name: /^Date:/ });
  readonly filterDialog = () => this.page.getByRole('dialog', { name: 'Filters' });
  readonly dialog = (title: 'Add Reservation' | 'Update Reservation') => this.page.getByRole('dialog', { name: title });
  readonly confirmDialog = () => this.page.getByRole('alertdialog', { name: CONFIRM_TEXTS.delete });

  /** A card is named 'customer name, day time'. */
  card(customerName: string): Locator {
    return this.list().getByRole('region', { name: new RegExp(`^${escapeRegExp(customerName)}, `) });
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').getByText(text, { exact: true }).first();
  }

  async open() {
    await this.page.goto('/dashboard/reservation');
    await expect(this.heading()).toBeVisible();
    await expect(this.filterButton()).toHaveText(/Today/);
  }

  async applyFilter(option: string) {
    await this.filterButton().click();
    await this.filterDialog().getByLabel('Date').selectOption({ label: option });
    await this.filterDialog().getByRole('button', { name: 'Apply' }).click();
    await expect(this.filterDialog()).toBeHidden();
  }

  async search(text: string) {
    await this.searchBox().fill(text);
    await this.searchBox().press('Enter');
  }
}
