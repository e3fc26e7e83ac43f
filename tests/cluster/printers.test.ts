// Two nodes, one printer: every node runs a print worker, and each ticket comes out once. Orders are placed on both
// nodes at once (each node's worker is woken by its own orders and polls for the other's), with the printer slowed
// so claims overlap; then with the printer stopped, so both nodes find the same waiting jobs when it returns; and a
// payment sent to both nodes with one Idempotency-Key, whose receipt the receipt printer prints once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKitchenMenu } from '../api/helpers/kitchenApi';
import { cartLine } from '../factories/menu';
import { createPaymentType } from '../factories/paymentTypes';
import type { TestClient } from '../support/httpClient';
import { type VirtualPrinter, startVirtualPrinter } from '../support/virtualPrinter';
import { eventually } from '../api/helpers/printersApi';
import { type BrigadeNode, type Cluster, hasPostgres, sameSessionOn, startCluster } from './support/cluster';

const CREATE_ORDER = '/api/v1/pos/create-order';

let cluster: Cluster;
let printer: VirtualPrinter;
let posOnA: TestClient;
let posOnB: TestClient;
let burger: number;

const placeOn = (client: TestClient, n: number) =>
  client.post(CREATE_ORDER, { cart: [cartLine(burger, { notes: `ticket ${n}` })], deliveryType: 'takeaway' });
const tokensPrinted = () => printer.jobs.map((job) => Number(/Order #(\d+)/.exec(job.text)?.[1])).sort((x, y) => x - y);

describe.skipIf(!hasPostgres)('one printer, two nodes', () => {
  beforeAll(async () => {
    cluster = await startCluster(2, { PRINT_STATUS_INTERVAL_MS: '500' });
    const [a, b] = cluster.nodes as [BrigadeNode, BrigadeNode];
    burger = (await createKitchenMenu(cluster.db)).burger;
    printer = await startVirtualPrinter();
    const pos = await cluster.signInAs(a, { scope: ['POS', 'SETTINGS'] });
    posOnA = pos.client;
    posOnB = sameSessionOn(pos.client, b);
    const added = await posOnA.post('/api/v1/printers/add', { name: 'Kitchen', address: printer.address, role: 'kitchen' });
    if (added.status !== 200) throw new Error(`adding the printer: ${added.status} ${added.text}`);
  });
  afterAll(async () => {
    await cluster?.close();
    await printer?.stop().catch(() => {});
  });

  it('2 × 20 orders at once on two nodes, the printer slow: each ticket printed once', async () => {
    printer.setDelay(30);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => placeOn(n % 2 === 0 ? posOnA : posOnB, n)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    await printer.waitForJobs(40, 60_000);
    await eventually(async () => {
      const pending = await cluster.db.selectFrom('print_jobs').select('id').where('status', '!=', 'printed').execute();
      return pending.length === 0;
    }, 'every job marked printed');
    const tokens = answers.map((answer) => answer.body.tokenNo as number).sort((x, y) => x - y);
    expect(tokensPrinted()).toEqual(tokens);
    printer.setDelay(0);
  });

  it('jobs waiting for a stopped printer print once when it returns, whichever node finds them', async () => {
    printer.clear();
    await printer.stop();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => placeOn(n % 2 === 0 ? posOnA : posOnB, 100 + n)));
    await printer.start();
    await printer.waitForJobs(10, 60_000);
    await eventually(async () => {
      const pending = await cluster.db.selectFrom('print_jobs').select('id').where('status', '!=', 'printed').execute();
      return pending.length === 0;
    }, 'every job marked printed');
    expect(tokensPrinted()).toEqual(answers.map((answer) => answer.body.tokenNo as number).sort((x, y) => x - y));
  });

  it('a payment sent to both nodes with one key prints one receipt on the receipt printer', async () => {
    const till = await startVirtualPrinter();
    try {
      const added = await posOnA.post('/api/v1/printers/add', { name: 'Till', address: till.address, role: 'receipt' });
      const set = await posOnA.post('/api/v1/printers/receipt-settings', {
        receipt: 'printer',
        preBill: 'popup',
        printerId: added.body.id,
      });
      expect(set.status).toBe(200);
      const paymentTypeId = await createPaymentType(cluster.db, { title: 'Card', isActive: true });
      const placed = await placeOn(posOnA, 200);
      const orderIds = [placed.body.orderId as number];
      const summary = (await posOnA.post('/api/v1/orders/complete-order-payment-summary', { orderIds })).body as Record<string, number>;
      const body = { orderIds, subTotal: summary.subtotal, taxTotal: summary.taxTotal, total: summary.total, paymentTypeId };
      const headers = { headers: { 'idempotency-key': `cluster-receipt-${Date.now()}` } };
      const answers = await Promise.all([
        posOnA.post('/api/v1/orders/complete-and-pay-order', body, headers),
        posOnB.post('/api/v1/orders/complete-and-pay-order', body, headers),
      ]);
      const retried = await posOnB.post('/api/v1/orders/complete-and-pay-order', body, headers);
      expect(retried.status).toBe(200);
      expect(answers.filter((answer) => answer.status === 200).every((answer) => answer.body.invoiceId === retried.body.invoiceId)).toBe(
        true,
      );
      await till.waitForJobs(1, 30_000);
      await eventually(async () => {
        const pending = await cluster.db.selectFrom('print_jobs').select('id').where('status', '!=', 'printed').execute();
        return pending.length === 0;
      }, 'every job marked printed');
      expect(till.jobs).toHaveLength(1);
      expect(till.jobs[0]?.text).toMatch(/Paid by/);
    } finally {
      await till.stop().catch(() => {});
    }
  });
});
