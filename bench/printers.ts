// Network printing: tap → paper and Send with every printer dead. The real app on a temp SQLite file (or PostgreSQL
// with TEST_DATABASE_URL), 20 virtual network printers on loopback (tests/support/virtualPrinter.ts), one per prep
// station, orders of 2 to 4 stations' dishes sent at 200 a minute through POST /api/v1/pos/create-order.
// 1. Printers up: for every ticket, from the request's start to the last byte of that ticket at its printer.
// 2. Every printer stopped: the create-order round trip (Send never waits on a printer), and the queue's backlog.
// Usage: npx tsx bench/printers.ts [--orders=100] [--json]
import { performance } from 'node:perf_hooks';
import { createCategory, createMenuItem } from '../tests/factories/menu';
import { cartLine } from '../tests/factories/menu';
import { startTestServer } from '../tests/support/testServer';
import { type VirtualPrinter, startVirtualPrinter } from '../tests/support/virtualPrinter';
import { summarizeLatency } from './support/latency';

const args = process.argv.slice(2);
const ORDERS = Number(args.find((arg) => arg.startsWith('--orders='))?.split('=')[1] ?? 100);
const PRINTERS = 20;
const ORDERS_PER_MINUTE = 200;
const asJson = args.includes('--json');
const spacingMs = 60_000 / ORDERS_PER_MINUTE;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server = await startTestServer({ config: { logLevel: 'silent' } });
const printers: VirtualPrinter[] = [];
try {
  const admin = (await server.signInAs({ scope: ['SETTINGS'] })).client;
  const pos = (await server.signInAs({ scope: ['POS'] })).client;
  const dishes: number[] = [];
  for (let index = 0; index < PRINTERS; index++) {
    const category = await createCategory(server.db, { title: `Station ${index}` });
    dishes.push((await createMenuItem(server.db, { title: `Dish ${index}`, price: 1000, categoryId: category })).id);
    const station = await admin.post('/api/v1/kitchen/prep-stations/add', {
      name: `Station ${index}`,
      slug: `station-${index}`,
      categoryIds: [category],
    });
    const printer = await startVirtualPrinter();
    printers.push(printer);
    const added = await admin.post('/api/v1/printers/add', {
      name: `Printer ${index}`,
      address: printer.address,
      role: 'kitchen',
      stationIds: [station.body.id],
    });
    if (added.status !== 200) throw new Error(`adding a printer: ${added.status} ${added.text}`);
  }

  /** 2 to 4 stations' dishes, chosen by the order's number (the same run every time). */
  const cartOf = (n: number) => {
    const count = 2 + (n % 3);
    return Array.from({ length: count }, (_, k) => cartLine(dishes[(n * 7 + k * 5) % PRINTERS] as number, { quantity: 1 + (k % 2) }));
  };

  const send = async (n: number) => {
    const started = performance.now();
    const response = await pos.post(
      '/api/v1/pos/create-order',
      { cart: cartOf(n), deliveryType: 'takeaway' },
      { headers: { 'idempotency-key': `bench-${n}-${Date.now()}` } },
    );
    if (response.status !== 200) throw new Error(`create-order: ${response.status} ${response.text}`);
    return {
      started,
      answeredMs: performance.now() - started,
      tokenNo: response.body.tokenNo as number,
      tickets: new Set(cartOf(n).map((line) => line.id)).size,
    };
  };

  // 1. Printers up: each ticket's arrival, matched by its token.
  const startedByToken = new Map<number, number>();
  const tapToPaper: number[] = [];
  const seen = printers.map(() => 0);
  const collect = () => {
    printers.forEach((printer, index) => {
      for (const job of printer.jobs.slice(seen[index])) {
        const token = Number(/Order #(\d+)/.exec(job.text)?.[1]);
        const started = startedByToken.get(token);
        if (started !== undefined) tapToPaper.push(job.at - started);
      }
      seen[index] = printer.jobs.length;
    });
  };
  let expectedTickets = 0;
  const sends: Promise<void>[] = [];
  for (let n = 0; n < ORDERS; n++) {
    sends.push(
      send(n).then((sent) => {
        startedByToken.set(sent.tokenNo, sent.started);
        expectedTickets += sent.tickets;
      }),
    );
    await sleep(spacingMs);
  }
  await Promise.all(sends);
  const deadline = Date.now() + 30_000;
  while (printers.reduce((sum, printer) => sum + printer.jobs.length, 0) < expectedTickets && Date.now() < deadline) await sleep(50);
  collect();
  const up = summarizeLatency(tapToPaper);

  // 2. Every printer dead: Send's round trip.
  await Promise.all(printers.map((printer) => printer.stop()));
  await sleep(4000); // the state checks notice them
  const answered: number[] = [];
  for (let n = ORDERS; n < ORDERS + Math.min(ORDERS, 60); n++) {
    answered.push((await send(n)).answeredMs);
    await sleep(spacingMs);
  }
  const dead = summarizeLatency(answered);
  const pending = await server.db
    .selectFrom('print_jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();

  const result = {
    database: server.dialect,
    printers: PRINTERS,
    ordersPerMinute: ORDERS_PER_MINUTE,
    tapToPaper: { ...up, expectedTickets },
    sendWithEveryPrinterDead: dead,
    jobsWaitingForDeadPrinters: Number(pending.count),
  };
  if (asJson) console.log(JSON.stringify(result));
  else {
    console.log(`network printing (${server.dialect}, ${PRINTERS} printers, ${ORDERS_PER_MINUTE} orders a minute)`);
    console.log(
      `tap → paper, printers up:  p50 ${up.p50} ms  p95 ${up.p95} ms  worst ${up.worst} ms  (${up.count} of ${expectedTickets} tickets)`,
    );
    console.log(
      `Send, every printer dead:  p50 ${dead.p50} ms  p95 ${dead.p95} ms  worst ${dead.worst} ms  (${dead.count} orders; ${result.jobsWaitingForDeadPrinters} tickets waiting)`,
    );
  }
} finally {
  await server.close();
  await Promise.all(printers.map((printer) => printer.stop().catch(() => {})));
}
