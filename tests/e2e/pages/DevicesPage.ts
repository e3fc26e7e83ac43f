import { type Page, expect } from '@playwright/test';

export class DevicesPage {
  constructor(readonly page: Page) {}

  readonly list = () => this.page.getByRole('list', { name: 'Signed-in devices' });
  readonly cards = () => this.list().getByRole('region');
  readonly removeButtons = () => this.list().getByRole('button', { name: /^Remove / });

  async open() {
    await this.page.goto('/dashboard/devices');
    await expect(this.page.getByRole('heading', { level: 1, name: 'My Devices' })).toBeVisible();
    await expect(this.list()).toBeVisible();
  }
}
