// WCAG 2.5.3 Label in Name: a control whose name is written over its text (aria-label, aria-labelledby) has a name
// that starts with the text it shows, so a voice user can say what they see ("click Not Started").
import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { ApiSession } from './support/api';
import { E2E_USERS } from './support/users';

test.describe.configure({ timeout: 90_000 });

/** Every visible control named over its text whose name does not start with that text: "shown → name". */
async function namesNotStartingWithTheirText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS =
      'button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="menuitemradio"], [role="tab"], [role="option"]';
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
      const labelledBy = control.getAttribute('aria-labelledby');
      const written = labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : control.getAttribute('aria-label');
      // innerText is the text on screen (aria-hidden text included: it is seen); symbols alone (+, −) are not words.
      const shown = control.innerText.replace(/\s+/g, ' ').trim().toLowerCase();
      if (written === null || control.offsetParent === null || !/[\p{L}\p{N}]/u.test(shown)) continue;
      if (!written.replace(/\s+/g, ' ').trim().toLowerCase().startsWith(shown)) found.push(`${shown} → ${written}`);
    }
    return found;
  });
}

test('controls are named by the text they show: header, user menu, Orders screen, kitchen status, invoices', async ({ page }) => {
  const admin = await ApiSession.signIn(E2E_USERS.admin);
  const init = await admin.get<{ menuItems: { id: number; title: string }[]; paymentTypes: { id: number; title: string }[] }>('/pos/init');
  const itemId = (title: string) => init.menuItems.find((item) => item.title === title)?.id ?? 0;
  const line = (title: string) => ({ id: itemId(title), quantity: 1, notes: null, variant_id: null, addons_ids: [] });
  const order = await admin.post<{ orderId: number; tokenNo: number }>('/pos/create-order', {
    cart: [line('Tiramisu')],
    deliveryType: 'takeaway',
    customerType: 'WALKIN',
    customerId: null,
    tableId: null,
  });
  // A paid invoice, for the Invoices screen's row buttons (Mineral Water 2.00, no tax).
  await admin.post('/pos/create-order-and-invoice', {
    cart: [line('Mineral Water')],
    deliveryType: 'takeaway',
    customerType: 'WALKIN',
    customerId: null,
    tableId: null,
    netTotal: 2,
    taxTotal: 0,
    total: 2,
    paymentTypeId: init.paymentTypes[0]?.id,
  });
  await admin.dispose();

  await new LoginPage(page).signInAs(E2E_USERS.admin);
  await expect(page.getByRole('button', { name: /^Search… (Ctrl K|⌘K)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: E2E_USERS.admin.name, exact: true })).toBeVisible();
  expect(await namesNotStartingWithTheirText(page)).toEqual([]);

  await page.goto('/dashboard/orders');
  await expect(page.locator(`[data-testid="order"][data-order-id="${order.orderId}"]`)).toBeVisible();
  expect(await namesNotStartingWithTheirText(page)).toEqual([]);

  await page.goto('/dashboard/kitchen');
  const card = page.locator(`[data-testid="kitchen-order"][data-order-id="${order.orderId}"]`);
  await expect(card.getByRole('button', { name: `Not Started, kitchen status for token ${order.tokenNo}`, exact: true })).toBeVisible();
  expect(await namesNotStartingWithTheirText(page)).toEqual([]);

  await page.goto('/dashboard/invoices');
  await expect(
    page
      .getByRole('table', { name: 'Invoices' })
      .getByRole('button', { name: /^Refund invoice/ })
      .first(),
  ).toBeVisible();
  expect(await namesNotStartingWithTheirText(page)).toEqual([]);

  await page.goto('/dashboard/pos');
  await expect(page.getByRole('region', { name: 'Menu' })).toBeVisible();
  expect(await namesNotStartingWithTheirText(page)).toEqual([]);
});

test('on a phone the user menu is still named by the user it shows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await new LoginPage(page).signInAs(E2E_USERS.admin);
  await expect(page.getByRole('button', { name: E2E_USERS.admin.name, exact: true })).toBeVisible();
});
