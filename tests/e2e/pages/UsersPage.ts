import { type Locator, type Page, expect } from '@playwright/test';

/** Spec 2.11 Users screen: user cards, Add New User / Update User / Reset Password dialogs. */
export class UsersPage {
  constructor(readonly page: Page) {}

  readonly list = () => this.page.getByRole('list', { name: 'Users' });
  readonly newButton = () => this.page.getByRole('button', { name: 'New', exact: true });
  readonly dialog = (title: 'Add New User' | 'Update User' | 'Reset Password') => this.page.getByRole('dialog', { name: title });
  readonly permissions = (dialog: Locator) => dialog.getByRole('group', { name: 'Permissions' });

  card(name: string): Locator {
    return this.list().getByRole('region', { name, exact: true });
  }

  async open() {
    await this.page.goto('/dashboard/users');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(this.list()).toBeVisible();
  }
}
