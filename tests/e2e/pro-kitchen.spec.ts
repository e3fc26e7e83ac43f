// The pro kitchen in Chromium against the real server: a prep station's screen shows only its lines
// (the rest of the ticket greyed) and its all-day counts; Bump takes a ticket off the station's screen and every
// other screen follows live; Recall brings it back; and the whole loop from the keyboard alone (a bump bar).
// The e2e database is shared with other specs: this spec routes two dishes nobody else orders (Grilled Salmon and
// Tiramisu) to stations of its own, and every other category to a third, so its station screens show only its
// own tickets; other specs keep using the expo view (/dashboard/kitchen), which shows every line as before.
// A line routed nowhere shows on every station (nothing is lost), so each test first routes every other item to
// the third station and closes other specs' leftovers, and the spec runs after the others (playwright.config.ts: the 'kitchen-stations' project):
// no other spec's item can then land on its screens.
import { type Browser, type Page, expect, test } from '@playwright/test';
import { KitchenPage } from './pages/KitchenPage';
import { LoginPage } from './pages/LoginPage';
import { ApiSession } from './support/api';
import { E2E_USERS } from './support/users';

test.describe.configure({ timeout: 60_000 });

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const slugs = { fish: `fish-${run}`, pastry: `pastry-${run}`, rest: `rest-${run}` };

let admin: ApiSession;
let cashier: ApiSession;
let restStationId: number;

interface Menu {
  menuItems: { id: number; title: string }[];
  categories: { id: number }[];
}

test.beforeAll(async () => {
  admin = await ApiSession.signIn(E2E_USERS.admin);
  cashier = await ApiSession.signIn(E2E_USERS.cashier);
  const menu = await admin.get<Menu>('/pos/init');
  const itemId = (title: string) => menu.menuItems.find((item) => item.title === title)?.id;
  await admin.post('/kitchen/prep-stations/add', { name: `Fish ${run}`, slug: slugs.fish, itemIds: [itemId('Grilled Salmon')] });
  await admin.post('/kitchen/prep-stations/add', { name: `Pastry ${run}`, slug: slugs.pastry, itemIds: [itemId('Tiramisu')] });
  ({ id: restStationId } = await admin.post<{ id: number }>('/kitchen/prep-stations/add', {
    name: `Rest ${run}`,
    slug: slugs.rest,
    categoryIds: menu.categories.map((category) => category.id),
  }));
});

// Whatever other specs added (an item without a category, say) goes to the third station, not to every screen.
test.beforeEach(async () => {
  const menu = await admin.get<Menu>('/pos/init');
  const ours = new Set(['Grilled Salmon', 'Tiramisu']);
  await admin.post(`/kitchen/prep-stations/${restStationId}/update`, {
    name: `Rest ${run}`,
    slug: slugs.rest,
    categoryIds: menu.categories.map((category) => category.id),
    itemIds: menu.menuItems.filter((item) => !ours.has(item.title)).map((item) => item.id),
  });
  // Tickets the other specs left open would show on these screens (a Tiramisu on the pastry one, a line no station
  // can take on every one): they are closed (cancelled, or completed when paid), so this spec's screens count only
  // its own tickets, and its Recall lists only what it bumps. The other specs are done by now (the
  // 'kitchen-stations' project runs after them).
  await admin.closeOpenOrders();
});

test.afterAll(async () => {
  await admin?.dispose();
  await cashier?.dispose();
});

/** A take-away with these lines (and notes), placed through the POS API; answers its id and token. */
async function placeOrder(lines: Array<[title: string, quantity: number, notes?: string]>): Promise<{ orderId: number; tokenNo: number }> {
  const menu = await cashier.get<Menu>('/pos/init');
  const cart = lines.map(([title, quantity, notes]) => ({
    id: menu.menuItems.find((item) => item.title === title)?.id,
    quantity,
    notes: notes ?? null,
    variant_id: null,
    addons_ids: [],
  }));
  return cashier.post('/pos/create-order', { cart, deliveryType: 'takeaway', customerType: 'WALKIN', customerId: null, tableId: null });
}

/** Takes the spec's tickets off every screen (an expo bump), so the next test's station screen starts empty. */
async function bumpAway(...orderIds: number[]): Promise<void> {
  for (const orderId of orderIds) await admin.post(`/kitchen/orders/${orderId}/bump`, { station: 'expo' });
}

async function cookPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await new LoginPage(page).signInAs(E2E_USERS.chef);
  return page;
}

test('a station screen shows only its lines, the rest of the ticket greyed, and counts what it still has to make', async ({ browser }) => {
  const page = await cookPage(browser);
  try {
    const kitchen = new KitchenPage(page);
    const both = await placeOrder([
      ['Grilled Salmon', 2],
      ['Tiramisu', 1],
    ]);
    const pastryOnly = await placeOrder([['Tiramisu', 3]]);

    await kitchen.openStation(slugs.fish);
    await expect(page.getByText(`Fish ${run} · 1 open ticket`)).toBeVisible();
    await expect(kitchen.card(both.orderId)).toBeVisible();
    await expect(kitchen.card(pastryOnly.orderId)).toHaveCount(0);
    await expect(kitchen.line(both.orderId, 'Grilled Salmon', 'mine').getByRole('button', { name: 'Start Making' })).toBeVisible();
    await expect(kitchen.line(both.orderId, 'Tiramisu', 'other')).toContainText(`Pastry ${run}`);
    await expect(kitchen.line(both.orderId, 'Tiramisu', 'other').getByRole('button')).toHaveCount(0);
    await expect.poll(() => kitchen.allDayCount('Grilled Salmon')).toBe(2);
    expect(await kitchen.allDayCount('Tiramisu')).toBeNull();

    // The pastry screen, picked in the header: both tickets, its Tiramisu counted across them (1 + 3).
    await page.getByLabel('Station').selectOption(slugs.pastry);
    await expect(page).toHaveURL(new RegExp(`station=${slugs.pastry}$`));
    await expect(kitchen.card(pastryOnly.orderId)).toBeVisible();
    await expect(kitchen.line(both.orderId, 'Grilled Salmon', 'other')).toBeVisible();
    await expect.poll(() => kitchen.allDayCount('Tiramisu')).toBe(4);

    // Making it drops nothing; completing it does, live.
    await kitchen.startMaking(pastryOnly.orderId, 'Tiramisu');
    expect(await kitchen.allDayCount('Tiramisu')).toBe(4);
    await kitchen.complete(pastryOnly.orderId, 'Tiramisu');
    await expect.poll(() => kitchen.allDayCount('Tiramisu')).toBe(1);
    await bumpAway(both.orderId, pastryOnly.orderId);
  } finally {
    await page.context().close();
  }
});

test('bump takes the ticket off the station (every screen follows live); recall brings it back; bumping again undoes it', async ({
  browser,
}) => {
  const [fishPage, expoPage] = await Promise.all([cookPage(browser), cookPage(browser)]);
  try {
    const fish = new KitchenPage(fishPage);
    const expo = new KitchenPage(expoPage);
    const order = await placeOrder([
      ['Grilled Salmon', 1],
      ['Tiramisu', 1],
    ]);
    await fish.openStation(slugs.fish);
    await expo.open();
    await expect(expo.card(order.orderId).getByTestId('station-chip')).toHaveText([`Fish ${run}`, `Pastry ${run}`]);

    await fish.bump(order.orderId, order.tokenNo);
    // Expo, without a reload: the fish part is done, the salmon completed; the ticket stays for the pastry part.
    await expect(expo.card(order.orderId).getByTestId('station-chip').first()).toHaveAttribute('data-done', 'true');
    await expect(expo.item(order.orderId, 'Grilled Salmon')).toHaveAttribute('data-status', 'completed');

    await fish.recall(order.orderId, order.tokenNo);
    await expect(fish.line(order.orderId, 'Grilled Salmon', 'mine')).toHaveAttribute('data-status', 'completed');
    await fish.bump(order.orderId, order.tokenNo);
    await expect(fishPage.getByRole('button', { name: 'Recall (1)' })).toBeVisible();

    // Expo bumps the whole order: it leaves expo, and the kitchen status is Ready.
    await expo.bump(order.orderId, order.tokenNo);
    const [onServer] = (await cashier.openOrders()).filter((candidate) => candidate.id === order.orderId);
    expect(onServer?.items.map((item) => item.status)).toEqual(['completed', 'completed']);
  } finally {
    await fishPage.context().close();
    await expoPage.context().close();
  }
});

test('keyboard only: arrows frame a ticket, Enter bumps it, R recalls it, ? shows the key map', async ({ browser }) => {
  const page = await cookPage(browser);
  try {
    const kitchen = new KitchenPage(page);
    const first = await placeOrder([['Grilled Salmon', 1]]);
    const second = await placeOrder([['Grilled Salmon', 2]]);
    await kitchen.openStation(slugs.fish);
    await expect(kitchen.card(first.orderId)).toBeVisible();
    await expect(kitchen.card(second.orderId)).toBeVisible();
    // The keys work once the header tools are in (a lazy chunk that follows the tickets).
    await expect(page.getByRole('button', { name: 'Keys ?' })).toBeVisible();

    await page.keyboard.press('?');
    const keyMap = page.getByRole('dialog', { name: 'Kitchen keys' });
    await expect(keyMap).toContainText('Bump the framed ticket');
    await page.keyboard.press('Escape');
    await expect(keyMap).toHaveCount(0);

    // The first arrow frames the oldest ticket; the next moves on to the second (below it, or in the next column).
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => kitchen.framedOrderId()).toBe(first.orderId);
    await page.keyboard.press((await isBelow(page, second.orderId, first.orderId)) ? 'ArrowDown' : 'ArrowRight');
    await expect.poll(() => kitchen.framedOrderId()).toBe(second.orderId);

    await page.keyboard.press('Enter');
    await expect(kitchen.card(second.orderId)).toHaveCount(0);
    // The frame goes to the ticket that took its place; R brings the bumped one back.
    await expect.poll(() => kitchen.framedOrderId()).toBe(first.orderId);
    await page.keyboard.press('r');
    await expect(kitchen.card(second.orderId)).toBeVisible();
    const statuses = (await cashier.openOrders()).find((order) => order.id === second.orderId)?.items.map((item) => item.status);
    expect(statuses).toEqual(['completed']);
    await bumpAway(first.orderId, second.orderId);
  } finally {
    await page.context().close();
  }
});

test('a ticket taller than the screen breaks between lines, never inside one; the continued part shows its token and cont.', async ({
  browser,
}) => {
  const page = await cookPage(browser);
  try {
    const kitchen = new KitchenPage(page);
    // Twelve lines with a note each (an allergy note read against the wrong dish is the danger): taller than a
    // 1080-pixel column, on the third station's screen (every dish but this spec's two goes there).
    const dishes = ['Tomato Soup', 'Garlic Bread', 'Bruschetta', 'Spaghetti Carbonara', 'Veggie Bowl', 'Chocolate Brownie'];
    const lines = [...dishes, ...dishes].map((title, index): [string, number, string] => [
      title,
      (index % 3) + 1,
      index % 2 === 0 ? 'no nuts' : 'two spoons',
    ]);
    const order = await placeOrder(lines);
    await kitchen.openStation(slugs.rest);
    const card = kitchen.card(order.orderId);
    await expect(card.getByRole('listitem')).toHaveCount(12);

    const placement = await card.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => {
        const [title, note] = [...item.querySelectorAll('p')].map((paragraph) => paragraph.getBoundingClientRect());
        return {
          // A line cut by a column break has one box per column.
          boxes: item.getClientRects().length,
          titleLeft: title?.left ?? -1,
          noteLeft: note?.left ?? -2,
          noteBelowTitle: Boolean(title && note && note.top >= title.bottom - 1),
          continued: getComputedStyle(item, '::before').content,
        };
      }),
    );
    // The ticket does continue in a next column (else this test would prove nothing)…
    const columns = [...new Set(placement.map((line) => Math.round(line.titleLeft)))];
    expect(columns.length).toBeGreaterThan(1);
    // …each note sits under its own dish, in the same column…
    for (const line of placement) {
      expect(line.boxes).toBe(1);
      expect(line.noteLeft).toBeCloseTo(line.titleLeft, 0);
      expect(line.noteBelowTitle).toBe(true);
    }
    // …and the first line of each later column carries the token and "cont.", the others nothing.
    const starts = placement.map(
      (line, index) => index > 0 && Math.round(line.titleLeft) !== Math.round(placement[index - 1]?.titleLeft ?? 0),
    );
    expect(placement.map((line) => line.continued)).toEqual(
      starts.map((isStart) => (isStart ? `"Token ${order.tokenNo} · cont."` : 'none')),
    );
    await page.screenshot({ path: test.info().outputPath('long-ticket-1920x1080.png') });
    await bumpAway(order.orderId);
  } finally {
    await page.context().close();
  }
});

/** True when ticket `a` starts below ticket `b` in the same column. */
async function isBelow(page: Page, a: number, b: number): Promise<boolean> {
  const box = (id: number) => page.locator(`[data-testid="kitchen-order"][data-order-id="${id}"]`).boundingBox();
  const [boxA, boxB] = await Promise.all([box(a), box(b)]);
  return Boolean(boxA && boxB && Math.abs(boxA.x - boxB.x) < 24 && boxA.y > boxB.y);
}
