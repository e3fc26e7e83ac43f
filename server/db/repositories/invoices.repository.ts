// All SQL about invoices (spec 3 Invoice): the invoice row and the orders it pays; the period's list (by the
// payment's business day), search, one invoice, the orders of invoices for printing, and an invoice locked while it
// is refunded with the lines it paid.
import type { Insertable } from 'kysely';
import { type Db, isPostgres } from '../client';
import type { InvoiceRow, InvoicesTable, OrderItemRow, OrderRow, SplitMode } from '../schema';
import { containsText } from './textSearch';

export async function insertInvoice(db: Db, row: Insertable<InvoicesTable>): Promise<number> {
  const { id } = await db.insertInto('invoices').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertInvoiceOrders(db: Db, invoiceId: number, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .insertInto('invoice_orders')
    .values(orderIds.map((orderId) => ({ invoice_id: invoiceId, order_id: orderId })))
    .execute();
}

// --- Reading invoices ------------------------------------------------------------------------

/** An invoice with its customer's current name, phone and email (null when walk-in or deleted). */
export interface InvoiceListRow extends InvoiceRow {
  customer_name: string | null;
  customer_phone: string | null;
  customer_email: string | null;
}

/** One paid order of an invoice: its id, token and the customer name it was placed under (a snapshot). */
export interface InvoiceOrderRef {
  invoice_id: number;
  order_id: number;
  token_no: number;
  customer_name: string | null;
}

/** The check of a split bill an invoice paid: 'Check 1 of 2' (by items) or 'Share 1 of 2' (evenly, by amount). */
export interface InvoiceCheckRef {
  invoice_id: number;
  position: number;
  check_count: number;
  mode: SplitMode;
}

export interface InvoicesWithOrders {
  invoices: InvoiceListRow[];
  orders: InvoiceOrderRef[];
  /** The invoices among them that paid a check of a split bill. */
  checks: InvoiceCheckRef[];
}

/** Inclusive business dates (YYYY-MM-DD in the store's zone). */
export interface BusinessDays {
  from: string;
  to: string;
}

function selectInvoices(db: Db) {
  return db
    .selectFrom('invoices')
    .leftJoin('customers', 'customers.id', 'invoices.customer_id')
    .selectAll('invoices')
    .select(['customers.name as customer_name', 'customers.phone as customer_phone', 'customers.email as customer_email']);
}

/**
 * The orders each paid check's invoice paid: a share (evenly, by amount) the whole bill's orders; a check by
 * items only the orders its own lines are on.
 */
function selectCheckOrderRefs(db: Db) {
  return db
    .selectFrom('checks')
    .innerJoin('bills', 'bills.id', 'checks.bill_id')
    .innerJoin('bill_orders', 'bill_orders.bill_id', 'checks.bill_id')
    .innerJoin('orders', 'orders.id', 'bill_orders.order_id')
    .select(['orders.id as order_id', 'orders.token_no', 'orders.customer_name'])
    .select((eb) => eb.ref('checks.invoice_id').$notNull().as('invoice_id'))
    .where('checks.invoice_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('bills.mode', '<>', 'items'),
        eb.exists(
          eb
            .selectFrom('check_lines')
            .innerJoin('order_items', 'order_items.id', 'check_lines.order_item_id')
            .select('check_lines.check_id')
            .whereRef('check_lines.check_id', '=', 'checks.id')
            .whereRef('order_items.order_id', '=', 'orders.id'),
        ),
      ]),
    );
}

/**
 * The invoice_orders refs, except for a check's invoice, whose refs are its check's (the check that settles a bill
 * is linked to all the bill's orders, for the reports, but paid only its own part), by order id within an invoice.
 */
function withCheckOrders(orders: InvoiceOrderRef[], checkOrders: InvoiceOrderRef[]): InvoiceOrderRef[] {
  if (checkOrders.length === 0) return orders;
  const checkInvoices = new Set(checkOrders.map((ref) => ref.invoice_id));
  const merged = [...orders.filter((ref) => !checkInvoices.has(ref.invoice_id)), ...checkOrders];
  return merged.sort((a, b) => a.order_id - b.order_id);
}

/** The checks these invoices paid (invoices of whole orders are absent). */
async function checksOfInvoices(db: Db, ids: readonly number[]): Promise<InvoiceCheckRef[]> {
  const rows = await db
    .selectFrom('checks')
    .innerJoin('bills', 'bills.id', 'checks.bill_id')
    .select(['checks.position', 'bills.mode'])
    .select((eb) => [
      eb.ref('checks.invoice_id').$notNull().as('invoice_id'),
      eb
        .selectFrom('checks as siblings')
        .select((count) => count.fn.countAll<number>().as('count'))
        .whereRef('siblings.bill_id', '=', 'checks.bill_id')
        .as('check_count'),
    ])
    .where('checks.invoice_id', 'in', [...ids])
    .execute();
  // A scalar subquery is typed as nullable; a count always has a row.
  return rows.map((row) => ({ ...row, check_count: row.check_count ?? 0 }));
}

function selectOrderRefs(db: Db) {
  return db
    .selectFrom('invoice_orders')
    .innerJoin('orders', 'orders.id', 'invoice_orders.order_id')
    .select(['invoice_orders.invoice_id', 'orders.id as order_id', 'orders.token_no', 'orders.customer_name']);
}

/**
 * Invoices per page of a period: small enough that reading and writing out one never holds the event loop long.
 * @internal Exported for tests: the paging tests fill pages of this size.
 */
export const INVOICE_PAGE_SIZE = 1_000;

/**
 * The invoices paid on these business days, newest first, with their orders, a page at a time. Each page walks
 * invoices_business_date_idx from where the last one ended (business date, time, then id: ties in time included),
 * so a year of invoices (about 110,000 at 300 a day) is read as many short queries, never as one that holds the
 * server for a second (SQLite reads synchronously). The services take turns between pages (server/infrastructure/inTurns.ts).
 */
export async function* pagesOfInvoicesOfDays(db: Db, days: BusinessDays, pageSize = INVOICE_PAGE_SIZE): AsyncGenerator<InvoicesWithOrders> {
  let last: InvoiceListRow | undefined;
  for (;;) {
    const after = last;
    const invoices = await selectInvoices(db)
      .where('invoices.business_date', '>=', days.from)
      .where('invoices.business_date', '<=', days.to)
      .$if(after !== undefined, (query) =>
        query.where((eb) =>
          eb(
            eb.refTuple('invoices.business_date', 'invoices.created_at', 'invoices.id'),
            '<',
            eb.tuple(after?.business_date ?? '', after?.created_at ?? '', after?.id ?? 0),
          ),
        ),
      )
      .orderBy('invoices.business_date', 'desc')
      .orderBy('invoices.created_at', 'desc')
      .orderBy('invoices.id', 'desc')
      .limit(pageSize)
      .execute();
    if (invoices.length === 0) return;
    const ids = invoices.map((invoice) => invoice.id);
    yield { invoices, orders: await ordersOfInvoices(db, ids), checks: await checksOfInvoices(db, ids) };
    if (invoices.length < pageSize) return;
    last = invoices.at(-1);
  }
}

/** The orders these invoices paid (split checks' included), by order id. At most a page of ids is bound. */
async function ordersOfInvoices(db: Db, ids: readonly number[]): Promise<InvoiceOrderRef[]> {
  const orders = await selectOrderRefs(db)
    .where('invoice_orders.invoice_id', 'in', [...ids])
    .orderBy('orders.id')
    .execute();
  // The checks of a split bill paid a part of its orders (only the settling one is linked above).
  const checkOrders = await selectCheckOrderRefs(db)
    .where('checks.invoice_id', 'in', [...ids])
    .execute();
  return withCheckOrders(orders, checkOrders);
}

/** The invoices with these ids (unknown ids are absent) and their orders. */
export async function findInvoicesByIds(db: Db, ids: readonly number[]): Promise<InvoicesWithOrders> {
  if (ids.length === 0) return { invoices: [], orders: [], checks: [] };
  const invoices = await selectInvoices(db)
    .where('invoices.id', 'in', [...ids])
    .orderBy('invoices.created_at', 'desc')
    .orderBy('invoices.id', 'desc')
    .execute();
  return { invoices, orders: await ordersOfInvoices(db, ids), checks: await checksOfInvoices(db, ids) };
}

/**
 * Ids of the newest invoices matching the text (at most `limit`): the invoice id or an order token when the
 * text is a number; the customer's name or phone (current, or the name the order was placed under when the
 * customer was deleted); the table title. Case-insensitive "contains", parameterised (textSearch.ts).
 */
export async function searchInvoiceIds(db: Db, text: string, limit: number): Promise<number[]> {
  const number = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const phone = text.replace(/\s+/g, '');
  const rows = await db
    .selectFrom('invoices')
    .leftJoin('customers', 'customers.id', 'invoices.customer_id')
    .select('invoices.id')
    .where((eb) =>
      eb.or([
        ...(number === null
          ? []
          : [
              eb('invoices.id', '=', number),
              eb.exists(
                eb
                  .selectFrom('invoice_orders')
                  .innerJoin('orders', 'orders.id', 'invoice_orders.order_id')
                  .select('orders.id')
                  .whereRef('invoice_orders.invoice_id', '=', 'invoices.id')
                  .where('orders.token_no', '=', number),
              ),
              // A check paid before its bill was settled is linked to its orders through its bill only.
              eb.exists(
                eb
                  .selectFrom('checks')
                  .innerJoin('bill_orders', 'bill_orders.bill_id', 'checks.bill_id')
                  .innerJoin('orders', 'orders.id', 'bill_orders.order_id')
                  .select('orders.id')
                  .whereRef('checks.invoice_id', '=', 'invoices.id')
                  .where('orders.token_no', '=', number),
              ),
            ]),
        containsText('customers.name', text),
        ...(phone ? [containsText('customers.phone', phone)] : []),
        containsText('invoices.table_title', text),
        eb.exists(
          eb
            .selectFrom('invoice_orders')
            .innerJoin('orders', 'orders.id', 'invoice_orders.order_id')
            .select('orders.id')
            .whereRef('invoice_orders.invoice_id', '=', 'invoices.id')
            .where(containsText('orders.customer_name', text)),
        ),
      ]),
    )
    .orderBy('invoices.created_at', 'desc')
    .orderBy('invoices.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The orders with these ids that an invoice paid (open or unpaid orders are absent), by id. */
export function findInvoicedOrders(db: Db, orderIds: readonly number[]): Promise<OrderRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', 'in', [...orderIds])
    .where('invoice_id', 'is not', null)
    .orderBy('id')
    .execute();
}

/** The orders one invoice paid, by id. */
export function findOrdersOfInvoice(db: Db, invoiceId: number): Promise<OrderRow[]> {
  return selectOrders(db)
    .innerJoin('invoice_orders', 'invoice_orders.order_id', 'orders.id')
    .where('invoice_orders.invoice_id', '=', invoiceId)
    .execute();
}

/** The orders of a split bill, by id. */
export function findOrdersOfBill(db: Db, billId: number): Promise<OrderRow[]> {
  return selectOrders(db).innerJoin('bill_orders', 'bill_orders.order_id', 'orders.id').where('bill_orders.bill_id', '=', billId).execute();
}

/** Whole order rows by id, for the caller to join to the links that name them. */
function selectOrders(db: Db) {
  return db.selectFrom('orders').selectAll('orders').orderBy('orders.id');
}

export function findInvoiceRow(db: Db, id: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The invoice, locked until the caller's transaction ends (two refunds of one invoice run one after the other). */
export function lockInvoice(db: Db, id: number): Promise<InvoiceRow | undefined> {
  const query = db.selectFrom('invoices').selectAll().where('id', '=', id);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

/** The charged lines of the orders an invoice paid (whole orders: the invoice_orders links), by id. */
export function chargedLinesOfInvoiceOrders(db: Db, invoiceId: number): Promise<OrderItemRow[]> {
  return db
    .selectFrom('order_items')
    .innerJoin('invoice_orders', 'invoice_orders.order_id', 'order_items.order_id')
    .selectAll('order_items')
    .where('invoice_orders.invoice_id', '=', invoiceId)
    .where('order_items.status', '<>', 'cancelled')
    .orderBy('order_items.id')
    .execute();
}
