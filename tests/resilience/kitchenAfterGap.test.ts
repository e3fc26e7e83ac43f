// The kitchen after any gap, with a real browser: the kitchen page open in Chromium, signed in as a cook.
// The server is stopped (SIGTERM), or killed (-9), for about 10 s; meanwhile a second server process on the same database takes new
// orders, cancels one that was on screen, completes another and moves item states on a third. Once the first
// server is back (same address), the page shows exactly the orders the server has, with the item states it
// has: no duplicates, no ghosts of the cancelled or completed orders, the missed orders there. Without a
// reload: the page reconnects by itself and is live again. Only what a cook sees is read (the cards' tokens
// and item states).
import type { Browser, Page } from '@playwright/test';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderGroupsResponse } from '../../shared/contract/orders';
import { ordersOldestFirst } from '../../shared/domain/orders';
import { type PosMenu, cartLine, createPosMenu } from '../factories/menu';
import type { TestClient } from '../support/httpClient';
import { type BrigadeNode, sameSessionOn, signInOn, sleep, stopOrKill } from '../support/processes';
import { BACKEND, type Brigade, startBrigade } from './support/brigade';
import { type CardView, ensureBuilt, launchChromium, readKitchenCards, signInThroughPage } from './support/browser';

const CREATE_ORDER = '/api/v1/pos/create-order';
const GAP_MS = 10_000;
/** A station reconnects by itself within socket.io's back-off or the live list's retries (up to 30 s apart). */
const RECOVERY_TIMEOUT_MS = 90_000;

let brigade: Brigade;
let menu: PosMenu;
let pos: TestClient;
let cook: { username: string; password: string };
let browser: Browser | undefined;
let other: BrigadeNode | undefined;

describe(`the kitchen screen after a gap (${BACKEND}, Chromium)`, () => {
  beforeAll(async () => {
    ensureBuilt();
    browser = await launchChromium();
  });
  beforeEach(async () => {
    brigade = await startBrigade();
    menu = await createPosMenu(brigade.db);
    pos = (await brigade.signInAs(brigade.node, { scope: ['POS', 'ORDERS'] })).client;
    const created = await brigade.createUser({ scope: ['KITCHEN'], name: 'Cook' });
    cook = { username: created.user.username, password: created.password };
  });
  afterEach(async () => {
    if (other) await stopOrKill(other);
    other = undefined;
    await brigade?.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const gaps = [
    { how: 'stopped (SIGTERM)', stop: () => brigade.node.stop(), exit: { code: 0, signal: null } },
    { how: 'killed (kill -9)', stop: () => brigade.node.kill(), exit: { code: null, signal: 'SIGKILL' } },
  ];
  for (const { how, stop, exit } of gaps)
    it(`server ${how} for ~10 s while a second process takes, cancels and completes orders: after the restart the page shows exactly the server’s orders and item states, and is live again`, async () => {
      // Before the gap: three orders on screen, one of them with an item being made.
      const first = await place(pos, [cartLine(menu.tea.id), cartLine(menu.pizza.id)]);
      const second = await place(pos, [cartLine(menu.tea.id, { quantity: 2 })]);
      const third = await place(pos, [cartLine(menu.burger.id)]);
      await setItemStatus(pos, first.items[1] ?? 0, 'preparing');

      if (!browser) throw new Error('Chromium did not start');
      const context = await browser.newContext({
        baseURL: brigade.node.baseUrl,
        viewport: { width: 1600, height: 1000 },
        timezoneId: 'UTC',
        locale: 'en-US',
      });
      // Generous: a busy 2-core machine runs the server processes, PostgreSQL and the browser at once.
      context.setDefaultTimeout(60_000);
      const page = await context.newPage();
      try {
        await signInThroughPage(page, cook.username, cook.password);
        await page.goto('/dashboard/kitchen');
        const cookOnServer = await signInOn(brigade.node, cook.username, cook.password);
        await expectScreenToMatchServer(page, cookOnServer);
        expect((await readKitchenCards(page)).map((card) => card.token)).toEqual([first.tokenNo, second.tokenNo, third.tokenNo]);
        // Gone if the page reloads: proves it recovered by itself.
        await page.evaluate(() => ((window as unknown as { beforeTheGap: boolean }).beforeTheGap = true));

        // The gap: the server stops; a second process on the same database serves the tills meanwhile.
        const stoppedAt = Date.now();
        expect(await stop()).toEqual(exit);
        other = await brigade.startAnother('B');
        const posOnB = sameSessionOn(pos, other);
        expect((await posOnB.post('/api/v1/orders/cancel', { orderIds: [second.orderId] })).status).toBe(200);
        expect((await posOnB.post('/api/v1/orders/complete', { orderIds: [third.orderId] })).status).toBe(200);
        await setItemStatus(posOnB, first.items[0] ?? 0, 'preparing');
        await setItemStatus(posOnB, first.items[1] ?? 0, 'completed');
        const fourth = await place(posOnB, [cartLine(menu.tea.id), cartLine(menu.burger.id, { addonIds: [menu.burger.bacon] })]);
        const fifth = await place(posOnB, [cartLine(menu.pizza.id, { variantId: menu.pizza.large }), cartLine(menu.tea.id)]);
        await setItemStatus(posOnB, fifth.items[0] ?? 0, 'preparing');
        await sleep(Math.max(0, GAP_MS - (Date.now() - stoppedAt)));
        // SQLite is served by one process at a time; PostgreSQL keeps the second node running.
        if (BACKEND === 'SQLite') {
          await stopOrKill(other);
          other = undefined;
        }

        // The first server back, on the same address: the page catches up by itself.
        const restarted = await brigade.restart();
        const server = await expectScreenToMatchServer(page, sameSessionOn(cookOnServer, restarted));
        expect(server.map((card) => card.token)).toEqual([first.tokenNo, fourth.tokenNo, fifth.tokenNo]);
        expect(server[0]?.items.map((item) => item.status)).toEqual(['preparing', 'completed']);
        expect(server[2]?.items.map((item) => item.status)).toEqual(['preparing', 'created']);
        expect(await page.evaluate(() => (window as unknown as { beforeTheGap?: boolean }).beforeTheGap)).toBe(true);

        // And live again: an order placed now appears without a reload.
        const sixth = await place(sameSessionOn(pos, restarted), [cartLine(menu.tea.id)]);
        const live = await expectScreenToMatchServer(page, sameSessionOn(cookOnServer, restarted));
        expect(live.map((card) => card.token)).toEqual([first.tokenNo, fourth.tokenNo, fifth.tokenNo, sixth.tokenNo]);
      } finally {
        await context.close();
      }
    }, 300_000);
});

interface Placed {
  orderId: number;
  tokenNo: number;
  /** The order's item ids, in cart order. */
  items: number[];
}

async function place(client: TestClient, cart: unknown[]): Promise<Placed> {
  const response = await client.post(CREATE_ORDER, { cart });
  if (response.status !== 200) throw new Error(`create-order: ${response.status} ${response.text}`);
  const { orderId, tokenNo } = response.body as { orderId: number; tokenNo: number };
  const items = await brigade.db.selectFrom('order_items').select('id').where('order_id', '=', orderId).orderBy('id').execute();
  return { orderId, tokenNo, items: items.map((item) => item.id) };
}

async function setItemStatus(client: TestClient, itemId: number, status: 'preparing' | 'completed'): Promise<void> {
  const response = await client.post(`/api/v1/orders/update-status/${itemId}`, { status });
  if (response.status !== 200) throw new Error(`update-status ${itemId} → ${status}: ${response.status} ${response.text}`);
}

/** The kitchen list as the server has it, in the screen's order (oldest first). */
async function serverView(cookOnServer: TestClient): Promise<CardView[]> {
  const response = await cookOnServer.get<OrderGroupsResponse>('/api/v1/kitchen');
  if (response.status !== 200) throw new Error(`GET /kitchen: ${response.status} ${response.text}`);
  return ordersOldestFirst(response.body).map((order) => ({
    token: order.token_no,
    items: order.items.map((item) => ({ title: item.item_title, status: item.status })),
  }));
}

/** Waits until the screen shows exactly the server's list, then asserts it once more; answers that list. */
async function expectScreenToMatchServer(page: Page, cookOnServer: TestClient): Promise<CardView[]> {
  const expected = await serverView(cookOnServer);
  const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
  let shown = await readKitchenCards(page);
  while (JSON.stringify(shown) !== JSON.stringify(expected) && Date.now() < deadline) {
    await sleep(200);
    shown = await readKitchenCards(page);
  }
  expect(shown).toEqual(expected);
  return expected;
}
