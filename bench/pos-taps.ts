// The till in the rush, counted: in real Chromium against the built app (demo store), the typical order (three
// items, dine-in at Table 6, sent to the kitchen) and the split-and-pay (Pay & Complete: split in two, one check by
// cash, one by card), once by touch (taps = clicks) and once by keyboard (key presses; a chord such as Alt+B is one).
// Prints taps and keys against the budgets and exits 1 when one is over.
// `npm run build && npm run bench:pos-taps` (`--shots=DIR` also writes screenshots of each step's screen).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, type Locator, type Page } from '@playwright/test';
import { buildApp } from '../server/app';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../tests/support/chromium';
import { TestClient } from '../tests/support/httpClient';
import { TEST_ADMIN, testConfig } from '../tests/support/testServer';

const BUDGETS = { orderTaps: 8, orderKeys: 25, splitPayTaps: 5 } as const;
/** Three demo items without choices, and the search text that finds each first. */
const ORDER_ITEMS = [
  { title: 'Tomato Soup', typed: 'tom' },
  { title: 'Grilled Salmon', typed: 'salm' },
  { title: 'Tiramisu', typed: 'tir' },
] as const;
/** The picker's tile of Table 6: its title, then seats and floor. */
const TABLE = 'Table 6 8 person · First';

const args = process.argv.slice(2);
const shotsDir = args.find((arg) => arg.startsWith('--shots='))?.split('=')[1] ?? null;

const distDir = path.resolve('dist');
if (!fs.existsSync(path.join(distDir, 'entries', 'pos.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

/** Counts what a person does: each tap (a click on one control), each key press. */
class Counter {
  taps = 0;
  keys = 0;
  constructor(readonly page: Page) {}

  async tap(target: Locator): Promise<void> {
    this.taps += 1;
    await target.click();
  }

  async press(key: string): Promise<void> {
    this.keys += 1;
    await this.page.keyboard.press(key);
  }

  async type(text: string): Promise<void> {
    for (const character of text) await this.press(character);
  }
}

async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

const sentDialog = (page: Page) => page.getByRole('dialog', { name: 'Order sent for Processing' });

async function openPaySheet(page: Page, token: number): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: `Actions for token ${token}` }).click();
  await page.getByRole('menuitem', { name: 'Pay & Complete', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Pay & Complete' });
  await expect(sheet.getByTestId('pay-total')).toBeVisible();
  // No receipt popup; a programmatic click leaves the focus where the sheet put it.
  await sheet.getByRole('checkbox', { name: 'Print Receipt?' }).evaluate((box: HTMLInputElement) => box.click());
  await expect(sheet.getByRole('checkbox', { name: 'Print Receipt?' })).not.toBeChecked();
  return sheet;
}

/** Whether anything in the sheet (the sheet itself included) scrolls. */
async function sheetScrolls(sheet: Locator): Promise<boolean> {
  return sheet.evaluate((root) =>
    [root, ...root.querySelectorAll<HTMLElement>('*')].some((node) => {
      const overflow = getComputedStyle(node).overflowY;
      return (overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight + 1;
    }),
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-pos-taps-'));
const brigade = await buildApp({ ...testConfig(`sqlite:${path.join(dir, 'bench.sqlite')}`), distDir, seedDemo: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS] });
let isOver = false;

try {
  await brigade.app.listen({ port: 0, host: '127.0.0.1' });
  const address = brigade.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const admin = new TestClient(baseUrl);
  const signedIn = await admin.post('/api/v1/auth/signin', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}`);
  const cookies = ['brigade__access', 'brigade__refresh', 'brigade__authenticated']
    .map((name) => ({ name, value: admin.cookie(name) }))
    .filter((cookie): cookie is { name: string; value: string } => cookie.value !== undefined)
    .map((cookie) => ({ ...cookie, url: baseUrl }));

  async function openPage(url: string, viewport = { width: 1024, height: 768 }): Promise<Page> {
    const context = await browser.newContext({ viewport, hasTouch: true });
    await context.addCookies(cookies);
    await context.addInitScript((user) => window.localStorage.setItem('brigade__user', JSON.stringify(user)), signedIn.body.user);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${url}`);
    return page;
  }

  async function openPos(): Promise<Page> {
    const page = await openPage('/dashboard/pos');
    await expect(page.getByRole('list', { name: 'Menu items' })).toBeVisible({ timeout: 20_000 });
    // The dialogs are a chunk fetched when idle: a cashier's first tap comes after it, and so does ours.
    await page.waitForLoadState('networkidle');
    return page;
  }

  // ---- The typical order by touch ----
  const touchPage = await openPos();
  const touch = new Counter(touchPage);
  for (const { title } of ORDER_ITEMS) await touch.tap(touchPage.getByRole('button', { name: `Add ${title}`, exact: true }));
  await touch.tap(touchPage.getByRole('region', { name: 'Cart' }).getByRole('button', { name: /^Table/ }));
  await touch.tap(touchPage.getByRole('dialog', { name: 'Table' }).getByRole('button', { name: TABLE }));
  await expect(touchPage.getByRole('button', { name: /^Dine-In/ })).toHaveAttribute('aria-pressed', 'true');
  await shot(touchPage, 'pos-order-1024x768');
  await touch.tap(touchPage.getByRole('button', { name: 'Send for Processing', exact: true }));
  await touch.tap(touchPage.getByRole('dialog', { name: 'Send order for Processing' }).getByRole('button', { name: 'Send', exact: true }));
  await expect(sentDialog(touchPage)).toBeVisible();
  const touchToken = Number(await sentDialog(touchPage).getByTestId('token-no').textContent());

  // ---- The typical order by keyboard ----
  const keyPage = await openPos();
  const keyboard = new Counter(keyPage);
  await keyboard.press('/');
  for (const { typed } of ORDER_ITEMS) {
    await keyboard.type(typed);
    await keyboard.press('Enter');
  }
  await keyboard.press('Alt+B');
  await expect(keyPage.getByRole('dialog', { name: 'Table' })).toBeVisible();
  await keyboard.press('6');
  await keyboard.press('Enter');
  await expect(keyPage.getByRole('button', { name: /^Dine-In/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(keyPage.getByRole('region', { name: 'Cart' }).getByRole('listitem')).toHaveCount(ORDER_ITEMS.length);
  await keyboard.press('Alt+O');
  await expect(keyPage.getByRole('dialog', { name: 'Send order for Processing' })).toBeVisible();
  await keyboard.press('Enter');
  await expect(sentDialog(keyPage)).toBeVisible();

  // ---- Split in two, pay cash + card (the touch order's table; the sheet opened first, not counted) ----
  async function payChecks(counter: Counter, sheet: Locator, byKeyboard: boolean): Promise<void> {
    for (const [paid, type] of ['Cash', 'Card'].entries()) {
      await expect(sheet.getByRole('region', { name: 'Checks' }).getByRole('heading')).toHaveText(`Checks: ${paid} of 2 paid`);
      const pay = sheet.getByRole('button', { name: /^Pay .* · Check/ });
      // After the split and after each paid check, the focus waits on the next check's Pay.
      await expect(pay).toBeFocused();
      const typeButton = sheet.getByRole('group', { name: 'Payment type' }).getByRole('button', { name: type, exact: true });
      if ((await typeButton.getAttribute('aria-pressed')) !== 'true') {
        // Digits pick a payment type on the sheet (Cash is 1, Card 2 in the demo store).
        if (byKeyboard) await counter.press(type === 'Cash' ? '1' : '2');
        else await counter.tap(typeButton);
      }
      await expect(typeButton).toHaveAttribute('aria-pressed', 'true');
      if (byKeyboard) await counter.press('Enter');
      else await counter.tap(pay);
    }
  }

  const payPage = await openPage('/dashboard/orders');
  const paySheet = await openPaySheet(payPage, touchToken);
  await shot(payPage, 'pay-sheet-1024x768');
  const scrollsBefore = await sheetScrolls(paySheet);
  const splitTouch = new Counter(payPage);
  await splitTouch.tap(paySheet.getByRole('button', { name: 'Split 2', exact: true }));
  await shot(payPage, 'pay-sheet-split-1024x768');
  const scrollsSplit = await sheetScrolls(paySheet);
  await payChecks(splitTouch, paySheet, false);
  await expect(paySheet).toBeHidden();

  const keyToken = Number(await sentDialog(keyPage).getByTestId('token-no').textContent());
  const payKeyPage = await openPage('/dashboard/orders');
  const keySheet = await openPaySheet(payKeyPage, keyToken);
  const splitKeys = new Counter(payKeyPage);
  // Tab from where the sheet puts the focus to 'Split 2', then Enter.
  const splitTwo = keySheet.getByRole('button', { name: 'Split 2', exact: true });
  for (let tabs = 0; tabs < 20 && !(await splitTwo.evaluate((button) => button === document.activeElement)); tabs += 1)
    await splitKeys.press('Tab');
  await splitKeys.press('Enter');
  await payChecks(splitKeys, keySheet, true);
  await expect(keySheet).toBeHidden();

  const rows = [
    { what: 'Typical order (3 items, dine-in, Table 6, sent) by touch', figure: touch.taps, unit: 'taps', budget: BUDGETS.orderTaps },
    { what: 'Typical order by keyboard', figure: keyboard.keys, unit: 'keys', budget: BUDGETS.orderKeys },
    { what: 'Split in two, pay cash + card, by touch', figure: splitTouch.taps, unit: 'taps', budget: BUDGETS.splitPayTaps },
    { what: 'Split in two, pay cash + card, by keyboard', figure: splitKeys.keys, unit: 'keys', budget: null },
  ];
  console.log(`POS taps and keys, Chromium ${browser.version()}, 1024x768, demo store`);
  for (const row of rows) {
    const over = row.budget !== null && row.figure > row.budget;
    if (over) isOver = true;
    const budget = row.budget === null ? '(no budget)' : `budget ≤ ${row.budget} ${over ? 'OVER' : 'ok'}`;
    console.log(`  ${row.what}: ${row.figure} ${row.unit}, ${budget}`);
  }
  const scrolls = scrollsBefore || scrollsSplit;
  if (scrolls) isOver = true;
  console.log(`  Pay sheet scrolls at 1024x768: ${scrolls ? 'yes (OVER)' : 'no'}`);
} finally {
  await browser.close();
  await brigade.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(isOver ? 1 : 0);
