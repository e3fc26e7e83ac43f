// The till in the rush, on the tablets staff use (1024x768 landscape, 768x1024 portrait): the POS and the Orders
// screen keep the top bar and no back-office sidebar; every control is at least 44x44; nothing is wider than the
// screen and no label is cut; the cart shows five lines at 1024x768. The pay sheet shows whole without scrolling,
// and after a split and after each paid check the focus is on the next check's Pay. The Orders screen finds an
// order among 41 by table, token or customer.
import { type Locator, type Page, expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { OrdersPage } from './pages/OrdersPage';
import { PosPage } from './pages/PosPage';
import { Shell } from './pages/Shell';
import { ApiSession } from './support/api';
import { E2E_USERS } from './support/users';

test.describe.configure({ timeout: 120_000 });

const TABLETS = [
  { name: 'landscape', width: 1024, height: 768 },
  { name: 'portrait', width: 768, height: 1024 },
] as const;

const CART_ITEMS = ['Tomato Soup', 'Grilled Salmon', 'Tiramisu', 'Bruschetta', 'Cheesecake', 'Mineral Water'] as const;

/** Visible controls (in the viewport, inside `scope`) smaller than 44x44; a checkbox or radio counts its label. */
async function smallTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const CONTROLS = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"]';
    const small: string[] = [];
    for (const control of root.querySelectorAll<HTMLElement>(CONTROLS)) {
      const isToggle = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
      const target = (isToggle ? control.closest('label') : control) ?? control;
      const box = target.getBoundingClientRect();
      const isShown = box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
      if (!isShown || getComputedStyle(target).visibility === 'hidden') continue;
      // Half a pixel of slack: a 44 px box can measure 43.99 after layout rounding.
      if (box.width < 43.5 || box.height < 43.5) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        small.push(`${name} ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

/** Texts cut by their box (scrollWidth > clientWidth), and inputs too narrow for their placeholder. */
async function cutLabels(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const cut: string[] = [];
    const canvas = document.createElement('canvas').getContext('2d');
    for (const element of root.querySelectorAll<HTMLElement>('button, label, h1, h2, h3, a[href], span, dt, dd, kbd')) {
      const box = element.getBoundingClientRect();
      // Visually hidden text (a 1 px box for screen readers) is not a label on screen.
      if (box.width <= 1 || box.height <= 1 || element.scrollWidth <= element.clientWidth + 1) continue;
      if (getComputedStyle(element).overflowX === 'visible') continue;
      cut.push(element.textContent?.trim() ?? element.tagName);
    }
    for (const input of root.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (!canvas || input.getBoundingClientRect().width === 0) continue;
      const style = getComputedStyle(input);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (canvas.measureText(input.placeholder).width > room + 1) cut.push(`placeholder ${input.placeholder}`);
    }
    return cut;
  });
}

/** A dialog zooms in as it opens: its boxes are measured once that is over. */
async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

async function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** The back-office sidebar takes no room on a station page: hidden, and the content starts at the screen's edge. */
async function expectNoSidebar(page: Page): Promise<void> {
  const shell = new Shell(page);
  await expect(shell.sidebar()).toBeHidden();
  await expect(shell.toggle()).toBeVisible();
  const left = await page.locator('#main-content').evaluate((main) => main.getBoundingClientRect().left);
  expect(left).toBe(0);
}

/** Cart lines wholly inside the cart list's visible box. */
async function visibleCartLines(pos: PosPage): Promise<number> {
  return pos.cart().evaluate((cart) => {
    const list = cart.querySelector('ul');
    if (!list) return 0;
    const box = list.getBoundingClientRect();
    return [...list.querySelectorAll('li')].filter((line) => {
      const lineBox = line.getBoundingClientRect();
      return lineBox.top >= box.top - 1 && lineBox.bottom <= box.bottom + 1 && lineBox.bottom <= innerHeight;
    }).length;
  });
}

async function dineInOrder(admin: ApiSession, tableTitle: string, extra: object = {}): Promise<{ orderId: number; tokenNo: number }> {
  const init = await admin.get<{ menuItems: { id: number; title: string }[]; storeTables: { id: number; table_title: string }[] }>(
    '/pos/init',
  );
  const itemId = (title: string) => init.menuItems.find((item) => item.title === title)?.id ?? 0;
  const table = init.storeTables.find((candidate) => candidate.table_title === tableTitle);
  return admin.post('/pos/create-order', {
    cart: [
      { id: itemId('Tomato Soup'), quantity: 1, notes: null, variant_id: null, addons_ids: [] },
      { id: itemId('Grilled Salmon'), quantity: 1, notes: null, variant_id: null, addons_ids: [] },
    ],
    deliveryType: table ? 'dinein' : 'takeaway',
    customerType: 'WALKIN',
    customerId: null,
    tableId: table?.id ?? null,
    ...extra,
  });
}

for (const tablet of TABLETS) {
  test(`POS on a tablet in ${tablet.name} (${tablet.width}x${tablet.height}): no sidebar, 44 px targets, nothing cut or wider than the screen, 5 cart lines`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: tablet.width, height: tablet.height });
    await new LoginPage(page).signInAs(E2E_USERS.admin);
    const pos = new PosPage(page);
    await pos.open();
    await expectNoSidebar(page);

    for (const title of CART_ITEMS) await pos.addItem(title);
    await pos.chooseTable('Table 4 - 2 person - First');
    // A table means Dine-In: the segment shows it, with its shortcut on it.
    await expect(pos.diningOption().getByRole('button', { name: 'Dine-In', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(pos.diningOption()).toContainText('Alt+I');
    await expect(pos.tableButton()).toContainText('Alt+B');

    expect(await visibleCartLines(pos)).toBeGreaterThanOrEqual(5);
    expect(await smallTargets(page.locator('body'))).toEqual([]);
    expect(await cutLabels(page.locator('#main-content'))).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);

    // The picker grid, open: its tiles are targets too.
    await pos.tableButton().click();
    await expect(pos.tablePicker()).toBeVisible();
    await animationsDone(page);
    expect(await smallTargets(pos.tablePicker())).toEqual([]);
    expect(await cutLabels(pos.tablePicker())).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(pos.tablePicker()).toBeHidden();

    // Collect Payment (cash: quick amounts and the change) is a target on the till too.
    await pos.button('Create Receipt & Pay').click();
    const pay = pos.dialog('Collect Payment & Send order for Processing');
    await expect(pay.getByRole('group', { name: 'Quick amounts' })).toBeVisible();
    await animationsDone(page);
    expect(await smallTargets(pay)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(pay).toBeHidden();
  });
}

test('the dining option and the table by keyboard: Alt+A, Alt+V, Alt+I, and Alt+B then the table number and Enter', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await new LoginPage(page).signInAs(E2E_USERS.admin);
  const pos = new PosPage(page);
  await pos.open();
  const segment = (name: string) => pos.diningOption().getByRole('button', { name, exact: true });
  await page.keyboard.press('Alt+A');
  await expect(segment('Take Away')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Alt+V');
  await expect(segment('Delivery')).toHaveAttribute('aria-pressed', 'true');
  await expect(segment('Take Away')).toHaveAttribute('aria-pressed', 'false');
  // The chosen one again: no dining option (the spec's empty choice).
  await page.keyboard.press('Alt+V');
  await expect(pos.diningOption().locator('[aria-pressed="true"]')).toHaveCount(0);
  await page.keyboard.press('Alt+I');
  await expect(segment('Dine-In')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Alt+B');
  await expect(pos.tablePicker()).toBeVisible();
  await page.keyboard.press('5');
  await page.keyboard.press('Enter');
  await expect(pos.tablePicker()).toBeHidden();
  await expect(pos.tableButton()).toContainText('Table 5 - 4 person - First');
});

for (const tablet of TABLETS) {
  test(`the pay sheet in ${tablet.name} (${tablet.width}x${tablet.height}): whole without scrolling, 44 px targets; split in two, the focus goes to each next check's Pay`, async ({
    page,
  }) => {
    const admin = await ApiSession.signIn(E2E_USERS.admin);
    const tableTitle = `Sheet ${tablet.name} ${Date.now().toString(36)}`;
    await admin.post('/settings/store-tables/add', { title: tableTitle, floor: 'Terrace', seatingCapacity: 4 });
    const order = await dineInOrder(admin, tableTitle);
    await admin.dispose();

    await page.setViewportSize({ width: tablet.width, height: tablet.height });
    await new LoginPage(page).signInAs(E2E_USERS.cashier);
    const orders = new OrdersPage(page);
    await orders.open();
    await expectNoSidebar(page);
    await orders.orderAction(order.orderId, order.tokenNo, 'Pay & Complete');
    const sheet = orders.paySheet();
    await expect(sheet.getByTestId('pay-total')).toBeVisible();

    // At the top: the split choices and the payment types as buttons; the extras behind their own buttons.
    for (const name of [
      'Split 2',
      '3 checks, split evenly',
      '4 checks, split evenly',
      'by items',
      'by amount',
      'Cash',
      'Card',
      'Discount',
      'Tip',
    ])
      await expect(sheet.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(sheet.getByRole('region', { name: 'Discount' })).toHaveCount(0);
    // Cash: quick amounts and the change due.
    await expect(sheet.getByRole('group', { name: 'Cash given' }).getByRole('button', { name: 'Exact' })).toBeVisible();
    const quick = sheet.getByRole('group', { name: 'Cash given' }).getByRole('button').nth(1);
    await quick.click();
    await expect(sheet.getByTestId('pay-change')).not.toHaveText('Change due $0.00');
    await sheet.getByRole('checkbox', { name: 'Print Receipt?' }).uncheck();

    await animationsDone(page);
    expect(await scrolls(sheet)).toBe(false);
    expect(await smallTargets(sheet)).toEqual([]);
    expect(await cutLabels(sheet)).toEqual([]);

    await orders.splitEvenly(2);
    const checks = sheet.getByRole('region', { name: 'Checks' });
    await expect(checks.getByRole('heading')).toHaveText('Checks: 0 of 2 paid');
    await expect(sheet.getByRole('button', { name: /^Pay .* · Check 1 of 2$/ })).toBeFocused();
    expect(await scrolls(sheet)).toBe(false);
    expect(await smallTargets(sheet)).toEqual([]);
    expect(await cutLabels(sheet)).toEqual([]);

    await orders.choosePaymentType('Cash');
    await sheet.getByRole('button', { name: /^Pay .* · Check 1 of 2$/ }).click();
    await expect(checks.getByRole('heading')).toHaveText('Checks: 1 of 2 paid');
    await expect(sheet.getByRole('button', { name: /^Pay .* · Check 2 of 2$/ })).toBeFocused();
    await expect(sheet.getByRole('button', { name: /^Pay .* · Check 2 of 2$/ })).toBeInViewport();

    await orders.choosePaymentType('Card');
    await sheet.getByRole('button', { name: /^Pay .* · Check 2 of 2$/ }).click();
    await expect(orders.toast('Payment collected and order completed!')).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(orders.order(order.orderId)).toHaveCount(0);
  });
}

/** Whether anything in the sheet (the sheet itself included) scrolls. */
async function scrolls(sheet: Locator): Promise<boolean> {
  return sheet.evaluate((root) =>
    [root, ...root.querySelectorAll<HTMLElement>('*')].some((node) => {
      const overflow = getComputedStyle(node).overflowY;
      return (overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight + 1;
    }),
  );
}

test('the Orders screen finds one table among 41 open orders in one tap, and any order in one search by table, token or customer', async ({
  page,
}) => {
  // Its own table and customer: the other specs' orders (on the demo tables) cannot come first.
  const suffix = Date.now().toString(36);
  const admin = await ApiSession.signIn(E2E_USERS.admin);
  const tableTitle = `Rush ${suffix}`;
  await admin.post('/settings/store-tables/add', { title: tableTitle, floor: 'Terrace', seatingCapacity: 6 });
  const customerName = `Rush Regular ${suffix}`;
  const customer = await admin.post<{ id: number }>('/customers/add', { phone: `66${String(Date.now()).slice(-8)}`, name: customerName });
  const placed: { orderId: number; tokenNo: number }[] = [];
  const others = ['Table 1', 'Table 2', 'Table 3', 'Table 4', 'Table 5', 'Dine out'];
  for (let index = 0; index < 38; index += 1) placed.push(await dineInOrder(admin, others[index % others.length] ?? 'Table 1'));
  const atTable = await dineInOrder(admin, tableTitle);
  const regular = await dineInOrder(admin, 'Dine out', { customerType: 'CUSTOMER', customerId: customer.id });
  const byToken = await dineInOrder(admin, 'Table 2');
  placed.push(atTable, regular, byToken);

  try {
    await page.setViewportSize({ width: 1024, height: 768 });
    await new LoginPage(page).signInAs(E2E_USERS.cashier);
    const orders = new OrdersPage(page);
    await orders.open();
    await expect(orders.order(byToken.orderId)).toBeAttached();
    expect(await page.locator('[data-testid="order"]').count()).toBeGreaterThanOrEqual(41);
    // Without the find, the table's order is screens down.
    await expect(orders.order(atTable.orderId)).not.toBeInViewport();

    // One tap on the table's chip: its order is on the first screen.
    await orders
      .tableChips()
      .getByRole('button', { name: new RegExp(`^${tableTitle} \\d+$`) })
      .click();
    await expect(orders.groups()).toHaveCount(1);
    await expect(orders.order(atTable.orderId)).toBeInViewport();
    expect(await smallTargets(orders.tableChips())).toEqual([]);
    await orders
      .tableChips()
      .getByRole('button', { name: /^All \d+$/ })
      .click();
    await expect(orders.order(atTable.orderId)).not.toBeInViewport();

    // One search: by table…
    await orders.findBox().fill(tableTitle);
    await expect(orders.groups()).toHaveCount(1);
    await expect(orders.order(atTable.orderId)).toBeInViewport();
    // …by token…
    await orders.findBox().fill(`#${byToken.tokenNo}`);
    await expect(page.locator('[data-testid="order"]')).toHaveCount(1);
    await expect(orders.order(byToken.orderId)).toBeInViewport();
    // …by customer.
    await orders.findBox().fill(customerName.toLowerCase());
    await expect(page.locator('[data-testid="order"]')).toHaveCount(1);
    await expect(orders.order(regular.orderId)).toBeInViewport();
    // Nothing found says so.
    await orders.findBox().fill('no such order');
    await expect(page.getByRole('status').getByText('No open order matches “no such order”.')).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
  } finally {
    for (const order of placed) await admin.post('/orders/cancel', { orderIds: [order.orderId] }).catch(() => undefined);
    await admin.dispose();
  }
});
