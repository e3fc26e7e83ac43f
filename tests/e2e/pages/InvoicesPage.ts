import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { decodePosInit } from '../../../shared/api/pos';
import type { PosInitResponse } from '../../../shared/contract/pos';
import { cartTotals, createLine, type CartLine } from '../../../shared/domain/cart';
import { toDecimalAmount } from '../../../shared/domain/money/money';

/** Spec 2.10 Invoices screen: the period's table, search box, date filter, print and PDF actions. */
export class InvoicesPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Invoices' });
  readonly table = () => this.page.getByRole('table', { name: 'Invoices' });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search invoices' });
  readonly filterButton = () => this.page.getByRole('button', { name: /^Filters, period:/ });
  readonly exportCsv = () => this.page.getByRole('link', { name: 'Export CSV' });

  async open() {
    await this.page.goto('/dashboard/invoices');
    await expect(this.heading()).toBeVisible();
  }

  /** The invoice's row, found by its Invoice ID cell (the row header). */
  row(invoiceId: number): Locator {
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: String(invoiceId), exact: true }) });
  }

  /** The row's cells by column header, as text. */
  async cells(invoiceId: number): Promise<Record<string, string>> {
    // The period's list may still be loading (a busy day's invoices): read the row once it is there.
    await expect(this.row(invoiceId)).toBeVisible();
    const headers = await this.table().getByRole('columnheader').allInnerTexts();
    const values = await this.row(invoiceId).locator('th, td').allInnerTexts();
    return Object.fromEntries(headers.map((header, index) => [header.trim(), (values[index] ?? '').trim()]));
  }

  pdfLink(invoiceId: number): Locator {
    return this.row(invoiceId).getByRole('link', { name: `PDF of invoice ${invoiceId}` });
  }

  printButton(invoiceId: number): Locator {
    return this.row(invoiceId).getByRole('button', { name: `Print invoice ${invoiceId}` });
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').getByText(text, { exact: true }).first();
  }
}

export interface PaidOrder {
  orderId: number;
  tokenNo: number;
  /** What the order cost, in minor units (the shared totals engine, as the POS computes it). */
  totals: { net: number; tax: number; total: number };
}

export interface PaidOrderInput {
  /** Menu item titles; an item with variants takes its first variant. */
  items: readonly string[];
  deliveryType: 'dinein' | 'takeaway' | 'delivery';
  /** A table title for dine-in. */
  table?: string;
  /** A registered customer (by phone); walk-in without. */
  customer?: { phone: string; name: string };
}

/**
 * Creates and pays an order through the POS API with the signed-in page's session, the way the POS's
 * 'Create Receipt & Pay' does (spec 7 POST /pos/create-order-and-invoice): the totals come from the shared
 * totals engine, so the server's check to the cent passes.
 */
export async function payOrderThroughPos(page: Page, input: PaidOrderInput): Promise<PaidOrder> {
  const request: APIRequestContext = page.request;
  const origin = new URL(page.url()).origin;
  const initResponse = await request.get('/api/v1/pos/init');
  expect(initResponse.status()).toBe(200);
  const init = decodePosInit((await initResponse.json()) as PosInitResponse);
  const cart: CartLine[] = input.items.map((title) => {
    const item = init.menuItems.find((candidate) => candidate.title === title);
    if (!item) throw new Error(`No menu item "${title}" in the demo store`);
    return createLine(item, { variantId: item.variants[0]?.id ?? null });
  });
  const totals = cartTotals(cart);
  const table = input.table ? init.storeTables.find((candidate) => candidate.table_title === input.table) : undefined;
  const paymentType = init.paymentTypes.find((type) => type.is_active);
  if (!paymentType) throw new Error('No active payment type in the demo store');
  const response = await request.post('/api/v1/pos/create-order-and-invoice', {
    headers: { Origin: origin, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      cart: cart.map((line) => ({
        id: line.item.id,
        title: line.item.title,
        price: toDecimalAmount(line.unitPrice),
        quantity: line.quantity,
        notes: null,
        variant_id: line.variantId,
        variant: line.variantTitle,
        addons_ids: [...line.addonIds],
        addons: [...line.addonTitles],
        tax_rate: line.item.tax_rate,
        tax_type: line.item.tax_type,
        tax_title: line.item.tax_title,
      })),
      deliveryType: input.deliveryType,
      customerType: input.customer ? 'CUSTOMER' : 'WALKIN',
      customerId: input.customer ?? null,
      tableId: table?.id ?? null,
      netTotal: toDecimalAmount(totals.itemsTotal),
      taxTotal: toDecimalAmount(totals.taxTotal),
      total: toDecimalAmount(totals.payableTotal),
      paymentTypeId: paymentType.id,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { orderId, tokenNo } = (await response.json()) as { orderId: number; tokenNo: number };
  return { orderId, tokenNo, totals: { net: totals.itemsTotal, tax: totals.taxTotal, total: totals.payableTotal } };
}
