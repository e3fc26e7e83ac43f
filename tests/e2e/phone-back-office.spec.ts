// The back office on a phone held upright (390x844): no page is wider than the screen, the sidebar leaves the
// page to the content (the top bar's menu button opens it), and a table's rows are cards whose key figures sit
// next to their buttons (Invoices: number, date, total and customer beside Print, PDF and Refund, thumb-sized).
// At 1024x768 the pages still fit and the invoices are still a table. Every page of the sitemap is visited, so a
// new page is checked too.
import { type Locator, type Page, expect, test } from '@playwright/test';
import type { InvoicesResponse } from '../../shared/contract/invoices';
import { LOADING_TEXT } from '../../shared/domain/messages';
import { formatMoney, minorUnits } from '../../shared/domain/money/money';
import { SETTINGS_PAGES } from '../../shared/domain/navigation/settingsPages';
import { PAGES, PUBLIC_PATHS } from '../../shared/domain/navigation/sitemap';
import { InvoicesPage, payOrderThroughPos } from './pages/InvoicesPage';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { E2E_CUSTOMER, E2E_USERS } from './support/users';

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 } as const;
const TABLET = { width: 1024, height: 768 } as const;

/** Every back-office page of the sitemap, with the heading it shows once it is there. */
const BACK_OFFICE_PAGES: readonly { path: string; heading: string }[] = [
  ...Object.values(PAGES)
    .filter((page) => page.station === 'dashboard')
    .map((page) => ({ path: page.path, heading: page.title })),
  ...SETTINGS_PAGES.map((page) => ({ path: page.path, heading: page.title })),
];

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Opens a page and waits until its heading shows and nothing on it is loading any more. */
async function openLoaded(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
  await expect(page.getByText(LOADING_TEXT)).toHaveCount(0);
}

/** The pages' lists get something to show: a paid invoice of a registered customer, and a reservation today. */
async function placeInvoiceAndReservation(page: Page): Promise<{ invoiceId: number; total: number }> {
  const paid = await payOrderThroughPos(page, {
    items: ['Tomato Soup', 'Classic Burger'],
    deliveryType: 'dinein',
    table: 'Table 2',
    customer: E2E_CUSTOMER,
  });
  const invoices = await page.request.get('/api/v1/invoices?type=today');
  expect(invoices.status()).toBe(200);
  const invoice = ((await invoices.json()) as InvoicesResponse).invoices.find((candidate) =>
    candidate.orders.some((ref) => ref.order_id === paid.orderId),
  );
  if (!invoice) throw new Error(`No invoice for order ${paid.orderId}`);
  const origin = new URL(page.url()).origin;
  const reservation = await page.request.post('/api/v1/reservations/add', {
    headers: { Origin: origin },
    data: { customerId: E2E_CUSTOMER.phone, date: `${new Date().toISOString().slice(0, 10)}T20:00`, peopleCount: 4, notes: 'Window seat' },
  });
  expect(reservation.status(), await reservation.text()).toBe(200);
  return { invoiceId: invoice.invoice_id, total: paid.totals.total };
}

/** A cell of the invoice's row, by its column's header. */
async function invoiceCell(invoices: InvoicesPage, invoiceId: number, header: string): Promise<Locator> {
  const headers = (await invoices.table().getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(header);
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return invoices.row(invoiceId).locator(':scope > th, :scope > td').nth(index);
}

test('on a phone no back-office page is wider than the screen, and the sidebar opens from the menu button', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(PUBLIC_PATHS.login);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await pageWidth(page), 'the login page').toBeLessThanOrEqual(PHONE.width);

  await new LoginPage(page).signInAs(E2E_USERS.admin);
  await placeInvoiceAndReservation(page);

  const widths: Record<string, number> = {};
  for (const { path, heading } of BACK_OFFICE_PAGES) {
    await openLoaded(page, path, heading);
    widths[path] = await pageWidth(page);
  }
  const tooWide = Object.fromEntries(Object.entries(widths).filter(([, width]) => width > PHONE.width));
  expect(tooWide, 'pages wider than a 390 px phone').toEqual({});

  // The page has the whole width: the sidebar is out of sight until the menu button opens it over the page.
  const shell = new Shell(page);
  const invoicesLink = shell.sidebar().getByRole('link', { name: 'Invoices' });
  await expect(invoicesLink).toBeHidden();
  const heading = await shell.heading().boundingBox();
  expect(heading?.x ?? 0).toBeLessThan(24);
  await shell.toggle().click();
  await expect(invoicesLink).toBeVisible();
  await invoicesLink.click();
  await expect(page).toHaveURL(PAGES.invoices.path);
  await expect(invoicesLink).toBeHidden();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});

test('on a phone each invoice is a card: its number, date, total and customer next to Print, PDF and Refund', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await new LoginPage(page).signInAs(E2E_USERS.admin);
  const { invoiceId, total } = await placeInvoiceAndReservation(page);

  const invoices = new InvoicesPage(page);
  await invoices.open();
  await expect(invoices.row(invoiceId)).toBeVisible();
  const number = await invoiceCell(invoices, invoiceId, 'Invoice ID');
  const date = await invoiceCell(invoices, invoiceId, 'Date');
  const totalCell = await invoiceCell(invoices, invoiceId, 'Total');
  const customer = await invoiceCell(invoices, invoiceId, 'Customer');
  await expect(number).toHaveText(String(invoiceId));
  await expect(date).toContainText(String(new Date().getUTCFullYear()));
  await expect(totalCell).toContainText(formatMoney(minorUnits(total), '$'));
  await expect(customer).toContainText(E2E_CUSTOMER.name);
  const actions = [
    invoices.printButton(invoiceId),
    invoices.pdfLink(invoiceId),
    invoices.row(invoiceId).getByRole('button', { name: `Refund invoice ${invoiceId}` }),
  ];

  // With the buttons in the middle of the screen, the figures that say which invoice they act on are in sight,
  // whole, with nothing to scroll sideways; and they sit just above the buttons, not a screen away.
  await invoices.printButton(invoiceId).evaluate((button) => button.scrollIntoView({ block: 'center' }));
  for (const part of [number, date, totalCell, customer, ...actions]) await expect(part).toBeInViewport({ ratio: 1 });
  const figuresBottom = Math.max(...(await Promise.all([number, date, totalCell, customer].map(async (cell) => bottomOf(cell)))));
  const buttonsTop = Math.min(...(await Promise.all(actions.map(async (action) => (await action.boundingBox())?.y ?? 0))));
  expect(buttonsTop - figuresBottom).toBeGreaterThanOrEqual(0);
  expect(buttonsTop - figuresBottom).toBeLessThan(48);
  // Thumb-sized: at least 44x44 px each.
  for (const action of actions) {
    const box = await action.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});

async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return box ? box.y + box.height : 0;
}

async function middleOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return box ? box.y + box.height / 2 : -1;
}

test('on a 1024x768 tablet every back-office page still fits and the invoices are a table row by row', async ({ page }) => {
  await page.setViewportSize(TABLET);
  await new LoginPage(page).signInAs(E2E_USERS.admin);
  const { invoiceId } = await placeInvoiceAndReservation(page);

  for (const { path, heading } of BACK_OFFICE_PAGES) {
    await openLoaded(page, path, heading);
    expect(await pageWidth(page), path).toBeLessThanOrEqual(TABLET.width);
  }

  // One line per invoice under a visible header row, the Print button on the number's line.
  const invoices = new InvoicesPage(page);
  await invoices.open();
  const header = invoices.table().getByRole('columnheader', { name: 'Invoice ID' });
  await expect(header).toBeVisible();
  expect((await header.boundingBox())?.height ?? 0).toBeGreaterThan(20);
  const number = await invoiceCell(invoices, invoiceId, 'Invoice ID');
  const numberMiddle = await middleOf(number);
  expect(Math.abs(numberMiddle - (await middleOf(invoices.printButton(invoiceId))))).toBeLessThan(4);
});
