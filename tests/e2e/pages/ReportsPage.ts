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
  readonly topSelling = () => this.page.getByRole('region', { name: 'Top Selling Items' });
  readonly chartRegion = () => this.page.getByRole('region', { name: /^Revenue per (hour|day)$/ });

  async open() {
    await this.page.goto('/dashboard/reports');
    await expect(this.heading()).toBeVisible();
    await expect(this.tiles()).toBeVisible();
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
