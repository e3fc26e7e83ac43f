// Spec 7 POST /pos/create-order (and, through placeOrderAndInvoice, create-order-and-invoice); issue 4.
// One transaction: idempotency key → reprice and check every reference → (invoice) → order → items with
// snapshots → chosen addons → daily token → stored answer. Nothing is written unless all of it is.
// After commit the realtime layer emits new_order to the orders, kitchen and display rooms.
import { randomInt } from 'node:crypto';
import { type CreateOrderBody, type CreateOrderResponse, POS_MESSAGES } from '../../shared/contract/pos';
import type { Db } from '../db/client';
import { insertInvoice, insertInvoiceOrders } from '../db/repositories/invoices.repository';
import {
  findPaymentTypeRow,
  findStoreTableRow,
  insertOrder,
  insertOrderItems,
  setOrderToken,
  insertOrderItemAddons,
} from '../db/repositories/orders.repository';
import { findStoreSettings } from '../db/repositories/settings.repository';
import { nextDailyToken } from '../db/repositories/tokens.repository';
import type { CustomerRow, PaymentTypeRow, UserRow } from '../db/schema';
import { conflict, validationFailed } from '../errors';
import { businessDate } from './businessDay';
import { type ServiceContext, inTransaction } from './context';
import { findCustomerRow } from './findCustomer';
import { type IdempotencyKeyClaim, type StoredAnswer, claimKeyOrReplay, recordAnswer } from './idempotency';
import { type PricedCart, repriceCart } from './repriceCart';

/** Client totals in minor units (create-order-and-invoice) and the payment type chosen. */
export interface OrderPayment {
  paymentTypeId: number;
  netTotal: number;
  taxTotal: number;
  total: number;
}

export interface PlaceOrderInput {
  user: Pick<UserRow, 'id' | 'name'>;
  order: CreateOrderBody;
  /** null for a key-less request. */
  idempotency: IdempotencyKeyClaim | null;
}

export interface OrderAnswer {
  statusCode: number;
  body: CreateOrderResponse;
  /** True when this is the stored answer of an earlier request with the same Idempotency-Key. */
  isReplay: boolean;
}

export function placeOrder(ctx: ServiceContext, input: PlaceOrderInput): Promise<OrderAnswer> {
  return writeOrder(ctx, input, null);
}

/** Shared by create-order and create-order-and-invoice; `payment` adds the invoice and the totals check. */
export async function writeOrder(ctx: ServiceContext, input: PlaceOrderInput, payment: OrderPayment | null): Promise<OrderAnswer> {
  const now = ctx.now();
  const createdAt = now.toISOString();
  const { order, user, idempotency } = input;
  try {
    return await inTransaction(ctx, async (trx, emit): Promise<OrderAnswer> => {
      if (idempotency) {
        const replay = await claimKeyOrReplay(trx, idempotency, createdAt);
        if (replay) return replayAnswer(replay);
      }

      const priced = await repriceCart(trx, order.cart);
      const table = order.tableId === null ? null : ((await findStoreTableRow(trx, order.tableId)) ?? null);
      if (order.tableId !== null && !table) throw validationFailed(POS_MESSAGES.tableNotFound);
      const customer = await resolveCustomer(trx, order);
      const paymentType = payment ? await checkPayment(trx, payment, priced) : null;
      if (!payment) checkExpectedTotals(order, priced);

      const store = await findStoreSettings(trx);
      const day = businessDate(now, store?.time_zone ?? 'UTC');
      const customerType = customer ? 'CUSTOMER' : 'WALKIN';
      const snapshot = {
        customer_type: customerType,
        customer_id: customer?.id ?? null,
        delivery_type: order.deliveryType,
        table_id: table?.id ?? null,
        table_title: table?.table_title ?? null,
        floor: table?.floor ?? null,
        created_by: user.id,
        created_by_name: user.name,
        created_at: createdAt,
      } as const;
      const totals = { sub_total: priced.totals.itemsTotal, tax_total: priced.totals.taxTotal, total: priced.totals.payableTotal };

      const invoiceId = paymentType
        ? await insertInvoice(trx, {
            ...snapshot,
            ...totals,
            payment_type_id: paymentType.id,
            payment_type_title: paymentType.title,
            business_date: day,
          })
        : null;
      const orderId = await insertOrder(trx, {
        ...snapshot,
        ...totals,
        token_no: provisionalToken(),
        business_date: day,
        customer_name: customer?.name ?? null,
        status: 'created',
        payment_status: paymentType ? 'paid' : 'unpaid',
        status_kitchen: 'notstarted',
        invoice_id: invoiceId,
        updated_at: createdAt,
      });
      await insertLines(trx, orderId, priced, createdAt);
      if (invoiceId !== null) await insertInvoiceOrders(trx, invoiceId, [orderId]);
      // The token last: the day's counter row stays locked until COMMIT, so concurrent orders wait only
      // for this and the few statements after it (PostgreSQL), not for the whole order's inserts.
      const tokenNo = await nextDailyToken(trx, day);
      await setOrderToken(trx, orderId, tokenNo);

      const body: CreateOrderResponse = {
        message: paymentType ? POS_MESSAGES.orderCreatedAndPaid : POS_MESSAGES.orderCreated,
        tokenNo,
        orderId,
      };
      if (idempotency) await recordAnswer(trx, idempotency, { statusCode: 200, body });
      emit({ type: 'order.placed', orderId, tokenNo });
      return { statusCode: 200, body, isReplay: false };
    });
  } catch (error) {
    // A table, item or payment type deleted between the checks and the insert (PostgreSQL): the menu
    // moved under the cashier, nothing was written, a retry re-checks everything.
    if (isForeignKeyViolation(error)) throw conflict(POS_MESSAGES.totalsChanged);
    throw error;
  }
}

/**
 * The order's token until the real one is set in the same transaction: negative (real tokens start at 1),
 * random so that two orders in flight hardly ever hold the same one; if they do, PostgreSQL's unique
 * check makes the second wait for the first's COMMIT, by which time the first holds its real token.
 */
function provisionalToken(): number {
  return -1 - randomInt(2 ** 31 - 2);
}

function replayAnswer(stored: StoredAnswer): OrderAnswer {
  return { statusCode: stored.statusCode, body: stored.body as CreateOrderResponse, isReplay: true };
}

/**
 * The order's customer: a given customerId (object, phone or id) must name an existing customer, and
 * the order is then CUSTOMER; without one it is WALKIN. customerType CUSTOMER without a customer is refused.
 */
async function resolveCustomer(trx: Db, order: CreateOrderBody): Promise<CustomerRow | null> {
  if (order.customerId === null) {
    if (order.customerType === 'CUSTOMER') throw validationFailed(POS_MESSAGES.customerNotFound);
    return null;
  }
  const customer = await findCustomerRow(trx, order.customerId);
  if (!customer) throw validationFailed(POS_MESSAGES.customerNotFound);
  return customer;
}

/** An existing, active payment type; then the client's totals must be the server's, to the cent. */
async function checkPayment(trx: Db, payment: OrderPayment, priced: PricedCart): Promise<PaymentTypeRow> {
  const paymentType = await findPaymentTypeRow(trx, payment.paymentTypeId);
  if (!paymentType || paymentType.is_active !== 1) throw validationFailed(POS_MESSAGES.paymentTypeUnavailable);
  const { itemsTotal, taxTotal, payableTotal } = priced.totals;
  if (payment.netTotal !== itemsTotal || payment.taxTotal !== taxTotal || payment.total !== payableTotal) {
    throw conflict(POS_MESSAGES.totalsChanged);
  }
  return paymentType;
}

/** The lines in one statement and their addons in another: fewer round trips while the token row is locked. */
/** create-order with the totals the cashier saw (issue 10): the server's own prices must give the same, to the cent. */
function checkExpectedTotals(order: CreateOrderBody, priced: PricedCart): void {
  const expected = order.expectedTotals;
  if (!expected) return;
  const { itemsTotal, taxTotal, payableTotal } = priced.totals;
  if (expected.netTotal !== itemsTotal || expected.taxTotal !== taxTotal || expected.total !== payableTotal) {
    throw conflict(POS_MESSAGES.totalsChanged);
  }
}

async function insertLines(trx: Db, orderId: number, priced: PricedCart, createdAt: string): Promise<void> {
  const orderItemIds = await insertOrderItems(
    trx,
    priced.lines.map((line) => ({
      order_id: orderId,
      item_id: line.item.id,
      item_title: line.item.title,
      item_price: line.item.price,
      variant_id: line.variant?.id ?? null,
      variant_title: line.variant?.title ?? null,
      variant_price: line.variant?.price ?? null,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      notes: line.notes,
      tax_id: line.item.tax_id,
      tax_title: line.item.tax_title,
      tax_rate_bp: line.item.tax_rate_bp,
      tax_type: line.item.tax_type,
      net_amount: line.totals.net,
      tax_amount: line.totals.tax,
      payable_amount: line.totals.payable,
      status: 'created' as const,
      created_at: createdAt,
      updated_at: createdAt,
    })),
  );
  const addonRows = priced.lines.flatMap((line, index) =>
    line.addons.map((addon) => ({
      order_item_id: orderItemIds[index] as number,
      addon_id: addon.id,
      title: addon.title,
      price: addon.price,
    })),
  );
  await insertOrderItemAddons(trx, addonRows);
}

/** SQLite `SQLITE_CONSTRAINT_FOREIGNKEY`, PostgreSQL SQLSTATE 23503. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || error.code === '23503';
}
