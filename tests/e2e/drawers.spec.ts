// Cash drawers through a shift: a cashier's cash payment refused for want of a drawer offers to open one (the cart
// kept, the payment taken again after), the drawer opened with a float counted by denomination, cash orders, a pay
// out of 20.00 for ice, a blind close 1.00 short that a manager approves, and the manager closing the day with a Z
// whose figures hold the pay out and the short, and whose PDF downloads.
// The store's drawers are on in "flag" mode while it runs (other specs' cash, taken with no drawer, is recorded and
// flagged, never refused) and off again at the end; the drawer is a user's own, created here, so no other spec's
// cash lands in it. The first refusal is the server's answer replayed by the page (the refusal itself is tested in
// tests/api/drawers): flag mode would not refuse.
import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import { NO_OPEN_DRAWER_MESSAGE } from '../../shared/domain/drawers';
import { LoginPage } from './pages/LoginPage';
import { PosPage } from './pages/PosPage';
import { E2E_USERS } from './support/users';

test.describe.configure({ timeout: 90_000 });

async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<Record<string, unknown>> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(`/api/v1${path}`, { method, data, headers: { Origin: origin } });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** Pays the cart in cash, the exact amount; the order-sent dialog (its receipt popup closed). */
async function payInCash(page: Page, pos: PosPage, total: string) {
  await pos.button('Create Receipt & Pay').click();
  const pay = pos.dialog('Collect Payment & Send order for Processing');
  await pay.getByRole('radio', { name: 'Cash', exact: true }).check();
  const popup = page.waitForEvent('popup');
  await pay.getByRole('button', { name: `Collect ${total} & Send` }).click();
  const sent = pos.dialog('Order sent for Processing');
  await expect(sent).toBeVisible();
  await (await popup).close();
  await sent.getByRole('button', { name: 'Done' }).click();
  await expect(pos.cartLines()).toHaveCount(0);
}

/** Sets how many of a note or coin the count grid holds. */
async function count(page: Page, label: string, quantity: number) {
  await page.getByLabel(`How many ${label}`, { exact: true }).fill(String(quantity));
}

test('a shift: open with a counted float, cash orders, pay out 20.00 for ice, blind close 1.00 short approved, the Z', async ({
  page,
  browser,
}) => {
  const cashier = { username: `drew${Date.now().toString(36)}`, password: 'drew-drawer-password', name: 'Drew Drawer' };
  await new LoginPage(page).signInAs(E2E_USERS.admin);
  await api(page, 'POST', '/users/add', { ...cashier, userScopes: ['POS', 'ORDERS'] });
  await api(page, 'POST', '/drawers/settings', { isEnabled: true, cashWithoutDrawer: 'flag', overShortLimit: 0.5 });

  const till = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  try {
    const tablet = await till.newPage();
    await new LoginPage(tablet).signInAs(cashier);
    const pos = new PosPage(tablet);
    await pos.open();

    // Cash with no drawer: the server's refusal, and the POS offers the drawer; the cart stays.
    await pos.addItem('Soft Drink');
    await expect(pos.payableTotal()).toHaveText('$3.03');
    await tablet.route(
      '**/api/v1/pos/create-order-and-invoice',
      (route) => route.fulfill({ status: 409, json: { message: NO_OPEN_DRAWER_MESSAGE, code: 'conflict' } }),
      { times: 1 },
    );
    await pos.button('Create Receipt & Pay').click();
    const pay = pos.dialog('Collect Payment & Send order for Processing');
    await pay.getByRole('radio', { name: 'Cash', exact: true }).check();
    await pay.getByRole('button', { name: 'Collect $3.03 & Send' }).click();
    const noDrawer = tablet.getByRole('alertdialog', { name: 'No cash drawer open' });
    await expect(noDrawer).toContainText(NO_OPEN_DRAWER_MESSAGE);
    await noDrawer.getByRole('button', { name: 'Open a drawer' }).click();

    // The Drawer screen: the float counted by denomination, the total live.
    await expect(tablet.getByRole('heading', { level: 1, name: 'Drawer' })).toBeVisible();
    const openForm = tablet.getByRole('form', { name: 'Open a drawer' });
    await openForm.getByRole('textbox', { name: 'Till' }).fill('E2E Till');
    await count(tablet, '$20.00', 4);
    await openForm.getByRole('button', { name: 'One $10.00 more' }).click();
    await openForm.getByRole('button', { name: 'One $10.00 more' }).click();
    await expect(tablet.getByTestId('count-total')).toHaveText('$100.00');
    await openForm.getByRole('button', { name: 'Open drawer' }).click();
    const drawer = tablet.getByRole('region', { name: "E2E Till's drawer" });
    await expect(drawer).toContainText('Drew Drawer');
    await expect(drawer).toContainText('$100.00');

    // Back at the register the cart is as it was: the payment goes through, and a second cash order.
    await tablet.getByRole('link', { name: 'Back to the register' }).click();
    await expect(pos.payableTotal()).toHaveText('$3.03');
    await payInCash(tablet, pos, '$3.03');
    await pos.addItem('Soft Drink');
    await payInCash(tablet, pos, '$3.03');

    // Pay out 20.00 for ice (reason and recipient), from the header's Drawer command.
    await tablet.getByRole('link', { name: 'Drawer', exact: true }).click();
    await drawer.getByRole('button', { name: 'Pay out' }).click();
    const payOut = tablet.getByRole('dialog', { name: 'Pay out: E2E Till' });
    await payOut.getByLabel('Amount').fill('20.00');
    await payOut.getByLabel('Reason').fill('Ice');
    await payOut.getByLabel('Paid to').fill('Corner shop');
    await payOut.getByRole('button', { name: 'Record' }).click();
    await expect(drawer.getByRole('row', { name: /Pay out, to Corner shop, Ice/ })).toContainText('-$20.00');
    await expect(drawer.getByRole('row', { name: /Cash sale/ })).toHaveCount(2);

    // The blind close: 100 + 3.03 + 3.03 − 20 = 86.06 expected, never shown before the count; 85.06 counted.
    await drawer.getByRole('button', { name: 'Close drawer' }).click();
    const close = tablet.getByRole('form', { name: "Close E2E Till's drawer" });
    await expect(close).toBeVisible();
    await expect(tablet.getByText('$86.06')).toHaveCount(0);
    await count(tablet, '$20.00', 4);
    await count(tablet, '$5.00', 1);
    await count(tablet, '$0.05', 1);
    await count(tablet, '$0.01', 1);
    await expect(tablet.getByTestId('count-total')).toHaveText('$85.06');
    await close.getByRole('button', { name: 'Submit count and close' }).click();
    // Off by more than the store's 0.50: a manager approves with a note.
    await expect(close.getByRole('group', { name: 'Manager override' })).toBeVisible();
    await close.getByLabel('Note').fill('One dollar short, recounted twice');
    await close.getByLabel('Manager username').fill(E2E_USERS.admin.username);
    await close.getByLabel('Manager password').fill(E2E_USERS.admin.password);
    await close.getByRole('button', { name: 'Approve and close' }).click();
    const closed = tablet.getByRole('region', { name: 'Drawer closed' });
    await expect(closed.getByTestId('closed-counted')).toHaveText('$85.06');
    await expect(closed.getByTestId('closed-expected')).toHaveText('$86.06');
    await expect(closed.getByTestId('closed-over-short')).toHaveText('$1.00');
    await expect(closed).toContainText('Short');
    await expect(closed.getByTestId('closed-approved-by')).toHaveText('Administrator');

    // The manager closes the day: the Z holds the pay out, the drawer's cash and the short.
    await page.goto('/dashboard/reports/z-reports');
    await page.getByRole('button', { name: 'Close the day (Z)' }).click();
    await page.getByRole('button', { name: 'Close the day', exact: true }).click();
    const z = page.getByTestId('z-report');
    await expect(z.getByRole('heading', { name: /^Z report #\d+$/ })).toBeVisible();
    const figure = (label: string) =>
      z
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
        .getByRole('cell');
    await expect(figure('Pay out (1)')).toHaveText('-$20.00');
    await expect(figure('Drawers closed')).toHaveText('1');
    await expect(figure('Expected cash')).toHaveText('$86.06');
    await expect(figure('Counted cash')).toHaveText('$85.06');
    await expect(figure('Over/short')).toHaveText('-$1.00');
    await expect(z.getByRole('rowheader', { name: /^Cash sale \(\d+\)$/ })).toBeVisible();
    const number = ((await z.getByRole('heading', { name: /^Z report #/ }).textContent()) ?? '').replace(/\D/g, '');
    await expect(page.getByRole('table', { name: 'Z reports' }).getByRole('row', { name: new RegExp(`^#${number} `) })).toContainText(
      '-$1.00',
    );

    const download = page.waitForEvent('download');
    await z.getByRole('link', { name: 'Download PDF' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe(`z-report-${number}.pdf`);
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  } finally {
    await till.close();
    await api(page, 'POST', '/drawers/settings', { isEnabled: false, cashWithoutDrawer: 'refuse', overShortLimit: 5 });
  }
});
