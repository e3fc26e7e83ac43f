// Settings › Printers: who may change them (401, 403), bad input (400 with its message), unique names (409), a
// backup that exists and is not the printer itself, stations that exist, the list, delete, and Test print on a
// virtual printer. Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINTER_MESSAGES } from '../../../shared/contract/printers';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { type VirtualPrinter, startVirtualPrinter } from '../../support/virtualPrinter';
import { ADD_STATION } from '../helpers/kitchenApi';
import { expectInvalid } from '../helpers/posApi';
import {
  ADD_PRINTER,
  DELETE_PRINTER,
  PRINTERS,
  PRINT_STATUS,
  QUICK_PRINTING,
  TEST_PRINT,
  UPDATE_PRINTER,
  eventually,
} from '../helpers/printersApi';

let server: TestServer;
let admin: TestClient;
let printer: VirtualPrinter;

beforeAll(async () => {
  server = await startTestServer({ config: { printing: QUICK_PRINTING } });
  admin = (await server.signInAs({ scope: ['SETTINGS'] })).client;
  printer = await startVirtualPrinter();
});
afterAll(async () => {
  await server?.close();
  await printer?.stop();
});

describe('Settings › Printers', () => {
  it('refuses without a session (401), without SETTINGS (403) and bad input (400)', async () => {
    const body = { name: 'Grill', address: printer.address, role: 'kitchen' };
    expect((await server.client().post(ADD_PRINTER, body)).status).toBe(401);
    const { client: cashier } = await server.signInAs({ scope: ['POS'] });
    expect((await cashier.post(ADD_PRINTER, body)).status).toBe(403);
    expect((await cashier.get(PRINTERS)).status).toBe(403);
    expect((await cashier.get(PRINT_STATUS)).status).toBe(200);
    expectInvalid(await admin.post(ADD_PRINTER, { ...body, name: ' ' }), PRINTER_MESSAGES.nameRequired);
    for (const address of ['', 'grill printer', 'host:99999', 'host:', 7]) {
      expectInvalid(await admin.post(ADD_PRINTER, { ...body, address }), PRINTER_MESSAGES.addressInvalid);
    }
    expectInvalid(await admin.post(ADD_PRINTER, { ...body, commandSet: 'zpl' }), PRINTER_MESSAGES.commandSetInvalid);
    expectInvalid(await admin.post(ADD_PRINTER, { ...body, paperWidth: 72 }), PRINTER_MESSAGES.paperWidthInvalid);
    expectInvalid(await admin.post(ADD_PRINTER, { ...body, codePage: 'klingon' }), PRINTER_MESSAGES.codePageInvalid);
    expectInvalid(await admin.post(ADD_PRINTER, { ...body, role: 'bar' }), PRINTER_MESSAGES.roleInvalid);
    expectInvalid(await admin.post(ADD_PRINTER, { ...body, backupPrinterId: 999_999 }), PRINTER_MESSAGES.backupNotFound);
    expectInvalid(await admin.post(ADD_PRINTER, { ...body, stationIds: [999_999] }), PRINTER_MESSAGES.stationNotFound);
    expect((await admin.get(PRINTERS)).body).toEqual([]);
  });

  it('adds, lists, updates and deletes printers; names are unique; a backup is another printer', async () => {
    const station = (await admin.post(ADD_STATION, { name: 'Grill', slug: 'grill' })).body.id as number;
    const grill = await admin.post(ADD_PRINTER, { name: 'Grill', address: '192.168.1.50', role: 'kitchen', stationIds: [station] });
    expect(grill.body).toEqual({ message: PRINTER_MESSAGES.printerAdded, id: expect.any(Number) });
    const till = await admin.post(ADD_PRINTER, {
      name: 'Till',
      address: '[fe80::1]:9101',
      role: 'receipt',
      commandSet: 'star-prnt',
      paperWidth: '58',
      codePage: 'windows1252',
      stationIds: [station],
      drawerTill: ' Front till ',
    });
    expect(till.status).toBe(200);
    const conflict = await admin.post(ADD_PRINTER, { name: 'Grill', address: '10.0.0.2', role: 'kitchen' });
    expect({ status: conflict.status, message: conflict.body.message }).toEqual({ status: 409, message: PRINTER_MESSAGES.nameTaken });
    expectInvalid(
      await admin.post(UPDATE_PRINTER(grill.body.id), {
        name: 'Grill',
        address: '10.0.0.2',
        role: 'kitchen',
        backupPrinterId: grill.body.id,
      }),
      PRINTER_MESSAGES.backupIsItself,
    );
    const updated = await admin.post(UPDATE_PRINTER(grill.body.id), {
      name: 'Grill',
      address: '10.0.0.2:9100',
      role: 'both',
      backupPrinterId: till.body.id,
      stationIds: [station],
    });
    expect(updated.body).toEqual({ message: PRINTER_MESSAGES.printerUpdated, id: grill.body.id });
    expect((await admin.get(PRINTERS)).body).toEqual([
      {
        id: grill.body.id,
        name: 'Grill',
        address: '10.0.0.2:9100',
        commandSet: 'esc-pos',
        paperWidth: 80,
        codePage: 'auto',
        role: 'both',
        backupPrinterId: till.body.id,
        stationIds: [station],
        drawerTill: null,
        state: expect.any(String),
        stateChangedAt: expect.toBeOneOf([null, expect.any(String)]),
      },
      {
        id: till.body.id,
        name: 'Till',
        address: '[fe80::1]:9101',
        commandSet: 'star-prnt',
        paperWidth: 58,
        codePage: 'windows1252',
        role: 'receipt',
        // A receipt printer prints no kitchen station.
        backupPrinterId: null,
        stationIds: [],
        // Trimmed.
        drawerTill: 'Front till',
        state: expect.any(String),
        stateChangedAt: expect.toBeOneOf([null, expect.any(String)]),
      },
    ]);
    expect((await admin.post(UPDATE_PRINTER(999_999), { name: 'X', address: 'x', role: 'kitchen' })).status).toBe(404);
    expect((await admin.delete(DELETE_PRINTER(till.body.id))).body).toEqual({ message: PRINTER_MESSAGES.printerDeleted });
    expect(((await admin.get(PRINTERS)).body as { backupPrinterId: number | null }[])[0]?.backupPrinterId).toBeNull();
    expect((await admin.delete(DELETE_PRINTER(till.body.id))).status).toBe(404);
    await admin.delete(DELETE_PRINTER(grill.body.id));
  });

  it('Test print queues a test page that the printer prints; its state shows online', async () => {
    const added = await admin.post(ADD_PRINTER, { name: 'Bar', address: printer.address, role: 'kitchen', codePage: 'cp858' });
    expect((await admin.post(TEST_PRINT(added.body.id), {})).body).toEqual({ message: PRINTER_MESSAGES.testQueued });
    const [page] = await printer.waitForJobs(1);
    expect(page?.text).toContain('TEST PRINT');
    expect(page?.text).toContain('Bar');
    await eventually(async () => ((await admin.get(PRINTERS)).body as { state: string }[])[0]?.state === 'online', 'the printer online');
    expect((await admin.post(TEST_PRINT(999_999), {})).status).toBe(404);
  });
});
