import { type Locator, type Page, expect } from '@playwright/test';

export type ReportTile =
  | 'Orders'
  | 'Avg. Order Value'
  | 'Total Customers'
  | 'New Customers'
  | 'Repeat Customers'
  | 'Revenue'
  | 'Net Sales'
  | 'Tax';

/** Spec 2.12 Reports screen: figure tiles, Top Selling Items, the revenue chart (beyond the spec). */
export class ReportsPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Reports' });
  readonly tiles = () => this.page.getByRole('list', { name: 'Report figures' });
  readonly filterButton = () => this.page.getByRole('button', { name: /^Filters, period:/ });
  readonly exportCsv = () => this.page.getByRole('link', { name: 'Export CSV' });
  /** Offered as a disabled button when the period is longer than an export may be. */
  readonly exportCsvUnavailable = () => this.page.getByRole('button', { name: 'Export CSV' });
  readonly topSelling = () => this.page.getByRole('region', { name: 'Top Selling Items' });
  readonly chartRegion = () => this.page.getByRole('region', { name: /^Revenue per (hour|day|week|month)$/ });
  readonly filterDialog = () => this.page.getByRole('dialog', { name: 'Filters' });

  async open() {
    await this.page.goto('/dashboard/reports');
    await expect(this.heading()).toBeVisible();
    await expect(this.tiles()).toBeVisible();
  }

  /** Opens the filter dialog and picks a custom range; the dialog stays open if it refuses the range. */
  async chooseCustomPeriod(from: string, to: string) {
    if (!(await this.filterDialog().isVisible())) await this.filterButton().click();
    const dialog = this.filterDialog();
    await dialog.getByLabel('Date').selectOption({ label: 'Custom' });
    await dialog.getByLabel('From').fill(from);
    await dialog.getByLabel('To').fill(to);
    await dialog.getByRole('button', { name: 'Apply' }).click();
  }

  /** A tile reads its label then its value ('Revenue $129.06'). */
  tile(name: ReportTile): Locator {
    return this.tiles()
      .getByRole('listitem')
      .filter({ has: this.page.getByText(name, { exact: true }) });
  }

  async tileText(name: ReportTile): Promise<string> {
    return ((await this.tile(name).getByTestId('tile-value').textContent()) ?? '').trim();
  }

  /** What a tile counts, under its figure ('placed · 3 paid'). */
  async tileNote(name: ReportTile): Promise<string> {
    return ((await this.tile(name).getByTestId('tile-note').textContent()) ?? '').trim();
  }

  /** A money tile in minor units ('$1,234.50' → 123450). */
  async moneyTile(name: ReportTile): Promise<number> {
    const text = await this.tileText(name);
    const match = /^-?\D*([\d,]+)\.(\d{2})$/.exec(text);
    if (!match) throw new Error(`Not an amount: "${text}"`);
    return Number((match[1] ?? '0').replaceAll(',', '')) * 100 + Number(match[2]);
  }

  async countTile(name: ReportTile): Promise<number> {
    return Number((await this.tileText(name)).replaceAll(',', ''));
  }
}
