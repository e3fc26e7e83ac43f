import { type Page, expect } from '@playwright/test';
import type { E2eUser } from '../support/users';

export class LoginPage {
  constructor(readonly page: Page) {}

  readonly username = () => this.page.getByLabel('Username');
  readonly password = () => this.page.getByLabel('Password');
  readonly submit = () => this.page.getByRole('button', { name: 'Login' });

  async open() {
    await this.page.goto('/');
    await expect(this.submit()).toBeVisible();
  }

  async signIn(user: Pick<E2eUser, 'username' | 'password'>) {
    await this.username().fill(user.username);
    await this.password().fill(user.password);
    await this.submit().click();
  }

  /** Opens the login page, signs in and waits to leave it. */
  async signInAs(user: Pick<E2eUser, 'username' | 'password'>) {
    await this.open();
    await this.signIn(user);
    await this.page.waitForURL((url) => url.pathname.startsWith('/dashboard/'));
  }
}
