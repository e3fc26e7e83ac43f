import { type Locator, type Page, expect } from '@playwright/test';

/** The customer tests/e2e/support/server.ts creates for the POS phone search. */
export { E2E_CUSTOMER } from '../support/users';

export interface LineChoice {
  variant?: string;
  addons?: readonly string[];
}

/** Spec 2.5 POS screen: menu, cart, customer, dining option and table, drafts and the order dialogs. */
export class PosPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'POS - Point of Sale' });
  readonly menu = () => this.page.getByRole('list', { name: 'Menu items' });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search Item' });
  readonly cart = () => this.page.getByRole('region', { name: 'Cart' });
  readonly cartLines = () => this.cart().getByRole('listitem');
  readonly customerBox = () => this.page.getByTestId('customer-box');
  /** The dining option's segmented buttons (a group named 'Dining Option'). */
  readonly diningOption = () => this.cart().getByRole('group', { name: 'Dining Option' });
  /** The button that shows the chosen table and opens the picker grid. */
  readonly tableButton = () => this.cart().getByRole('button', { name: /^Table/ });
  readonly tablePicker = () => this.dialog('Table');
  readonly netTotal = () => this.page.getByTestId('net-total');
  readonly taxTotal = () => this.page.getByTestId('tax-total');
  readonly payableTotal = () => this.page.getByTestId('payable-total');
  readonly dialog = (title: string) => this.page.getByRole('dialog', { name: title });
  readonly button = (name: string) => this.page.getByRole('button', { name, exact: true });

  /** A toast with exactly this text. */
  toast(text: string): Locator {
    return this.page.getByRole('status').getByText(text, { exact: true }).first();
  }

  /** A cart line by its accessible name: the title, plus '(variant + addons)' when chosen. */
  line(name: string): Locator {
    return this.cart().getByRole('listitem', { name, exact: true });
  }

  async open() {
    await this.page.goto('/dashboard/pos');
    await expect(this.heading()).toBeVisible();
    await expect(this.menu()).toBeVisible();
  }

  /** Adds a menu item; with a choice, picks it in 'Select Variant & Addons'. */
  async addItem(title: string, choice?: LineChoice) {
    await this.menu()
      .getByRole('button', { name: `Add ${title}`, exact: true })
      .click();
    if (!choice) return;
    const chooser = this.dialog('Select Variant & Addons');
    await expect(chooser).toBeVisible();
    if (choice.variant) await chooser.getByRole('radio', { name: choice.variant }).check();
    for (const addon of choice.addons ?? []) await chooser.getByRole('checkbox', { name: addon }).check();
    await chooser.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(chooser).toBeHidden();
  }

  /** One tap on a dining option's segment ('Dine-In', 'Delivery', 'Take Away'); it shows as chosen. */
  async chooseDiningOption(label: 'Dine-In' | 'Delivery' | 'Take Away') {
    const segment = this.diningOption().getByRole('button', { name: label, exact: true });
    await segment.click();
    await expect(segment).toHaveAttribute('aria-pressed', 'true');
  }

  /** The table picker: opens it and taps the table by its label ('Table 2 - 4 person - Ground'). */
  async chooseTable(label: string) {
    await this.tableButton().click();
    await expect(this.tablePicker()).toBeVisible();
    // A tile shows the title, then 'N person · floor'.
    const [title = label, seats = '', floor = ''] = label.split(' - ');
    await this.tablePicker()
      .getByRole('button', { name: `${title} ${seats} · ${floor}`, exact: true })
      .click();
    await expect(this.tablePicker()).toBeHidden();
    await expect(this.tableButton()).toContainText(label);
  }

  async setNotes(lineName: string, notes: string) {
    await this.line(lineName)
      .getByRole('button', { name: `Notes for ${lineName}` })
      .click();
    const dialog = this.dialog('Add Notes');
    await dialog.getByRole('textbox').fill(notes);
    await dialog.getByRole('button', { name: 'Save Notes' }).click();
    await expect(dialog).toBeHidden();
  }

  async searchCustomer(phone: string) {
    await this.customerBox().getByRole('button', { name: 'Search Customer' }).click();
    const dialog = this.dialog('Search Customer');
    await dialog.getByLabel('Phone').fill(phone);
    await dialog.getByLabel('Phone').press('Enter');
  }

  /** Send for Processing → summary → Send; returns the 'Order sent for Processing' dialog. */
  async sendForProcessing(): Promise<Locator> {
    await this.button('Send for Processing').click();
    const summary = this.dialog('Send order for Processing');
    await expect(summary).toBeVisible();
    await summary.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = this.dialog('Order sent for Processing');
    await expect(sent).toBeVisible();
    return sent;
  }

  // --- The outbox and the status chip -----------------------------------------------------------

  /** The top bar's connection chip: data-state is online | reconnecting | offline. */
  readonly statusChip = () => this.page.getByTestId('connection-status');
  /** The notice over the terminal while its menu is the one kept from an earlier visit. */
  readonly keptMenuNotice = () => this.page.getByTestId('cached-menu');
  readonly outboxButton = () => this.page.getByRole('button', { name: /^Outbox/ });
  readonly outboxCount = () => this.page.getByTestId('outbox-count');
  readonly outboxDialog = () => this.dialog('Outbox');
  readonly outboxEntries = () => this.outboxDialog().getByTestId('outbox-entry');

  async openOutbox(): Promise<Locator> {
    await this.outboxButton().click();
    await expect(this.outboxDialog()).toBeVisible();
    return this.outboxDialog();
  }

  async closeOutbox(): Promise<void> {
    await this.outboxDialog().getByRole('button', { name: 'Done' }).click();
    await expect(this.outboxDialog()).toBeHidden();
  }

  /** Send for Processing while the server cannot be reached: the 'Order queued' dialog, closed with Done. */
  async sendQueued(): Promise<void> {
    await this.button('Send for Processing').click();
    const summary = this.dialog('Send order for Processing');
    await summary.getByRole('button', { name: 'Send', exact: true }).click();
    await this.expectQueued();
  }

  /** The 'Order queued' dialog says so (and `extra`); `beforeDone` runs while it is open (a screenshot). */
  async expectQueued(extra?: string, beforeDone?: () => Promise<unknown>): Promise<void> {
    const queued = this.dialog('Order queued');
    await expect(queued.getByTestId('queued-notice')).toContainText('Queued — will be sent when the connection returns');
    if (extra) await expect(queued).toContainText(extra);
    await beforeDone?.();
    await queued.getByRole('button', { name: 'Done' }).click();
    await expect(queued).toBeHidden();
  }

  async orderNumbers(sent: Locator): Promise<{ tokenNo: number; orderId: number }> {
    return {
      tokenNo: Number(await sent.getByTestId('token-no').textContent()),
      orderId: Number(await sent.getByTestId('order-id').textContent()),
    };
  }
}
