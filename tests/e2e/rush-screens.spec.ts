// The kitchen TV and the "Your Orders" board in a rush, at 1920x1080 in Chromium against the real server: the
// kitchen shows its tickets a page at a time (10+ three-line tickets beside the all-day panel, "Page 1/N · M more →",
// PgUp/PgDn, a cue where a new ticket landed, no half-empty column while tickets wait, dish names whole, expo chips
// readable); the board shows every open order up to 60, then pages. These screens count every open order, so the
// spec runs after all the others (playwright.config.ts: the 'rush-screens' project) and first closes what they left.
import { type Browser, type Page, expect, test } from '@playwright/test';
import { DisplayPage } from './pages/DisplayPage';
import { KitchenPage } from './pages/KitchenPage';
import { LoginPage } from './pages/LoginPage';
import { ApiSession } from './support/api';
import { E2E_USERS, type E2eUser } from './support/users';

test.describe.configure({ timeout: 90_000 });

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
/** Two-word dishes, as a typical ticket has: at 28 px several do not fit one line beside their button. */
const DISHES = ['Bruschetta', 'Spaghetti Carbonara', 'Tomato Soup', 'Garlic Bread', 'Veggie Bowl', 'Chocolate Brownie', 'Classic Burger'];

let admin: ApiSession;
let cashier: ApiSession;
let menu: { menuItems: { id: number; title: string }[]; categories: { id: number }[] };

test.beforeAll(async () => {
  admin = await ApiSession.signIn(E2E_USERS.admin);
  cashier = await ApiSession.signIn(E2E_USERS.cashier);
  menu = await admin.get('/pos/init');
  // One prep station for every category and item (taken from the station spec's stations), so each expo ticket
  // carries one station chip.
  await admin.post('/kitchen/prep-stations/add', {
    name: 'Hot line',
    slug: `line-${run}`,
    categoryIds: menu.categories.map((category) => category.id),
    itemIds: menu.menuItems.map((item) => item.id),
  });
});

test.beforeEach(async () => {
  await admin.closeOpenOrders();
});

test.afterAll(async () => {
  await admin?.dispose();
  await cashier?.dispose();
});

/** `count` take-away orders of three lines each (1, 2 and 3 of three different dishes). */
async function placeOrders(count: number): Promise<Array<{ orderId: number; tokenNo: number }>> {
  const placed = [];
  for (let n = 0; n < count; n += 1) {
    const cart = [0, 1, 2].map((k) => ({
      id: menu.menuItems.find((item) => item.title === DISHES[(n + k * 2) % DISHES.length])?.id,
      quantity: k + 1,
      notes: null,
      variant_id: null,
      addons_ids: [],
    }));
    placed.push(
      await cashier.post<{ orderId: number; tokenNo: number }>('/pos/create-order', {
        cart,
        deliveryType: 'takeaway',
        customerType: 'WALKIN',
        customerId: null,
        tableId: null,
      }),
    );
  }
  return placed;
}

async function tvPage(browser: Browser, user: E2eUser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await new LoginPage(page).signInAs(user);
  return page;
}

async function openKitchen(page: Page, tickets: number): Promise<KitchenPage> {
  const kitchen = new KitchenPage(page);
  await kitchen.open();
  await expect(page.getByTestId('kitchen-order')).toHaveCount(tickets);
  // The all-day panel (and the keys) come with the header tools, a moment after the tickets.
  await expect(page.getByTestId('all-day')).toBeVisible();
  return kitchen;
}

interface Placement {
  /** Order ids of the tickets whose every part is on screen, inside the board's window. */
  whole: number[];
  /** Per column on screen: the room left at its bottom, and the height of the ticket that starts the next column. */
  columns: Array<{ free: number; nextTicket: number }>;
  windowHeight: number;
  pageWidth: number;
}

/** Where the kitchen's tickets stand on screen. */
function placementOf(page: Page): Promise<Placement> {
  return page.evaluate(() => {
    const board = document.querySelector<HTMLElement>('[aria-label="Open orders"]');
    const frame = board?.parentElement?.getBoundingClientRect();
    if (!board || !frame) throw new Error('no board');
    const cards = [...board.querySelectorAll<HTMLElement>('[data-testid="kitchen-order"]')];
    const inside = (rect: DOMRect) =>
      rect.left >= frame.left - 1 && rect.right <= frame.right + 1 && rect.top >= frame.top - 1 && rect.bottom <= frame.bottom + 1;
    const whole = cards.filter((card) => [...card.getClientRects()].every(inside)).map((card) => Number(card.dataset.orderId));
    // Columns on screen: fragments grouped by their left edge, in order.
    const fragments = cards.flatMap((card, index) => [...card.getClientRects()].map((rect) => ({ index, rect })));
    const lefts = [...new Set(fragments.map(({ rect }) => Math.round(rect.left)))].sort((a, b) => a - b);
    const columns = lefts
      .filter((left) => left >= frame.left - 1 && left < frame.right)
      .map((left) => {
        const inColumn = fragments.filter(({ rect }) => Math.round(rect.left) === left);
        const last = inColumn[inColumn.length - 1];
        const next = cards[(last?.index ?? 0) + 1];
        return {
          free: frame.bottom - (last?.rect.bottom ?? frame.top),
          nextTicket: next ? Math.min(...[...next.getClientRects()].map((rect) => rect.height)) : Infinity,
        };
      });
    return { whole, columns, windowHeight: frame.height, pageWidth: document.documentElement.scrollWidth - window.innerWidth };
  });
}

test('30 tickets at 1920x1080: 10+ whole three-line tickets beside the all-day panel, the page and what is left, no half-empty column, whole words, readable chips', async ({
  browser,
}) => {
  await placeOrders(30);
  const page = await tvPage(browser, E2E_USERS.chef);
  try {
    await openKitchen(page, 30);
    const placement = await placementOf(page);
    expect(placement.pageWidth).toBeLessThanOrEqual(0);
    expect(placement.whole.length).toBeGreaterThanOrEqual(10);

    // "Page 1/N · M more →": M is every ticket not on this page.
    const indicator = page.getByTestId('kitchen-page');
    await expect(indicator).toBeVisible();
    await expect(indicator).toHaveText(`Page 1/3 · ${30 - placement.whole.length} more →`);

    // While tickets wait on the next page, a column's room at the bottom is less than the ticket that could have
    // filled it, and the page is mostly tickets.
    const full = placement.columns.slice(0, -1);
    for (const column of placement.columns) expect(column.free).toBeLessThan(column.nextTicket);
    const freeShare = placement.columns.reduce((sum, column) => sum + column.free, 0) / (placement.columns.length * placement.windowHeight);
    expect(full.length).toBeGreaterThan(0);
    expect(freeShare).toBeLessThan(0.15);

    // Dish names: never a word cut across two lines, none wider than its line; between 24 and 28 px, and 24 px
    // when the name still takes two lines.
    const names = await page.locator('[data-testid="kitchen-order"] li[data-mine="true"] p[data-name]').evaluateAll((elements) =>
      elements.map((element) => {
        const range = document.createRange();
        const text = element.textContent ?? '';
        const brokenWords: string[] = [];
        const textNodes = [...element.childNodes].flatMap((node) => (node.nodeType === Node.TEXT_NODE ? [node] : [...node.childNodes]));
        for (const node of textNodes) {
          for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (tops.size > 1) brokenWords.push(match[0]);
          }
        }
        const style = getComputedStyle(element);
        return {
          text,
          brokenWords,
          isWiderThanLine: element.scrollWidth > element.clientWidth + 1,
          fontPx: Number.parseFloat(style.fontSize),
          lines: Math.round(element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight)),
        };
      }),
    );
    expect(names.length).toBe(90);
    for (const name of names) {
      expect(name.brokenWords, name.text).toEqual([]);
      expect(name.isWiderThanLine, name.text).toBe(false);
      expect(name.fontPx, name.text).toBeGreaterThanOrEqual(24);
      expect(name.fontPx, name.text).toBeLessThanOrEqual(28);
      if (name.lines > 1) expect(name.fontPx, name.text).toBe(24);
    }

    // Expo's station chips: 20 px or more, text against its fill at 4.5:1 or more.
    const chips = await page.getByTestId('station-chip').evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        // Relative luminance of the text and of the fill (WCAG 2), lighter first.
        const [light, dark] = [style.color, style.backgroundColor]
          .map((color) => {
            const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
              const channel = Number(part) / 255;
              return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
          })
          .sort((a, b) => b - a);
        return { fontPx: Number.parseFloat(style.fontSize), contrast: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05) };
      }),
    );
    expect(chips.length).toBeGreaterThanOrEqual(30);
    for (const chip of chips) {
      expect(chip.fontPx).toBeGreaterThanOrEqual(20);
      expect(chip.contrast).toBeGreaterThanOrEqual(4.5);
    }
    await page.screenshot({ path: test.info().outputPath('kitchen-30-tickets-1920x1080.png') });
  } finally {
    await page.context().close();
  }
});

test('pages turn with PgDn/PgUp, the arrows beside the page number and the framed ticket; a new ticket on another page shows a cue that leads to it', async ({
  browser,
}) => {
  const placed = await placeOrders(30);
  const page = await tvPage(browser, E2E_USERS.chef);
  try {
    const kitchen = await openKitchen(page, 30);
    const indicator = page.getByTestId('kitchen-page');
    // How many pages 30 tickets take depends on how tall the dish names set (the other test holds the 10+ a page);
    // this one turns them, whatever their number.
    await expect(indicator).toHaveText(/^Page 1\/\d+ · \d+ more →$/);
    const pages = Number(/^Page 1\/(\d+)/.exec((await indicator.textContent()) ?? '')?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    const middle = (n: number) => new RegExp(`^Page ${n}/${pages} · \\d+ more →$`);
    const onScreen = async (orderId: number) => (await placementOf(page)).whole.includes(orderId);
    const first = placed[0]?.orderId ?? 0;
    const last = placed[placed.length - 1]?.orderId ?? 0;
    expect(await onScreen(first)).toBe(true);
    expect(await onScreen(last)).toBe(false);

    await page.keyboard.press('PageDown');
    await expect(indicator).toHaveText(middle(2));
    expect(await onScreen(first)).toBe(false);
    for (let n = 3; n <= pages; n += 1) await page.keyboard.press('PageDown');
    await expect(indicator).toHaveText(`Page ${pages}/${pages}`);
    expect(await onScreen(last)).toBe(true);
    await page.keyboard.press('PageUp');
    await expect(indicator).toHaveText(middle(pages - 1));
    await page.keyboard.press('Home');
    await expect(indicator).toHaveText(middle(1));
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(indicator).toHaveText(middle(2));
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(indicator).toHaveText(middle(1));
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(indicator).toHaveText(middle(2));

    // The bump bar's keys: the page follows the framed ticket (End: the newest, Home: the oldest).
    await page.keyboard.press('End');
    await expect.poll(() => kitchen.framedOrderId()).toBe(last);
    await expect(indicator).toHaveText(`Page ${pages}/${pages}`);
    await page.keyboard.press('Home');
    await expect.poll(() => kitchen.framedOrderId()).toBe(first);
    await expect(indicator).toHaveText(middle(1));
    // PgDn with a framed ticket takes the frame along, so Enter never bumps a ticket off screen.
    await page.keyboard.press('PageDown');
    await expect(indicator).toHaveText(middle(2));
    const framed = await kitchen.framedOrderId();
    expect(framed === null ? false : await onScreen(framed)).toBe(true);
    await page.keyboard.press('Home');
    await expect(indicator).toHaveText(middle(1));

    // A new ticket lands at the end, pages on: the cue says where, and leads there.
    const cue = page.getByTestId('kitchen-new-tickets');
    await expect(cue).toHaveCount(0);
    const [late] = await placeOrders(1);
    await expect(page.getByTestId('kitchen-order')).toHaveCount(31);
    const lastPage = Number(/^Page 1\/(\d+)/.exec((await indicator.textContent()) ?? '')?.[1]);
    await expect(cue).toHaveText(`1 new on page ${lastPage} →`);
    await cue.click();
    await expect(indicator).toHaveText(`Page ${lastPage}/${lastPage}`);
    expect(await onScreen(late?.orderId ?? 0)).toBe(true);
    await expect(cue).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('kitchen-page-3-1920x1080.png') });
  } finally {
    await page.context().close();
  }
});

/** The board's cards: how many, and whether each is wholly on screen (no scrolling). */
function boardCards(page: Page): Promise<{ count: number; offScreen: number; smallestTokenPx: number; pageHeight: number }> {
  return page.getByTestId('display-order').evaluateAll((cards) => {
    const offScreen = cards.filter((card) => {
      const rect = card.getBoundingClientRect();
      return rect.top < 0 || rect.left < 0 || rect.bottom > window.innerHeight || rect.right > window.innerWidth;
    }).length;
    const tokens = cards.map((card) => Number.parseFloat(getComputedStyle(card.firstElementChild ?? card).fontSize));
    return {
      count: cards.length,
      offScreen,
      smallestTokenPx: Math.min(...tokens),
      pageHeight: document.documentElement.scrollHeight - window.innerHeight,
    };
  });
}

test('the board shows all 44 open orders at 1920x1080 without scrolling; past 60 it pages and says so', async ({ browser }) => {
  const placed = await placeOrders(44);
  const page = await tvPage(browser, E2E_USERS.board);
  try {
    await page.clock.install();
    const board = new DisplayPage(page);
    await board.open();
    await expect(page.getByTestId('display-order')).toHaveCount(44);
    const some = placed[10];
    await expect(board.order(some?.tokenNo ?? 0)).toBeVisible();
    const all = await boardCards(page);
    expect(all.offScreen).toBe(0);
    expect(all.pageHeight).toBeLessThanOrEqual(0);
    expect(all.smallestTokenPx).toBeGreaterThanOrEqual(40);
    await expect(page.getByTestId('display-page')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('board-44-orders-1920x1080.png') });

    const newest = (await placeOrders(17)).at(-1);
    await expect(page.getByTestId('display-page')).toHaveText('Page 1/2 · 61 orders');
    await expect(page.getByTestId('display-order')).toHaveCount(60);
    const paged = await boardCards(page);
    expect(paged.offScreen).toBe(0);
    expect(paged.pageHeight).toBeLessThanOrEqual(0);
    await expect(board.order(newest?.tokenNo ?? 0)).toHaveCount(0);
    // Nobody stands at a board: it turns to the next page by itself (the page's clock run forward, not waited for).
    await page.clock.runFor(10_000);
    await expect(page.getByTestId('display-page')).toHaveText('Page 2/2 · 61 orders');
    await expect(board.order(newest?.tokenNo ?? 0)).toBeVisible();
  } finally {
    await page.context().close();
  }
});
