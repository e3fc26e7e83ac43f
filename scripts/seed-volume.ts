// A realistic volume of sales for the reports' speed (npm run seed:volume). 100,000 orders by default,
// spread over the last ~6 months of store-local opening hours (lunch and dinner peaks, busier weekends), with
// their lines (menu snapshots, taxes from shared/domain/bill/totals.ts), some addons, customers (new ones all along,
// so repeat and new customers are meaningful), cancelled orders and lines, unpaid ones, and an invoice for
// every paid order. Written with multi-row inserts in batched transactions and explicit ids, so 100,000
// orders take seconds, not minutes. Deterministic (seeded random): the same options give the same data.
//
// Usage: npm run seed:volume [-- --orders=100000 --months=6]   (DATABASE_URL as the server; default data/)
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { TZDate } from '@date-fns/tz';
import { type Insertable, sql } from 'kysely';
import { type Db, type Dialect, openDatabase } from '../server/db/client';
import { migrateToLatest } from '../server/db/migrate';
import type {
  CustomersTable,
  InvoiceOrdersTable,
  InvoicesTable,
  OrderItemAddonsTable,
  OrderItemsTable,
  OrdersTable,
  TaxType,
} from '../server/db/schema';
import { businessDate } from '../server/infrastructure/businessDay';
import { initializeStore } from '../server/settings/initializeStore';
import { basisPoints } from '../shared/domain/money/basisPoints';
import { addDays } from '../shared/domain/dates/dateRanges';
import { minorUnits } from '../shared/domain/money/money';
import { lineTotals, unitPrice } from '../shared/domain/bill/totals';

export interface SeedVolumeOptions {
  orders: number;
  months: number;
  /** The last instant orders may have (default: now). */
  now?: Date;
  /** Orders per transaction. */
  batchSize?: number;
  /** Seed of the random generator. */
  seed?: number;
  log?: (line: string) => void;
}

export interface SeedVolumeResult {
  orders: number;
  items: number;
  invoices: number;
  customers: number;
  from: string;
  to: string;
  ms: number;
}

interface MenuEntry {
  id: number;
  title: string;
  price: number;
  taxId: number | null;
  taxTitle: string | null;
  taxRateBp: number | null;
  taxType: TaxType | null;
  variants: { id: number; title: string; price: number }[];
  addons: { id: number; title: string; price: number }[];
  weight: number;
}

/** Parameters per statement stay far below SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 15_000;

const FIRST_NAMES = [
  'Aisha',
  'Ben',
  'Chen',
  'Diego',
  'Elena',
  'Farah',
  'Gus',
  'Hana',
  'Ivan',
  'Jade',
  'Kofi',
  'Lena',
  'Mateo',
  'Nora',
  'Omar',
  'Priya',
];
const LAST_NAMES = [
  'Adams',
  'Brown',
  'Costa',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ito',
  'Jensen',
  'Khan',
  'Lopez',
  'Müller',
  'Nguyen',
];

/** mulberry32: small, fast, seedable. */
function randomGenerator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    weighted: <T>(list: readonly T[], weights: readonly number[]): T => {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let roll = next() * total;
      for (let index = 0; index < list.length; index += 1) {
        roll -= weights[index] ?? 0;
        if (roll < 0) return list[index] as T;
      }
      return list[list.length - 1] as T;
    },
    /** Normal(mean, deviation) by Box–Muller. */
    normal: (mean: number, deviation: number) => mean + deviation * Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  };
}

async function insertChunked<T extends keyof InsertableTables>(db: Db, table: T, rows: InsertableTables[T][]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += perStatement) {
    // The rows are the table's own insert shape; Kysely's per-table generics cannot follow a table union.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + perStatement) as never)
      .execute();
  }
}

interface InsertableTables {
  customers: Insertable<CustomersTable>;
  invoices: Insertable<InvoicesTable>;
  orders: Insertable<OrdersTable>;
  order_items: Insertable<OrderItemsTable>;
  order_item_addons: Insertable<OrderItemAddonsTable>;
  invoice_orders: Insertable<InvoiceOrdersTable>;
}

async function nextId(
  db: Db,
  table: keyof InsertableTables & ('customers' | 'invoices' | 'orders' | 'order_items' | 'order_item_addons'),
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number>('id').as('id'))
    .executeTakeFirst();
  return (row?.id ?? 0) + 1;
}

async function loadMenu(db: Db): Promise<MenuEntry[]> {
  const items = await db
    .selectFrom('menu_items')
    .leftJoin('taxes', 'taxes.id', 'menu_items.tax_id')
    .select([
      'menu_items.id',
      'menu_items.title',
      'menu_items.price',
      'menu_items.tax_id',
      'taxes.title as tax_title',
      'taxes.rate_bp as tax_rate_bp',
      'taxes.type as tax_type',
    ])
    .orderBy('menu_items.id')
    .execute();
  const variants = await db.selectFrom('menu_item_variants').select(['id', 'item_id', 'title', 'price']).execute();
  const addons = await db.selectFrom('menu_item_addons').select(['id', 'item_id', 'title', 'price']).execute();
  // A few best sellers, a long tail (Zipf-like popularity by menu order).
  return items.map((item, rank) => ({
    id: item.id,
    title: item.title,
    price: item.price,
    taxId: item.tax_id,
    taxTitle: item.tax_title,
    taxRateBp: item.tax_rate_bp,
    taxType: item.tax_type,
    variants: variants.filter((variant) => variant.item_id === item.id),
    addons: addons.filter((addon) => addon.item_id === item.id),
    weight: 1 / (rank + 1) ** 0.8,
  }));
}

/** Orders per business day: busier Fridays and weekends, slowly growing trade; exactly `total` in all. */
function ordersPerDay(days: readonly string[], total: number, random: ReturnType<typeof randomGenerator>): number[] {
  const weights = days.map((day, index) => {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const weekdayFactor = weekday === 5 || weekday === 6 ? 1.4 : weekday === 0 ? 1.2 : 1;
    return weekdayFactor * (0.85 + (0.3 * index) / days.length) * (0.9 + 0.2 * random.next());
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((weight) => Math.floor((weight / sum) * total));
  let missing = total - counts.reduce((a, b) => a + b, 0);
  for (let index = counts.length - 1; missing > 0; index = (index - 1 + counts.length) % counts.length, missing -= 1) {
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

/** A store-local minute of the day: lunch (11:00–16:00, peak 13:00) or dinner (17:00–23:30, peak 20:00). */
function serviceMinute(random: ReturnType<typeof randomGenerator>): number {
  const isLunch = random.next() < 0.45;
  const minute = isLunch ? random.normal(13 * 60, 55) : random.normal(20 * 60, 70);
  const [low, high] = isLunch ? [11 * 60, 16 * 60] : [17 * 60, 23 * 60 + 30];
  return Math.round(Math.min(high, Math.max(low, minute)));
}

function localInstant(day: string, minuteOfDay: number, second: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, Math.floor(minuteOfDay / 60), minuteOfDay % 60, second, timeZone).getTime());
}

export async function seedVolume(db: Db, dialect: Dialect, options: SeedVolumeOptions): Promise<SeedVolumeResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 2000;
  const random = randomGenerator(options.seed ?? 20261122);

  const store = await db.selectFrom('store_settings').select(['time_zone']).executeTakeFirst();
  const timeZone = store?.time_zone ?? 'UTC';
  const menu = await loadMenu(db);
  if (menu.length === 0)
    throw new Error('The store has no menu items: start the server once on this database with SEED_DEMO on (the default), or add items.');
  const paymentTypes = await db.selectFrom('payment_types').select(['id', 'title']).orderBy('id').execute();
  if (paymentTypes.length === 0) throw new Error('The store has no payment types: add one in Settings → Payment Types first.');
  const tables = await db.selectFrom('store_tables').select(['id', 'table_title', 'floor']).execute();
  const staff = await db.selectFrom('users').select(['id', 'name']).orderBy('id').limit(5).execute();
  const sellers: { id: number | null; name: string }[] = staff.length > 0 ? staff : [{ id: null, name: 'Volume Seeder' }];

  const today = businessDate(now, timeZone);
  const firstDay = addDays(today, -Math.round(options.months * 30.44) + 1);
  const days: string[] = [];
  for (let day = firstDay; day <= today; day = addDays(day, 1)) days.push(day);
  const perDay = ordersPerDay(days, options.orders, random);
  const rangeStart = localInstant(firstDay, 0, 0, timeZone).getTime();

  // Customers: a third registered before the period, the rest all along it (new customers every week).
  const customerCount = Math.max(50, Math.round(options.orders / 20));
  let customerId = await nextId(db, 'customers');
  const customerTimes = Array.from({ length: customerCount }, () =>
    random.next() < 0.3 ? rangeStart - random.int(1, 365) * 86_400_000 : rangeStart + random.next() * (now.getTime() - rangeStart),
  ).sort((a, b) => a - b);
  const customers = customerTimes.map((time) => {
    const id = customerId++;
    const createdAt = new Date(time).toISOString();
    return {
      id,
      // +99 is no country code: these phones can never be a real customer's.
      phone: `+99${String(id).padStart(9, '0')}`,
      name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      email: null,
      gender: null,
      birth_date: null,
      created_at: createdAt,
      updated_at: createdAt,
    } satisfies Insertable<CustomersTable>;
  });
  await db.transaction().execute((trx) => insertChunked(trx, 'customers', customers));
  log(`customers: ${customers.length.toLocaleString('en-US')}`);

  const tokenRows = await db.selectFrom('daily_token_counters').selectAll().where('business_date', '>=', firstDay).execute();
  const lastToken = new Map(tokenRows.map((row) => [row.business_date, row.last_token]));
  let orderId = await nextId(db, 'orders');
  let itemId = await nextId(db, 'order_items');
  let addonRowId = await nextId(db, 'order_item_addons');
  let invoiceId = await nextId(db, 'invoices');

  let batch = {
    invoices: [] as Insertable<InvoicesTable>[],
    orders: [] as Insertable<OrdersTable>[],
    items: [] as Insertable<OrderItemsTable>[],
    addons: [] as Insertable<OrderItemAddonsTable>[],
    links: [] as Insertable<InvoiceOrdersTable>[],
  };
  const totals = { orders: 0, items: 0, invoices: 0 };
  const flush = async () => {
    const { invoices, orders, items, addons, links } = batch;
    await db.transaction().execute(async (trx) => {
      await insertChunked(trx, 'invoices', invoices);
      await insertChunked(trx, 'orders', orders);
      await insertChunked(trx, 'order_items', items);
      await insertChunked(trx, 'order_item_addons', addons);
      await insertChunked(trx, 'invoice_orders', links);
    });
    totals.orders += orders.length;
    totals.items += items.length;
    totals.invoices += invoices.length;
    batch = { invoices: [], orders: [], items: [], addons: [], links: [] };
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(
      `orders ${totals.orders.toLocaleString('en-US')}/${options.orders.toLocaleString('en-US')} (${Math.round((totals.orders / options.orders) * 100)}%) ${seconds} s`,
    );
  };

  let customerCursor = 0;
  for (const [dayIndex, day] of days.entries()) {
    const instants = Array.from({ length: perDay[dayIndex] ?? 0 }, () => {
      const instant = localInstant(day, serviceMinute(random), random.int(0, 59), timeZone);
      // Today's orders are never in the future.
      return instant.getTime() > now.getTime() ? new Date(now.getTime() - random.int(1, 3600) * 1000) : instant;
    }).sort((a, b) => a.getTime() - b.getTime());

    for (const placedAt of instants) {
      const placed = placedAt.toISOString();
      const orderDay = businessDate(placedAt, timeZone);
      const tokenNo = (lastToken.get(orderDay) ?? 0) + 1;
      lastToken.set(orderDay, tokenNo);
      while (customerCursor < customers.length && (customerTimes[customerCursor] ?? Infinity) <= placedAt.getTime()) customerCursor += 1;
      const customer = customerCursor > 0 && random.next() < 0.35 ? customers[random.int(0, customerCursor - 1)] : undefined;
      const deliveryType = random.weighted(['dinein', 'takeaway', 'delivery'] as const, [60, 25, 15]);
      const table = deliveryType === 'dinein' && tables.length > 0 ? random.pick(tables) : null;
      const seller = random.pick(sellers);
      const roll = random.next();
      const status = roll < 0.05 ? 'cancelled' : 'completed';
      const isPaid = roll >= 0.07;
      const paidAt = new Date(Math.min(now.getTime(), placedAt.getTime() + random.int(10, 70) * 60_000)).toISOString();
      const closedAt = status === 'cancelled' ? new Date(Math.min(now.getTime(), placedAt.getTime() + 5 * 60_000)).toISOString() : paidAt;

      const lineCount = random.weighted([1, 2, 3, 4], [30, 35, 25, 10]);
      const cancelledLine = status !== 'cancelled' && lineCount > 1 && random.next() < 0.03 ? random.int(0, lineCount - 1) : -1;
      // The order's stored totals leave its cancelled lines out, as the server's do.
      const sums = { net: 0, tax: 0, payable: 0 };
      for (let line = 0; line < lineCount; line += 1) {
        const item = random.weighted(
          menu,
          menu.map((entry) => entry.weight),
        );
        const variant = item.variants.length > 0 && random.next() < 0.5 ? random.pick(item.variants) : null;
        const addon = item.addons.length > 0 && random.next() < 0.25 ? random.pick(item.addons) : null;
        const quantity = random.weighted([1, 2, 3], [70, 22, 8]);
        const price = unitPrice(minorUnits(item.price), variant ? minorUnits(variant.price) : null, addon ? [minorUnits(addon.price)] : []);
        const lineSums = lineTotals({
          unitPrice: price,
          quantity,
          taxRateBasisPoints: basisPoints(item.taxRateBp ?? 0),
          taxType: item.taxType,
        });
        const itemStatus = status === 'cancelled' || line === cancelledLine ? 'cancelled' : random.next() < 0.8 ? 'delivered' : 'completed';
        if (itemStatus !== 'cancelled') {
          sums.net += lineSums.net;
          sums.tax += lineSums.tax;
          sums.payable += lineSums.payable;
        }
        const id = itemId++;
        batch.items.push({
          id,
          order_id: orderId,
          item_id: item.id,
          item_title: item.title,
          item_price: item.price,
          variant_id: variant?.id ?? null,
          variant_title: variant?.title ?? null,
          variant_price: variant?.price ?? null,
          unit_price: price,
          quantity,
          notes: null,
          tax_id: item.taxId,
          tax_title: item.taxTitle,
          tax_rate_bp: item.taxRateBp,
          tax_type: item.taxType,
          net_amount: lineSums.net,
          tax_amount: lineSums.tax,
          payable_amount: lineSums.payable,
          status: itemStatus,
          created_at: placed,
          updated_at: closedAt,
        });
        if (addon) batch.addons.push({ id: addonRowId++, order_item_id: id, addon_id: addon.id, title: addon.title, price: addon.price });
      }

      const snapshot = {
        customer_type: customer ? ('CUSTOMER' as const) : ('WALKIN' as const),
        customer_id: customer?.id ?? null,
        delivery_type: deliveryType,
        table_id: table?.id ?? null,
        table_title: table?.table_title ?? null,
        floor: table?.floor ?? null,
        created_by: seller.id,
        created_by_name: seller.name,
      };
      let paidBy: number | null = null;
      if (status === 'completed' && isPaid) {
        const paymentType = random.pick(paymentTypes);
        paidBy = invoiceId++;
        batch.invoices.push({
          id: paidBy,
          ...snapshot,
          sub_total: sums.net,
          tax_total: sums.tax,
          total: sums.payable,
          payment_type_id: paymentType.id,
          payment_type_title: paymentType.title,
          created_at: paidAt,
          business_date: businessDate(new Date(paidAt), timeZone),
        });
        batch.links.push({ invoice_id: paidBy, order_id: orderId });
      }
      batch.orders.push({
        id: orderId,
        ...snapshot,
        token_no: tokenNo,
        business_date: orderDay,
        customer_name: customer?.name ?? null,
        status,
        payment_status: paidBy === null ? 'unpaid' : 'paid',
        status_kitchen: status === 'cancelled' ? 'notstarted' : 'ready',
        sub_total: sums.net,
        tax_total: sums.tax,
        total: sums.payable,
        invoice_id: paidBy,
        created_at: placed,
        updated_at: closedAt,
      });
      orderId += 1;
      if (batch.orders.length >= batchSize) await flush();
    }
  }
  if (batch.orders.length > 0) await flush();

  // The daily token counters continue after the seeded tokens, so the next real order of a seeded day gets the next one.
  const counters = [...lastToken].filter(([day]) => day >= firstDay).map(([business_date, last_token]) => ({ business_date, last_token }));
  for (let start = 0; start < counters.length; start += 500) {
    await db
      .insertInto('daily_token_counters')
      .values(counters.slice(start, start + 500))
      .onConflict((conflict) => conflict.column('business_date').doUpdateSet((eb) => ({ last_token: eb.ref('excluded.last_token') })))
      .execute();
  }
  if (dialect === 'postgres') {
    // Explicit ids do not move PostgreSQL's identity sequences: the next real insert must not reuse one.
    for (const table of ['customers', 'orders', 'order_items', 'order_item_addons', 'invoices']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
    }
    // Fresh planner statistics after a bulk load (autovacuum would get there, later). SQLite is left as a
    // production file is (never ANALYZEd), so the figures are the ones a store would see.
    await sql`analyze`.execute(db);
  }

  return {
    orders: totals.orders,
    items: totals.items,
    invoices: totals.invoices,
    customers: customers.length,
    from: firstDay,
    to: today,
    ms: performance.now() - started,
  };
}

function numberArgument(name: string, fallback: number): number {
  const prefix = `--${name}=`;
  const value = process.argv.find((argument) => argument.startsWith(prefix))?.slice(prefix.length);
  const number = value === undefined ? fallback : Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`--${name} must be a positive number`);
  return number;
}

async function main(): Promise<void> {
  const orders = Math.round(numberArgument('orders', 100_000));
  const months = numberArgument('months', 6);
  const handle = openDatabase(process.env.DATABASE_URL);
  try {
    console.log(`Seeding ${orders.toLocaleString('en-US')} orders over ${months} months into ${handle.description}`);
    await migrateToLatest(handle);
    await initializeStore(handle.db, { seedDemo: process.env.SEED_DEMO?.trim() !== '0', now: new Date() });
    const result = await seedVolume(handle.db, handle.dialect, { orders, months, log: (line) => console.log(line) });
    console.log(
      `Done: ${result.orders.toLocaleString('en-US')} orders, ${result.items.toLocaleString('en-US')} lines, ` +
        `${result.invoices.toLocaleString('en-US')} invoices, ${result.customers.toLocaleString('en-US')} customers ` +
        `(${result.from} → ${result.to}) in ${(result.ms / 1000).toFixed(1)} s`,
    );
  } finally {
    await handle.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
