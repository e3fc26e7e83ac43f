// The print queue across a real restart: a kitchen ticket queued while its printer is off survives a kill -9 of
// the server (it was written in the order's transaction), and prints once when the server is back and the printer
// returns. Against a real server process and a virtual network printer on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKitchenMenu } from '../api/helpers/kitchenApi';
import { eventually } from '../api/helpers/printersApi';
import { cartLine } from '../factories/menu';
import { signInOn } from '../support/processes';
import { type VirtualPrinter, startVirtualPrinter } from '../support/virtualPrinter';
import { BACKEND, type Brigade, startBrigade } from './support/brigade';

let brigade: Brigade;
let printer: VirtualPrinter;

describe(`a print job across a kill -9 (${BACKEND})`, () => {
  beforeAll(async () => {
    // Long enough that the job neither goes to a backup nor gives up while the server is down.
    brigade = await startBrigade({
      env: { PRINT_BACKUP_AFTER_MS: '300000', PRINT_NOT_PRINTED_AFTER_MS: '300000', PRINT_STATUS_INTERVAL_MS: '500' },
    });
    printer = await startVirtualPrinter();
  });
  afterAll(async () => {
    await brigade?.close();
    await printer?.stop().catch(() => {});
  });

  it('waits in the database for its printer, and prints once after the restart', async () => {
    const menu = await createKitchenMenu(brigade.db);
    const { client, user, password } = await brigade.signInAs(brigade.node, { scope: ['SETTINGS', 'POS'] });
    expect((await client.post('/api/v1/printers/add', { name: 'Kitchen', address: printer.address, role: 'kitchen' })).status).toBe(200);
    await printer.stop();

    const placed = await client.post(
      '/api/v1/pos/create-order',
      { cart: [cartLine(menu.burger, { notes: 'after the restart' })], deliveryType: 'takeaway' },
      { headers: { 'idempotency-key': 'print-across-restart' } },
    );
    expect(placed.status).toBe(200);
    const orderId = placed.body.orderId as number;
    const jobOf = () => brigade.db.selectFrom('print_jobs').selectAll().where('order_id', '=', orderId).execute();
    // The server knows the printer is off (a failed attempt or its state check): the job waits in the queue.
    await eventually(async () => {
      const row = await brigade.db.selectFrom('printers').select('status').executeTakeFirst();
      return row?.status === 'offline';
    }, 'the printer seen offline');

    await brigade.kill();
    expect((await jobOf()).map((job) => job.status)).toEqual(['pending']);
    await printer.start();
    const restarted = await brigade.restart();
    // The till's retry after the restart is a replay: the same order, still one job.
    const retried = await (
      await signInOn(restarted, user.username, password)
    ).post(
      '/api/v1/pos/create-order',
      { cart: [cartLine(menu.burger, { notes: 'after the restart' })], deliveryType: 'takeaway' },
      { headers: { 'idempotency-key': 'print-across-restart' } },
    );
    expect(retried.body.orderId).toBe(orderId);

    const [ticket] = await printer.waitForJobs(1, 30_000);
    expect(ticket?.text).toContain('NOTE: after the restart');
    await eventually(async () => (await jobOf())[0]?.status === 'printed', 'the job marked printed');
    expect(printer.jobs.length).toBe(1);
    expect((await jobOf()).length).toBe(1);
  });
});
