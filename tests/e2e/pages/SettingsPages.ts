import { type Locator, type Page, expect } from '@playwright/test';
import { CONFIRM_TEXTS } from '../../../shared/domain/messages';

/** Spec 2.13 settings area: side menu, section pages, their dialogs, tables, cards and toasts. */
export class SettingsPages {
  constructor(readonly page: Page) {}

  readonly menu = () => this.page.getByRole('navigation', { name: 'Settings' });
  readonly section = () => this.page.getByRole('region', { name: 'Settings content' });
  readonly sectionHeading = () => this.section().getByRole('heading', { level: 2 }).first();
  readonly newButton = () => this.section().getByRole('button', { name: 'New', exact: true });
  readonly dialog = (title: string) => this.page.getByRole('dialog', { name: title });
  readonly confirmDialog = () => this.page.getByRole('alertdialog', { name: CONFIRM_TEXTS.delete });
  readonly table = (label: string) => this.page.getByRole('table', { name: label });
  readonly cardList = (label: string) => this.page.getByRole('list', { name: label });
  readonly breadcrumb = () => this.page.getByRole('navigation', { name: 'Breadcrumb' });

  /** A table row found by a cell's exact text (the title). */
  row(tableLabel: string, title: string): Locator {
    return this.table(tableLabel)
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: title, exact: true }) });
  }

  card(listLabel: string, name: string): Locator {
    return this.cardList(listLabel).getByRole('region', { name, exact: true });
  }

  async open(path: string, sectionTitle: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(this.sectionHeading()).toHaveText(sectionTitle);
  }

  /** Opens a side-menu entry the way a person would. */
  async go(menuEntry: string, sectionTitle: string) {
    await this.menu().getByRole('link', { name: menuEntry, exact: true }).click();
    await expect(this.sectionHeading()).toHaveText(sectionTitle);
  }

  /** A toast with exactly this text (spec 5 messages are compared word for word). */
  toast(text: string): Locator {
    return this.page.getByRole('status').getByText(text, { exact: true }).first();
  }

  async expectToast(text: string) {
    await expect(this.toast(text)).toBeVisible();
  }

  /**
   * Submits a dialog from the keyboard (Enter in its first field) and expects the toast; the dialog stays
   * open on a spec message. The keyboard, not a click: earlier toasts may still cover a small dialog's
   * buttons for their 4 s.
   */
  async save(dialog: Locator, toast: string) {
    await dialog.getByRole('textbox').first().press('Enter');
    await this.expectToast(toast);
  }

  async confirmDelete(toast: string) {
    await expect(this.confirmDialog()).toBeVisible();
    await expect(this.confirmDialog()).toContainText(CONFIRM_TEXTS.delete);
    await this.confirmDialog().getByRole('button', { name: 'Yes, delete' }).press('Enter');
    await this.expectToast(toast);
    await expect(this.confirmDialog()).toBeHidden();
  }

  /** Counts state-changing API calls, to prove the spec checks run before any call. */
  countWrites(): { readonly count: number } {
    const counter = { count: 0 };
    this.page.on('request', (request) => {
      if (request.url().includes('/api/v1/') && request.method() !== 'GET') counter.count += 1;
    });
    return counter;
  }
}
