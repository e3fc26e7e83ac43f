// The Invoices screen with a table's bill split into checks: each check's row says which check it is, and its Print
// reprints only what that check paid: by items its own lines and total; a share the table's lines, the table's total
// and "Share k of n" with the share's total. Set up through the API (the POS's split is settle-bill.spec.ts).
// Demo menu: Tiramisu 7.00 (VAT 5 % inclusive), Mineral Water 2.00 (no tax).
import { type Page, expect, test } from '@playwright/test';
import { InvoicesPage } from './pages/InvoicesPage';
import { LoginPage } from './pages/LoginPage';
import { ApiSession } from './support/api';
import { E2E_USERS } from './support/users';

test.describe.configure({ timeout: 60_000 });

interface SplitCheck {
  check_id: number;
  total: number;
}

/** A dine-in order of a tiramisu and a water at a new table, split as `split` says; every check paid in cash. */
async function paidSplit(split: (lineIds: { tiramisu: number; water: number }) => object): Promise<number[]> {
  const admin = await ApiSession.signIn(E2E_USERS.admin);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const table = await admin.post<{ id: number }>('/settings/store-tables/add', {
    title: `Split ${suffix}`,
    floor: 'Hall',
    seatingCapacity: 2,
  });
  const init = await admin.get<{ menuItems: { id: number; title: string }[]; paymentTypes: { id: number; title: string }[] }>('/pos/init');
  const itemId = (title: string) => init.menuItems.find((item) => item.title === title)?.id ?? 0;
  const cashId = init.paymentTypes.find((type) => type.title === 'Cash')?.id ?? 0;
  const line = (title: string) => ({ id: itemId(title), quantity: 1, notes: null, variant_id: null, addons_ids: [] });
  const order = await admin.post<{ orderId: number }>('/pos/create-order', {
    cart: [line('Tiramisu'), line('Mineral Water')],
    deliveryType: 'dinein',
    customerType: 'WALKIN',
    customerId: null,
    tableId: table.id,
  });
  const placed = (await admin.openOrders()).find((candidate) => candidate.id === order.orderId);
  const lineId = (title: string) => placed?.items.find((item) => item.item_title === title)?.id ?? 0;
  const { bill } = await admin.post<{ bill: { checks: SplitCheck[] } }>('/billing/bills', {
    orderIds: [order.orderId],
    expectedTotal: 9,
    ...split({ tiramisu: lineId('Tiramisu'), water: lineId('Mineral Water') }),
  });
  const invoiceIds: number[] = [];
  for (const check of bill.checks) {
    const paid = await admin.post<{ invoiceId: number }>(`/billing/checks/${check.check_id}/pay`, {
      tenders: [{ paymentTypeId: cashId, amount: check.total }],
      expectedTotal: check.total,
    });
    invoiceIds.push(paid.invoiceId);
  }
  await admin.dispose();
  return invoiceIds;
}

/** Prints the invoice from its row; the receipt popup's lines, check and totals as shown. */
async function printedReceipt(page: Page, invoices: InvoicesPage, invoiceId: number) {
  const popup = page.waitForEvent('popup');
  await invoices.printButton(invoiceId).click();
  const receipt = await popup;
  expect(new URL(receipt.url()).pathname).toBe('/print-receipt');
  await expect(receipt.getByTestId('receipt-total')).toBeVisible();
  const shown = {
    lines: await receipt.locator('tbody tr').allInnerTexts(),
    check: await receipt.getByTestId('receipt-check').innerText(),
    tableTotal:
      (await receipt.getByTestId('receipt-table-total').count()) > 0 ? await receipt.getByTestId('receipt-table-total').innerText() : null,
    total: await receipt.getByTestId('receipt-total').innerText(),
  };
  await receipt.close();
  return { ...shown, lines: shown.lines.map((text) => text.replace(/\s+/g, ' ').trim()) };
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await new LoginPage(page).signInAs(E2E_USERS.admin);
});

test("a check split by items reprints only its own line and total; a share reprints the table's lines as 'Share k of n'", async ({
  page,
}) => {
  const [tiramisuInvoice = 0, waterInvoice = 0] = await paidSplit(({ tiramisu, water }) => ({
    mode: 'items',
    checks: [[tiramisu], [water]],
  }));
  const [firstShare = 0, secondShare = 0] = await paidSplit(() => ({ mode: 'even', guests: 2 }));

  const invoices = new InvoicesPage(page);
  await invoices.open();
  expect((await invoices.cells(tiramisuInvoice)).Total).toBe('$7.00\nCheck 1 of 2');
  expect((await invoices.cells(secondShare)).Total).toBe('$4.50\nShare 2 of 2');

  expect(await printedReceipt(page, invoices, tiramisuInvoice)).toEqual({
    lines: ['Tiramisu 1 $7.00'],
    check: 'Check 1 of 2',
    tableTotal: null,
    total: '$7.00',
  });
  expect(await printedReceipt(page, invoices, waterInvoice)).toEqual({
    lines: ['Mineral Water 1 $2.00'],
    check: 'Check 2 of 2',
    tableTotal: null,
    total: '$2.00',
  });
  for (const [invoiceId, check] of [
    [firstShare, 'Share 1 of 2'],
    [secondShare, 'Share 2 of 2'],
  ] as const) {
    expect(await printedReceipt(page, invoices, invoiceId)).toEqual({
      lines: ['Tiramisu 1 $7.00', 'Mineral Water 1 $2.00'],
      check,
      tableTotal: '$9.00',
      total: '$4.50',
    });
  }
});
