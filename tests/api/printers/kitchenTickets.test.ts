// Kitchen tickets on network printers, against virtual printers on loopback: routing by prep station, the ticket's
// content, VOID tickets, exactly once under a double submit and a retried Idempotency-Key, REPRINT, a dead
// printer's state, its jobs going to the backup, paper out, and "not printed" with Retry. Both databases.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRINTER_MESSAGES } from '../../../shared/contract/printers';
import { POS_MESSAGES } from '../../../shared/contract/pos';
import { createMenuItem } from '../../factories/menu';
import { cartLine } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { type VirtualPrinter, startVirtualPrinter } from '../../support/virtualPrinter';
import { ADD_STATION, type KitchenMenu, createKitchenMenu } from '../helpers/kitchenApi';
import { CREATE_ORDER, expectOrderCreated } from '../helpers/posApi';
import {
  ADD_PRINTER,
  DELETE_PRINTER,
  PRINTERS,
  PRINT_STATUS,
  QUICK_PRINTING,
  REPRINT,
  RETRY_JOB,
  UPDATE_PRINTER,
  eventually,
  jobsOfOrder,
  queueSettled,
} from '../helpers/printersApi';

let server: TestServer;
let menu: KitchenMenu;
let ribs: { id: number; bacon: number };
let admin: TestClient;
let pos: TestClient;
let grill: VirtualPrinter;
let bar: VirtualPrinter;
let spare: VirtualPrinter;
let grillStation: number;
let barStation: number;
let printerIds: { grill: number; bar: number; spare: number };
let keyCounter = 0;

const newKey = () => `print-${(keyCounter += 1)}-${Math.random().toString(36).slice(2)}`;

beforeAll(async () => {
  server = await startTestServer({ config: { printing: QUICK_PRINTING } });
  menu = await createKitchenMenu(server.db);
  const created = await createMenuItem(server.db, { title: 'Ribs', price: 1800, categoryId: menu.grillCategory, addons: [['Bacon', 200]] });
  ribs = { id: created.id, bacon: created.addonIds[0] ?? 0 };
  admin = (await server.signInAs({ scope: ['SETTINGS'] })).client;
  pos = (await server.signInAs({ scope: ['POS', 'ORDERS'], name: 'Casey Cashier' })).client;
  grillStation = (await admin.post(ADD_STATION, { name: 'Grill', slug: 'grill', categoryIds: [menu.grillCategory] })).body.id as number;
  barStation = (await admin.post(ADD_STATION, { name: 'Bar', slug: 'bar', categoryIds: [menu.drinksCategory] })).body.id as number;
  grill = await startVirtualPrinter();
  bar = await startVirtualPrinter();
  spare = await startVirtualPrinter();
});
afterAll(async () => {
  await server?.close();
  await Promise.all([grill?.stop(), bar?.stop(), spare?.stop()]);
});

async function addPrinter(body: Record<string, unknown>): Promise<number> {
  const response = await admin.post(ADD_PRINTER, body);
  expect({ status: response.status, body: response.body }).toEqual({
    status: 200,
    body: { message: PRINTER_MESSAGES.printerAdded, id: expect.any(Number) },
  });
  return response.body.id as number;
}

async function setUpPrinters(): Promise<void> {
  for (const printer of (await admin.get(PRINTERS)).body as { id: number }[]) await admin.delete(DELETE_PRINTER(printer.id));
  const spareId = await addPrinter({ name: 'Spare', address: spare.address, role: 'kitchen', stationIds: [] });
  printerIds = {
    spare: spareId,
    grill: await addPrinter({ name: 'Grill', address: grill.address, role: 'kitchen', stationIds: [grillStation] }),
    bar: await addPrinter({ name: 'Bar', address: bar.address, role: 'both', paperWidth: 58, stationIds: [barStation] }),
  };
  // The spare is the catch-all printer only in the tests that want it; by default it prints nothing.
  await admin.delete(DELETE_PRINTER(spareId));
  printerIds.spare = 0;
}

async function placeOrder(cart: unknown[], key = newKey()): Promise<{ orderId: number; tokenNo: number }> {
  return expectOrderCreated(
    await pos.post(CREATE_ORDER, { cart, deliveryType: 'takeaway' }, { headers: { 'idempotency-key': key } }),
    POS_MESSAGES.orderCreated,
  );
}

const fullOrder = () => [
  cartLine(ribs.id, { quantity: 2, addonIds: [ribs.bacon], notes: 'no onions' }),
  cartLine(menu.steak.id, { variantId: menu.steak.rare }),
  cartLine(menu.tea, { quantity: 3 }),
  cartLine(menu.salad),
];

beforeEach(async () => {
  await queueSettled(server.db);
  for (const printer of [grill, bar, spare]) {
    printer.setState('ready');
    printer.setDelay(0);
    printer.clear();
  }
  await setUpPrinters();
});

describe('a store without printers', () => {
  it('places orders as before and queues nothing', async () => {
    for (const printer of (await admin.get(PRINTERS)).body as { id: number }[]) await admin.delete(DELETE_PRINTER(printer.id));
    const { orderId } = await placeOrder(fullOrder());
    expect(await jobsOfOrder(server.db, orderId)).toEqual([]);
    expect((await pos.get(PRINT_STATUS)).body).toEqual({ printers: [], notPrinted: [] });
  });
});

describe('kitchen tickets on Send', () => {
  it("each station's printer gets its own lines; a line no station takes prints on every kitchen printer", async () => {
    const { orderId, tokenNo } = await placeOrder(fullOrder());
    const [grillTicket] = await grill.waitForJobs(1);
    const [barTicket] = await bar.waitForJobs(1);
    expect(grillTicket?.text).toContain(`Order #${tokenNo}`);
    expect(grillTicket?.text).toContain('Takeaway');
    expect(grillTicket?.text).toContain('Server: Casey Cashier');
    expect(grillTicket?.text).toContain('Station: Grill');
    expect(grillTicket?.text).toMatch(/2 x Ribs\n\s+\+ Bacon\n\s+NOTE: no onions/);
    expect(grillTicket?.text).toMatch(/1 x Steak\n\s+Rare/);
    expect(grillTicket?.text).toContain('1 x Salad');
    expect(grillTicket?.text).not.toContain('Tea');
    expect(barTicket?.text).toContain('3 x Tea');
    expect(barTicket?.text).toContain('1 x Salad');
    expect(barTicket?.text).not.toContain('Ribs');
    await queueSettled(server.db);
    const jobs = await jobsOfOrder(server.db, orderId);
    // Printers in name order: Bar, then Grill.
    expect(jobs.map((job) => [job.printer_id, job.job_key, job.status, job.printed_on])).toEqual([
      [printerIds.bar, `order:${orderId}:sent`, 'printed', 'Bar'],
      [printerIds.grill, `order:${orderId}:sent`, 'printed', 'Grill'],
    ]);
  });

  it('a printer with no station prints every line; a receipt printer prints no kitchen ticket', async () => {
    await addPrinter({ name: 'Expo', address: spare.address, role: 'kitchen' });
    await addPrinter({ name: 'Till', address: '127.0.0.1:1', role: 'receipt' });
    const { orderId } = await placeOrder(fullOrder());
    const [expo] = await spare.waitForJobs(1);
    for (const title of ['Ribs', 'Steak', 'Tea', 'Salad']) expect(expo?.text).toContain(title);
    await queueSettled(server.db);
    expect((await jobsOfOrder(server.db, orderId)).length).toBe(3);
  });

  it('a double submit and a retried request with the same key print each ticket once', async () => {
    const key = newKey();
    const body = { cart: fullOrder(), deliveryType: 'takeaway' };
    const headers = { headers: { 'idempotency-key': key } };
    const answers = await Promise.all([pos.post(CREATE_ORDER, body, headers), pos.post(CREATE_ORDER, body, headers)]);
    const retried = await pos.post(CREATE_ORDER, body, headers);
    const orderIds = new Set([...answers, retried].map((answer) => answer.body.orderId as number));
    expect(orderIds.size).toBe(1);
    await grill.waitForJobs(1);
    await bar.waitForJobs(1);
    await queueSettled(server.db);
    expect(grill.jobs.length).toBe(1);
    expect(bar.jobs.length).toBe(1);
    expect((await jobsOfOrder(server.db, [...orderIds][0] as number)).length).toBe(2);
  });
});

describe('later changes', () => {
  it('a voided line prints VOID with that line only, on its station; cancelling the order voids what was left', async () => {
    const { orderId } = await placeOrder(fullOrder());
    await grill.waitForJobs(1);
    await bar.waitForJobs(1);
    const steakLine = await server.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .where('item_title', '=', 'Steak')
      .executeTakeFirstOrThrow();
    expect((await pos.post(`/api/v1/orders/update-status/${steakLine.id}`, { status: 'cancelled' })).status).toBe(200);
    const [, voided] = await grill.waitForJobs(2);
    expect(voided?.text).toContain('*** VOID ***');
    expect(voided?.text).toMatch(/1 x Steak\n\s+Rare/);
    expect(voided?.text).not.toContain('Ribs');
    // Voiding it again changes nothing and prints nothing.
    expect((await pos.post(`/api/v1/orders/update-status/${steakLine.id}`, { status: 'cancelled' })).status).toBe(200);

    expect((await pos.post('/api/v1/orders/cancel', { orderIds: [orderId] })).status).toBe(200);
    const [, , cancelled] = await grill.waitForJobs(3);
    const [, barVoid] = await bar.waitForJobs(2);
    expect(cancelled?.text).toContain('*** VOID ***');
    expect(cancelled?.text).toContain('2 x Ribs');
    expect(cancelled?.text).not.toContain('Steak');
    expect(barVoid?.text).toContain('3 x Tea');
    await queueSettled(server.db);
    expect(grill.jobs.length).toBe(3);
    expect(bar.jobs.length).toBe(2);
  });

  it('REPRINT prints the tickets again, marked, once per key', async () => {
    const { orderId, tokenNo } = await placeOrder(fullOrder());
    await grill.waitForJobs(1);
    const key = { headers: { 'idempotency-key': newKey() } };
    const first = await pos.post(REPRINT, { orderId }, key);
    expect({ status: first.status, body: first.body }).toEqual({ status: 200, body: { message: PRINTER_MESSAGES.reprintQueued(tokenNo) } });
    expect((await pos.post(REPRINT, { orderId }, key)).body).toEqual(first.body);
    const [, reprinted] = await grill.waitForJobs(2);
    expect(reprinted?.text).toContain('*** REPRINT ***');
    expect(reprinted?.text).toContain('2 x Ribs');
    await bar.waitForJobs(2);
    await queueSettled(server.db);
    expect(grill.jobs.length).toBe(2);
    expect(bar.jobs.length).toBe(2);
    const missing = await pos.post(REPRINT, { orderId: 999_999 }, { headers: { 'idempotency-key': newKey() } });
    expect({ status: missing.status, message: missing.body.message }).toEqual({ status: 404, message: PRINTER_MESSAGES.orderNotFound });
  });
});

const stateOf = async (name: string) =>
  ((await pos.get(PRINT_STATUS)).body.printers as { name: string; state: string }[]).find((printer) => printer.name === name)?.state;

describe('a dead printer', () => {
  it('shows offline, and its jobs go to its backup stamped BACKUP FROM', async () => {
    const backupId = await addPrinter({ name: 'Backup', address: spare.address, role: 'receipt' });
    const grillBody = { name: 'Grill', address: grill.address, role: 'kitchen', stationIds: [grillStation], backupPrinterId: backupId };
    expect((await admin.post(UPDATE_PRINTER(printerIds.grill), grillBody)).status).toBe(200);
    await grill.stop();
    try {
      await eventually(async () => (await stateOf('Grill')) === 'offline', 'Grill offline');
      const { orderId } = await placeOrder(fullOrder());
      const [backupTicket] = await spare.waitForJobs(1);
      expect(backupTicket?.text).toContain('BACKUP FROM Grill');
      expect(backupTicket?.text).toContain('2 x Ribs');
      expect(backupTicket?.text).not.toContain('Tea');
      await queueSettled(server.db);
      const jobs = await jobsOfOrder(server.db, orderId);
      expect(jobs.map((job) => [job.printer_id, job.printed_on])).toEqual([
        [printerIds.bar, 'Bar'],
        [printerIds.grill, 'Backup'],
      ]);
    } finally {
      await grill.start();
    }
    await eventually(async () => (await stateOf('Grill')) === 'online', 'Grill online again');
  });

  it('out of paper: the state shows, nothing is sent until paper is back', async () => {
    grill.setState('paper-out');
    await eventually(async () => (await stateOf('Grill')) === 'paper-out', 'Grill paper-out');
    await placeOrder(fullOrder());
    await bar.waitForJobs(1);
    expect(grill.jobs.length).toBe(0);
    grill.setState('paper-low');
    await grill.waitForJobs(1);
    await eventually(async () => (await stateOf('Grill')) === 'paper-low', 'Grill paper-low');
  });

  it('a job not printed in time shows as not printed; Retry prints it once the printer is back', async () => {
    await bar.stop();
    let jobId: number;
    try {
      const { orderId, tokenNo } = await placeOrder(fullOrder());
      await grill.waitForJobs(1);
      const notPrinted = await eventually(async () => {
        const body = (await pos.get(PRINT_STATUS)).body as {
          notPrinted: { jobId: number; tokenNo: number; printer: string; orderId: number }[];
        };
        return body.notPrinted.length > 0 ? body.notPrinted : undefined;
      }, 'a ticket not printed');
      expect(notPrinted).toEqual([
        { jobId: expect.any(Number), printer: 'Bar', orderId, tokenNo, queuedAt: expect.any(String), error: expect.any(String) },
      ]);
      jobId = notPrinted[0]?.jobId as number;
    } finally {
      await bar.start();
    }
    const retried = await pos.post(RETRY_JOB(jobId), {});
    expect({ status: retried.status, body: retried.body }).toEqual({ status: 200, body: { message: PRINTER_MESSAGES.retryQueued } });
    const [ticket] = await bar.waitForJobs(1);
    expect(ticket?.text).toContain('3 x Tea');
    await queueSettled(server.db);
    expect((await pos.get(PRINT_STATUS)).body.notPrinted).toEqual([]);
    const again = await pos.post(RETRY_JOB(jobId), {});
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: PRINTER_MESSAGES.jobNotFailed });
  });

  it('a job another node holds is left to it until its lease runs out, then sent once (a node that died mid-send)', async () => {
    await bar.stop();
    let orderId: number;
    try {
      ({ orderId } = await placeOrder(fullOrder()));
      await grill.waitForJobs(1);
      // Another node claimed the bar's job and died: its lease runs for a while yet.
      const leaseEnd = new Date(Date.now() + 1500).toISOString();
      await server.db
        .updateTable('print_jobs')
        .set({ claimed_by: 'a-node-that-died', claimed_until: leaseEnd })
        .where('order_id', '=', orderId)
        .where('printer_id', '=', printerIds.bar)
        .execute();
    } finally {
      await bar.start();
    }
    // The bar is back, but the job is not this node's to send until the lease is over.
    const held = (await jobsOfOrder(server.db, orderId)).find((job) => job.printer_id === printerIds.bar);
    expect(held?.claimed_by).toBe('a-node-that-died');
    const [ticket] = await bar.waitForJobs(1);
    expect(ticket?.text).toContain('3 x Tea');
    await queueSettled(server.db);
    expect(bar.jobs.length).toBe(1);
  });
});
