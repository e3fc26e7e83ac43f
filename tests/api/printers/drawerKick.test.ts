// The drawer kick through the print queue, against virtual printers on loopback: a printer names the till whose
// cash drawer it drives; a cash payment on that till's open drawer (complete-and-pay, pay a check) and a no sale
// queue one ESC/POS pulse (ESC p) in the same transaction, exactly once under a retried key and a double submit;
// a card payment, another till's drawer and a store without drawers kick nothing; a kick never goes to a backup and
// is given up rather than opening the drawer long after. Both databases.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import { createOrder } from '../../factories/orders';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { type VirtualPrinter, startVirtualPrinter } from '../../support/virtualPrinter';
import { PAY, SUMMARY } from '../helpers/ordersApi';
import { ADD_PRINTER, QUICK_PRINTING, eventually, queueSettled } from '../helpers/printersApi';

const DRAWER_SETTINGS = '/api/v1/drawers/settings';
const OPEN = '/api/v1/drawers/open';
const MOVE = (id: number) => `/api/v1/drawers/${id}/movements`;
const SPLIT = '/api/v1/billing/bills';
const PAY_CHECK = (id: number) => `/api/v1/billing/checks/${id}/pay`;
/** ESC p m t1 t2: the pulse that opens a drawer (pin 2, 100 ms on, 500 ms off as the encoder sends it). */
const PULSE = [0x1b, 0x70, 0x00];

let server: TestServer;
let menu: PosMenu;
let staff: TestClient;
let staffUser: { id: number; name: string };
let front: VirtualPrinter;
let spare: VirtualPrinter;
let drawerId: number;
let keys = 0;

const key = (value = `kick-${(keys += 1)}`) => ({ headers: { 'idempotency-key': value } });

function isPulse(bytes: Buffer): boolean {
  return bytes.some((_, index) => PULSE.every((byte, offset) => bytes[index + offset] === byte));
}

beforeAll(async () => {
  server = await startTestServer({ config: { printing: QUICK_PRINTING } });
  menu = await createPosMenu(server.db);
  const { client: admin } = await server.signInAs({ scope: ['SETTINGS'] });
  await admin.post(`/api/v1/settings/payment-types/${menu.cardId}/toggle`, { isActive: true });
  front = await startVirtualPrinter();
  spare = await startVirtualPrinter();
  const spareId = (await admin.post(ADD_PRINTER, { name: 'Spare', address: spare.address, role: 'receipt' })).body.id as number;
  const added = await admin.post(ADD_PRINTER, {
    name: 'Front',
    address: front.address,
    role: 'receipt',
    drawerTill: 'Front',
    backupPrinterId: spareId,
  });
  if (added.status !== 200) throw new Error(`the drive printer was refused: ${JSON.stringify(added.body)}`);
  const signedIn = await server.signInAs({ scope: ['POS', 'ORDERS'], name: 'Sam Staff' });
  staff = signedIn.client;
  staffUser = { id: signedIn.user.id, name: signedIn.user.name };
});
afterAll(async () => {
  await server?.close();
  await Promise.all([front?.stop(), spare?.stop()]);
});

beforeEach(async () => {
  await queueSettled(server.db);
  front.clear();
  spare.clear();
});

async function enableDrawers(): Promise<void> {
  const { client: admin } = await server.signInAs({ scope: ['SETTINGS'] });
  expect((await admin.post(DRAWER_SETTINGS, { isEnabled: true, cashWithoutDrawer: 'flag', overShortLimit: 5 })).status).toBe(200);
}

async function openDrawer(client: TestClient, till: string): Promise<number> {
  const opened = await client.post(OPEN, { till, isShared: false, counts: [{ value: 20, quantity: 5 }] });
  expect(opened.status).toBe(200);
  return opened.body.drawer.id as number;
}

/** A placed order's complete-and-pay body, paid with the payment type given. */
async function payBody(paymentTypeId: number, tableId: number | null = null) {
  const order = await createOrder(server.brigade.ctx, staffUser, {
    cart: [cartLine(menu.pizza.id)],
    tableId,
    deliveryType: tableId === null ? 'takeaway' : 'dinein',
  });
  const summary = (await staff.post(SUMMARY, { orderIds: [order.orderId] })).body as { subtotal: number; taxTotal: number; total: number };
  return {
    orderId: order.orderId,
    body: { orderIds: [order.orderId], subTotal: summary.subtotal, taxTotal: summary.taxTotal, total: summary.total, paymentTypeId },
  };
}

const kickJobs = () => server.db.selectFrom('print_jobs').selectAll().where('kind', '=', 'drawer-kick').orderBy('id').execute();

describe('a store without drawers', () => {
  it('kicks nothing on a cash payment', async () => {
    const { body } = await payBody(menu.cashId);
    expect((await staff.post(PAY, body, key())).status).toBe(200);
    expect(await kickJobs()).toEqual([]);
  });
});

describe('the drawer of the till a printer drives', () => {
  it('opens once on a cash payment, under a retried key and a double submit; never on a card payment', async () => {
    await enableDrawers();
    drawerId = await openDrawer(staff, 'Front');
    const { body } = await payBody(menu.cashId);
    const sameKey = key();
    // One of them pays (whichever the database takes first); the others are told the orders are paid or replay it.
    const answers = await Promise.all([staff.post(PAY, body, sameKey), staff.post(PAY, body, sameKey), staff.post(PAY, body, key())]);
    answers.push(await staff.post(PAY, body, sameKey));
    expect(answers.every((response) => response.status === 200 || response.status === 409)).toBe(true);
    const invoiceIds = new Set(answers.filter((response) => response.status === 200).map((response) => response.body.invoiceId as number));
    expect(invoiceIds.size).toBe(1);
    const [kick] = await front.waitForJobs(1);
    expect(kick && isPulse(kick.bytes)).toBe(true);
    // A kick prints nothing: no paper cut.
    expect(kick?.bytes.includes(Buffer.from([0x1d, 0x56]))).toBe(false);
    const card = await payBody(menu.cardId);
    expect((await staff.post(PAY, card.body, key())).status).toBe(200);
    await queueSettled(server.db);
    expect(front.jobs).toHaveLength(1);
    expect((await kickJobs()).map((job) => [job.job_key, job.status])).toEqual([[`kick:invoice:${[...invoiceIds][0]}`, 'printed']]);
  });

  it("opens on a split check's cash tender", async () => {
    const order = await createOrder(server.brigade.ctx, staffUser, {
      cart: [cartLine(menu.pizza.id), cartLine(menu.burger.id)],
      tableId: menu.tableId,
      deliveryType: 'dinein',
    });
    const split = await staff.post(SPLIT, { orderIds: [order.orderId], mode: 'even', guests: 2, expectedTotal: 20.49 });
    expect(split.status).toBe(200);
    const [check] = split.body.bill.checks as { check_id: number; total: number }[];
    if (!check) throw new Error('a check expected');
    const paid = await staff.post(
      PAY_CHECK(check.check_id),
      { tenders: [{ paymentTypeId: menu.cashId, amount: check.total }], expectedTotal: check.total },
      key(),
    );
    expect(paid.status).toBe(200);
    const [kick] = await front.waitForJobs(1);
    expect(kick && isPulse(kick.bytes)).toBe(true);
  });

  it('opens on each no sale', async () => {
    expect((await staff.post(MOVE(drawerId), { kind: 'no_sale' })).status).toBe(200);
    expect((await staff.post(MOVE(drawerId), { kind: 'no_sale', reason: 'change for a note' })).status).toBe(200);
    const kicks = await front.waitForJobs(2);
    expect(kicks.every((kick) => isPulse(kick.bytes))).toBe(true);
    expect((await staff.post(MOVE(drawerId), { kind: 'pay_in', amount: 10, reason: 'float top-up' })).status).toBe(200);
    await queueSettled(server.db);
    expect(front.jobs).toHaveLength(2);
  });

  it('another till kicks nothing', async () => {
    const other = await server.signInAs({ scope: ['POS', 'ORDERS'], name: 'Bea Bar' });
    const barDrawer = await openDrawer(other.client, 'Bar');
    expect((await other.client.post(MOVE(barDrawer), { kind: 'no_sale' })).status).toBe(200);
    await queueSettled(server.db);
    expect(front.jobs).toEqual([]);
    expect(spare.jobs).toEqual([]);
  });

  it('a kick never goes to the backup; one its printer could not take in time is given up', async () => {
    await front.stop();
    expect((await staff.post(MOVE(drawerId), { kind: 'no_sale' })).status).toBe(200);
    const given = await eventually(async () => {
      const last = (await kickJobs()).at(-1);
      return last?.status === 'failed' ? last : undefined;
    }, 'the kick to be given up');
    expect(given.printed_on).toBeNull();
    await front.start();
    await queueSettled(server.db);
    expect(spare.jobs).toEqual([]);
    expect(front.jobs).toEqual([]);
  });
});
