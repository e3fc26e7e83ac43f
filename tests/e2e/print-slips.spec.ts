// Spec 2.14 receipt, 9 page sizes (80 mm or 57 mm): the slip printed before payment says it is not a receipt and
// shows no payment; the paid receipt says how it was paid. In Chromium's print layout, everything on the slip fits
// what the head prints: 72 mm of 80 mm paper, 48 mm of 57 mm, long words included.
// The receipt is stored as the POS stores it (receiptFormat 2, minor units), so no order or sign-in is needed.
import { type Locator, type Page, expect, test } from '@playwright/test';

const UNPAID_TEXT = 'UNPAID — NOT A RECEIPT';
const PRINTABLE_MM = { 80: 72, 57: 48 } as const;
const MM_PER_PX = 25.4 / 96;
// Unbroken words longer than the printable width: they must wrap, not widen the slip.
const LONG_STORE = 'TheVeryLongNamedNeighbourhoodBistroAndWineBarOnMarketStreet';
const LONG_ITEM = 'Chef’sSpecialSlowRoastedPorkBellyWithCrispyCracklingAndApple';

function storedReceipt(pageFormat: 80 | 57, payment: { type: string; tendered: number; change: number } | null) {
  return {
    receiptFormat: 2,
    cartItems: [
      {
        title: LONG_ITEM,
        quantity: 2,
        notes: 'No onions',
        price: 1250,
        tax_rate: 500,
        tax_type: 'inclusive',
        tax_title: 'VAT 5%',
        addons: ['Cheese'],
        addons_ids: [4],
        variant: null,
      },
      {
        title: 'Espresso',
        quantity: 1,
        notes: null,
        price: 250,
        tax_rate: null,
        tax_type: null,
        tax_title: null,
        addons: [],
        addons_ids: [],
        variant: 'Single',
      },
    ],
    deliveryType: 'takeaway',
    customerType: 'WALKIN',
    customer: null,
    tableId: null,
    currency: 'USD',
    storeSettings: {
      store_name: LONG_STORE,
      address: '12 Market Street',
      phone: '+1 555 0100',
      email: 'orders@averyveryverylongdomainname-bistro.example',
      image: null,
    },
    printSettings: {
      page_format: pageFormat,
      header: 'Welcome',
      footer: 'Thanks',
      show_notes: 1,
      is_enable_print: 1,
      show_store_details: 1,
      show_customer_details: 1,
      print_token: 1,
    },
    itemsTotal: 2630,
    taxTotal: 120,
    payableTotal: 2750,
    tokenNo: 7,
    orderId: 41,
    createdAt: '2026-03-14T12:30:00.000Z',
    created_by: 'cashier',
    created_by_name: 'Casey Cashier',
    timeZone: 'UTC',
    paymentType: payment?.type ?? null,
    amountTendered: payment?.tendered ?? null,
    change: payment?.change ?? null,
  };
}

/** The value beside a label in the slip's totals (a dt and its dd). */
function totalsValue(slip: Locator, label: string): Locator {
  return slip
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function openSlip(page: Page, receipt: ReturnType<typeof storedReceipt>) {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/print-receipt?preview=1');
  await page.evaluate((value) => localStorage.setItem('brigade__receipt', JSON.stringify(value)), receipt);
  await page.emulateMedia({ media: 'print' });
  await page.reload();
  const slip = page.getByRole('article', { name: /^Receipt 41-2026-03-14$/ });
  await expect(slip).toBeVisible();
  return slip;
}

/** The width in mm of everything on the slip: the slip's box and every box inside it, taken together. */
async function contentWidthMm(page: Page): Promise<number> {
  const widthPx = await page.locator('article').evaluate((slip) => {
    const boxes = [slip, ...slip.querySelectorAll('*')].map((element) => element.getBoundingClientRect()).filter((box) => box.width > 0);
    return Math.max(...boxes.map((box) => box.right)) - Math.min(...boxes.map((box) => box.left));
  });
  return widthPx * MM_PER_PX;
}

for (const format of [80, 57] as const) {
  test(`${format} mm: the slip printed before payment says it is not a receipt, shows no payment and fits ${PRINTABLE_MM[format]} mm`, async ({
    page,
  }, testInfo) => {
    const slip = await openSlip(page, storedReceipt(format, null));
    await expect(slip.getByText(UNPAID_TEXT, { exact: true })).toBeVisible();
    await expect(slip.getByTestId('receipt-total')).toHaveText('$27.50');
    for (const payment of ['Paid by', 'Tendered', 'Change']) await expect(slip.getByText(payment, { exact: true })).toHaveCount(0);
    await expect(slip.getByTestId('receipt-paid')).toHaveCount(0);

    const widthMm = await contentWidthMm(page);
    testInfo.annotations.push({ type: 'content width (mm)', description: widthMm.toFixed(2) });
    expect(widthMm).toBeLessThanOrEqual(PRINTABLE_MM[format] + 0.1);
    // The page is the paper's width; the slip sits in its middle, the paper the head cannot reach either side.
    const pageRules = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n'));
    expect(pageRules).toMatch(new RegExp(`@page \\{ size: ${format}mm \\d+mm`));
    const box = await slip.boundingBox();
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - 400 / 2)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: testInfo.outputPath(`unpaid-${format}mm.png`), fullPage: true });
  });

  test(`${format} mm: the paid receipt says how it was paid, with no unpaid text, and fits ${PRINTABLE_MM[format]} mm`, async ({
    page,
  }, testInfo) => {
    const slip = await openSlip(page, storedReceipt(format, { type: 'Cash', tendered: 3000, change: 250 }));
    await expect(totalsValue(slip, 'Paid by')).toHaveText('Cash');
    await expect(totalsValue(slip, 'Tendered')).toHaveText('$30.00');
    await expect(totalsValue(slip, 'Change')).toHaveText('$2.50');
    await expect(slip.getByText(UNPAID_TEXT)).toHaveCount(0);

    const widthMm = await contentWidthMm(page);
    testInfo.annotations.push({ type: 'content width (mm)', description: widthMm.toFixed(2) });
    expect(widthMm).toBeLessThanOrEqual(PRINTABLE_MM[format] + 0.1);
    await page.screenshot({ path: testInfo.outputPath(`paid-${format}mm.png`), fullPage: true });
  });
}
