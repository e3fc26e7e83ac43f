// Writing a placed order (spec 7 create-order and create-order-and-invoice): the rows are built once by the
// service; this module writes them, all or nothing. SQLite runs the steps as statements in one grouped
// transaction (server/db/groupCommit.ts); PostgreSQL runs the same steps in one call of brigade_place_order
// (migration 2026112520_place_order_function), so the day's token row is locked for one statement, not four
// round trips.
import { type Insertable, sql } from 'kysely';
import { type Db, isPostgres } from '../client';
import { runWriteTransaction } from '../groupCommit';
import type {
  IdempotencyKeyRow,
  InvoicesTable,
  OrderItemAddonsTable,
  OrderItemModifiersTable,
  OrderItemsTable,
  OrdersTable,
} from '../schema';
import { insertOrderItemModifiers } from './modifiers.repository';
import { type StockEntry, takeStock } from './stock.repository';
import { type IdempotencyKeyClaim, claimOrFindIdempotencyKey, saveIdempotentResponse } from './idempotency.repository';
import { insertInvoice, insertInvoiceOrders } from './invoices.repository';
import { insertOrder, insertOrderItemAddons, insertOrderItems } from './orders.repository';
import { nextDailyToken } from './tokens.repository';

/** Everything an order writes but the ids and the token, which the write assigns. */
export interface PlacedOrderRows {
  claim: (IdempotencyKeyClaim & { createdAt: string }) | null;
  invoice: Insertable<InvoicesTable> | null;
  order: Omit<Insertable<OrdersTable>, 'token_no' | 'invoice_id'> & { business_date: string };
  lines: {
    row: Omit<Insertable<OrderItemsTable>, 'order_id'>;
    addons: Omit<Insertable<OrderItemAddonsTable>, 'order_item_id'>[];
    modifiers: Omit<Insertable<OrderItemModifiersTable>, 'order_item_id'>[];
    /** The counted items and choices the line takes units of (none when nothing it uses is counted). */
    stock: StockEntry[];
  }[];
  /** The answer's message; the stored answer is { message, tokenNo, orderId }. */
  message: string;
}

/** The new order, or the row of an earlier request that holds the same Idempotency-Key (nothing written). */
export type PlacedOrderWrite = { orderId: number; tokenNo: number } | { replay: IdempotencyKeyRow };

/** More writes of the new order in its transaction (its kitchen tickets); never run for a replay. */
export type AfterOrderWrite = (trx: Db, written: { orderId: number; tokenNo: number }) => Promise<unknown>;

/**
 * Writes the order (claiming its key first), or answers the stored row of the key's earlier request. With
 * `afterWrite`, PostgreSQL's one statement runs in a transaction with those writes (only stores that print need it).
 */
export function writePlacedOrder(db: Db, rows: PlacedOrderRows, afterWrite?: AfterOrderWrite): Promise<PlacedOrderWrite> {
  const then = async (trx: Db, written: PlacedOrderWrite): Promise<PlacedOrderWrite> => {
    if (afterWrite && !('replay' in written)) await afterWrite(trx, written);
    return written;
  };
  if (!isPostgres(db)) return runWriteTransaction(db, async (trx) => then(trx, await writeSteps(trx, rows)));
  if (!afterWrite) return writeInOneStatement(db, rows);
  return db.transaction().execute(async (trx) => then(trx, await writeInOneStatement(trx, rows)));
}

async function writeSteps(trx: Db, rows: PlacedOrderRows): Promise<PlacedOrderWrite> {
  const { claim } = rows;
  const stored = claim ? await claimOrFindIdempotencyKey(trx, claim, claim.createdAt) : null;
  if (stored) return { replay: stored };
  for (const entry of rows.lines.flatMap((line) => line.stock)) if (!(await takeStock(trx, entry))) throw new OutOfStockError(entry.name);
  const tokenNo = await nextDailyToken(trx, rows.order.business_date);
  const invoiceId = rows.invoice ? await insertInvoice(trx, rows.invoice) : null;
  const orderId = await insertOrder(trx, { ...rows.order, token_no: tokenNo, invoice_id: invoiceId });
  const lineIds = await insertOrderItems(
    trx,
    rows.lines.map((line) => ({ ...line.row, order_id: orderId })),
  );
  await insertOrderItemAddons(
    trx,
    rows.lines.flatMap((line, index) => line.addons.map((addon) => ({ ...addon, order_item_id: lineIds[index] as number }))),
  );
  await insertOrderItemModifiers(
    trx,
    rows.lines.flatMap((line, index) => line.modifiers.map((modifier) => ({ ...modifier, order_item_id: lineIds[index] as number }))),
  );
  if (invoiceId !== null) await insertInvoiceOrders(trx, invoiceId, [orderId]);
  if (claim) await saveIdempotentResponse(trx, claim, 200, JSON.stringify({ message: rows.message, tokenNo, orderId }));
  return { orderId, tokenNo };
}

/** An item or choice the order takes units of was out or short when written: nothing was written. */
export class OutOfStockError extends Error {
  constructor(readonly itemName: string) {
    super(`out of stock: ${itemName}`);
  }
}

/** The function's refusal of a counted row (SQLSTATE P0086, its message the row's name). */
function isOutOfStock(error: unknown): error is { message: string } {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'P0086' && 'message' in error;
}

/** One statement, committed on its own, or with the tickets of the order in one transaction (writePlacedOrder). */
async function writeInOneStatement(db: Db, rows: PlacedOrderRows): Promise<PlacedOrderWrite> {
  const { claim } = rows;
  const claimRow = claim
    ? { user_id: claim.userId, key: claim.key, route: claim.route, request_hash: claim.requestHash, created_at: claim.createdAt }
    : null;
  const { rows: answer } = await sql<{ result: PlacedOrderWrite }>`select brigade_place_order(
      ${json(claimRow)}::jsonb, ${json(rows.invoice)}::jsonb, ${json(rows.order)}::jsonb, ${json(rows.lines)}::jsonb,
      ${rows.message}) as result`
    .execute(db)
    .catch((error: unknown) => {
      throw isOutOfStock(error) ? new OutOfStockError(error.message) : error;
    });
  const result = answer[0]?.result;
  if (!result) throw new Error('brigade_place_order answered nothing');
  return result;
}

/** A JSON parameter; SQL NULL for null. */
function json(value: unknown): string | null {
  return value === null ? null : JSON.stringify(value);
}
