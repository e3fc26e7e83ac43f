import { type Locator, type Page, expect } from '@playwright/test';
import { CONFIRM_TEXTS } from '../../../shared/domain/messages';

export interface CustomerFields {
  phone?: string;
  name?: string;
  email?: string;
  /** The option label: 'Female', 'Male', 'Other' or 'Not specified'. */
  gender?: string;
  /** `YYYY-MM-DD`. */
  birthDate?: string;
}

/** Spec 2.8 Customers: paged cards, search, Add New / Update Customer dialogs, delete confirmation. */
export class CustomersPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Customers' });
  readonly list = () => this.page.getByRole('list', { name: 'Customers' });
  readonly addButton = () => this.page.getByRole('button', { name: 'Add New', exact: true });
  readonly searchBox = () => this.page.getByRole('searchbox', { name: 'Search customers' });
  readonly pager = () => this.page.getByRole('navigation', { name: 'Pages' });
  readonly dialog = (title: 'Add New Customer' | 'Update Customer') => this.page.getByRole('dialog', { name: title });
  readonly confirmDialog = () => this.page.getByRole('alertdialog', { name: CONFIRM_TEXTS.delete });

  card(name: string): Locator {
    return this.list().getByRole('region', { name, exact: true });
  }

  /** A toast with exactly this text (spec 5 messages word for word). */
  toast(text: string): Locator {
    return this.page.getByRole('status').getByText(text, { exact: true }).first();
  }

  async open() {
    await this.page.goto('/dashboard/customers');
    await expect(this.heading()).toBeVisible();
    await expect(this.list()).toBeVisible();
  }

  async search(text: string) {
    await this.searchBox().fill(text);
    await this.searchBox().press('Enter');
  }

  async fill(dialog: Locator, fields: CustomerFields) {
    if (fields.phone !== undefined) await dialog.getByLabel('Phone').fill(fields.phone);
    if (fields.name !== undefined) await dialog.getByLabel(/^Name/).fill(fields.name);
    if (fields.email !== undefined) await dialog.getByLabel('Email').fill(fields.email);
    if (fields.gender !== undefined) await dialog.getByLabel('Gender').selectOption({ label: fields.gender });
    if (fields.birthDate !== undefined) await dialog.getByLabel('Birth Date').fill(fields.birthDate);
  }
}
