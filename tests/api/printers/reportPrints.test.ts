// The X and Z reports on the receipt printer, against a virtual printer on loopback: a Z report's paper holds its
// number and every figure of the screen and the PDF in their order (decoded from the printer's bytes), on 80 and
// 58 mm paper; once per Idempotency-Key; the X report of an open drawer; access and a store with no receipt printer.
// Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAWER_MESSAGES } from '../../../shared/contract/drawers';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { type VirtualPrinter, startVirtualPrinter } from '../../support/virtualPrinter';
import { answer } from '../helpers/ordersApi';
import { CREATE_AND_PAY } from '../helpers/posApi';
import { ADD_PRINTER, QUICK_PRINTING, RECEIPT_SETTINGS, UPDATE_PRINTER, queueSettled } from '../helpers/printersApi';

const CLOSE_Z = '/api/v1/drawers/z-reports/close';
const PRINT_Z = (id: number) => `/api/v1/drawers/z-reports/${id}/print`;
const PRINT_X = (id: number) => `/api/v1/drawers/${id}/x-report/print`;
const SETTINGS = '/api/v1/drawers/settings';

let server: TestServer;
let menu: PosMenu;
let manager: TestClient;
let till: VirtualPrinter;
let tillId: number;
let keys = 0;
const key = (value = `report-${(keys += 1)}`) => ({ headers: { 'idempotency-key': value } });

beforeAll(async () => {
  server = await startTestServer({ config: { printing: QUICK_PRINTING } });
  menu = await createPosMenu(server.db);
  await server.db.updateTable('store_settings').set({ currency: 'USD', store_name: 'Chez Test' }).execute();
  manager = (await server.signInAs({ scope: ['POS', 'ORDERS', 'REPORTS', 'SETTINGS'], name: 'Mona Manager' })).client;
  till = await startVirtualPrinter();
});
afterAll(async () => {
  await server?.close();
  await till?.stop();
});

/** Two burgers (9.99, VAT inclusive) and a pizza (10.00 + 5 % GST) paid in cash: 20.49 each order. */
async function sell(): Promise<void> {
  const paid = await manager.post(
    CREATE_AND_PAY,
    {
      cart: [cartLine(menu.burger.id), cartLine(menu.pizza.id)],
      deliveryType: 'takeaway',
      netTotal: 18.88,
      taxTotal: 1.61,
      total: 20.49,
      paymentTypeId: menu.cashId,
    },
    key(),
  );
  expect(paid.status).toBe(200);
}

/** The label and value of a printed line: `label   value` spread over the paper's columns. */
const row = (label: string, value: string) =>
  new RegExp(`^${label.replace(/[().$#]/g, '\\$&')} +${value.replace(/[().$#]/g, '\\$&')}$`, 'm');

describe('printing reports', () => {
  it('refuses without a session (401), without REPORTS or SETTINGS (403), and without a receipt printer (409)', async () => {
    expect((await server.client().post(PRINT_Z(1), {}, key())).status).toBe(401);
    const { client: cashier } = await server.signInAs({ scope: ['POS', 'ORDERS'] });
    expect((await cashier.post(PRINT_Z(1), {}, key())).status).toBe(403);
    expect((await cashier.post(PRINT_X(1), {}, key())).status).toBe(403);
    await sell();
    const z = await manager.post(CLOSE_Z, {});
    expect(answer(await manager.post(PRINT_Z(z.body.zReport.id as number), {}, key()))).toEqual({
      status: 409,
      body: { message: DRAWER_MESSAGES.noReceiptPrinter, code: 'conflict' },
    });
    expect(answer(await manager.post(PRINT_Z(999_999), {}, key()))).toEqual({
      status: 404,
      body: { message: DRAWER_MESSAGES.zNotFound, code: 'not_found' },
    });
    expect(await server.db.selectFrom('print_jobs').select('id').execute()).toEqual([]);
  });

  it("prints a Z report's number and figures in the screen's order, once per key, on 80 and 58 mm paper", async () => {
    tillId = (await manager.post(ADD_PRINTER, { name: 'Till', address: till.address, role: 'receipt' })).body.id as number;
    // Receipts stay in the popup: a report is printed by hand, on the receipt printer whatever receipts do.
    expect((await manager.post(RECEIPT_SETTINGS, { receipt: 'popup', preBill: 'popup', printerId: tillId })).status).toBe(200);
    await sell();
    await sell();
    const closed = await manager.post(CLOSE_Z, {});
    const { id, number } = closed.body.zReport as { id: number; number: number };
    const sameKey = key();
    const [first, again] = await Promise.all([manager.post(PRINT_Z(id), {}, sameKey), manager.post(PRINT_Z(id), {}, sameKey)]);
    expect(answer(first)).toEqual({ status: 200, body: { message: DRAWER_MESSAGES.reportPrinting } });
    expect(again.status).toBe(200);
    const [printed] = await till.waitForJobs(1);
    await queueSettled(server.db);
    expect(till.jobs).toHaveLength(1);
    const text = printed?.text ?? '';
    expect(text).toContain('Chez Test');
    expect(text).toContain(`Z report #${number}`);
    expect(text).toMatch(row('Closed by', 'Mona Manager'));
    expect(text).toMatch(row('Items', '$37.76'));
    expect(text).toMatch(row('Tax', '$3.22'));
    expect(text).toMatch(row('Total', '$40.98'));
    expect(text).toMatch(row('Cash', '$40.98'));
    expect(text).toMatch(row('Invoices', '2'));
    // The sections in the order the screen and the PDF list them.
    const sections = ['Sales', 'By payment type', 'Taxes by rate', 'Refunds and voids', 'Cash', 'Checks'];
    const at = sections.map((section) => text.search(new RegExp(`^${section}$`, 'm')));
    expect(at.every((position) => position >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(48);

    // 58 mm paper: the same figures within 32 columns; a new key prints again.
    expect(
      (await manager.post(UPDATE_PRINTER(tillId), { name: 'Till', address: till.address, role: 'receipt', paperWidth: 58 })).status,
    ).toBe(200);
    expect((await manager.post(PRINT_Z(id), {}, key())).status).toBe(200);
    const [, narrow] = await till.waitForJobs(2);
    const narrowText = narrow?.text ?? '';
    expect(narrowText).toMatch(row('Total', '$40.98'));
    expect(narrowText).toContain(`Z report #${number}`);
    expect(Math.max(...narrowText.split('\n').map((line) => line.length))).toBeLessThanOrEqual(32);
  });

  it("prints an open drawer's X report: the till, its expected cash and the day so far", async () => {
    till.clear();
    expect(
      (await manager.post(SETTINGS, { isEnabled: true, cashWithoutDrawer: 'refuse', overShortLimit: 5, dayCutoff: '04:00' })).status,
    ).toBe(200);
    const opened = await manager.post('/api/v1/drawers/open', { till: 'Till 1', counts: [{ value: 20, quantity: 5 }] });
    const drawerId = opened.body.drawer.id as number;
    await sell();
    expect(answer(await manager.post(PRINT_X(drawerId), {}, key()))).toEqual({
      status: 200,
      body: { message: DRAWER_MESSAGES.reportPrinting },
    });
    const [printed] = await till.waitForJobs(1);
    const text = printed?.text ?? '';
    expect(text).toContain('X report');
    expect(text).toMatch(row('Till', 'Till 1'));
    expect(text).toMatch(row('Float', '$100.00'));
    // 58 mm: a label too long for the line keeps its value on the next, whole.
    expect(text).toMatch(/^Expected in the drawer now\n +\$120\.49$/m);
    expect(text).toMatch(row('Total', '$20.49'));
  });
});
