// Spec 7 POST /pos/create-order (and, through placeOrderAndInvoice, create-order-and-invoice).
// Reprice and check every reference, then write: idempotency key → daily token → (invoice) → order → items
// with snapshots → chosen addons → stored answer, all in one transaction; nothing is written unless all of it
// is (on SQLite in one grouped transaction, on PostgreSQL in one statement; see
// server/db/repositories/orderWrites.repository.ts). After commit the realtime layer emits new_order to the
// orders, kitchen and display rooms.
import { type CreateOrderBody, type CreateOrderResponse, POS_MESSAGES } from '../../shared/contract/pos';
import type { Db } from '../db/client';
import { type AfterOrderWrite, OutOfStockError, type PlacedOrderRows, writePlacedOrder } from '../db/repositories/orderWrites.repository';
import type { StockEntry } from '../db/repositories/stock.repository';
import { STOCK_MESSAGES } from '../../shared/contract/stock';
import { findStoreTableRow } from '../db/repositories/storeTables.repository';
import { invoiceIdOfOrder, loadOrderReferences } from '../db/repositories/orders.repository';
import { findBillingSettings } from '../db/repositories/billing.repository';
import { type ModifierGroupWithChoices, loadItemModifierGroups } from '../db/repositories/modifiers.repository';
import { menuModifiersOf } from '../modifiers/modifierGroups';
import type { CustomerRow, ModifierChoiceRow, PaymentTypeRow, UserRow } from '../db/schema';
import { conflict, validationFailed } from '../errors';
import { businessDate } from '../infrastructure/businessDay';
import { checkClientTotals } from './clientTotals';
import { paymentTypeOfOrder } from '../paymentTypes/defaultPaymentType';
import type { ServiceContext } from '../infrastructure/context';
import { findCustomerRow } from '../customers/findCustomer';
import { adjustmentsOfOrder, serviceChargeOf } from './orderRules';
import { type IdempotencyKeyClaim, type KeyedAnswer, replayOf, unlessReplayed } from '../infrastructure/idempotency';
import { type PricedCart, menuIdsOf, repriceCart } from './repriceCart';
import { totalsColumnsOf } from '../db/billColumns';
import type { BillTotals } from '../../shared/domain/bill/bill';
import { paidWith } from '../../shared/domain/bill/cashRounding';
import { hasKitchenPrinters } from '../db/repositories/printers.repository';
import { cashForDrawer, recordCashInDrawer } from '../drawers/cashInDrawer';
import { queueOrderSent } from '../printers/queueKitchenTickets';
import { findTableServiceSettings, saveCourseFire } from '../db/repositories/tableService.repository';
import { checkSeatsAndCourses, firstCourseOf } from './seatsAndCourses';
import { printsOnReceiptPrinter, queueInvoiceReceipt } from '../printers/queueReceipt';
import { billOfRow } from '../db/billColumns';

/** Client totals in minor units (create-order-and-invoice) and the payment type chosen (null: the store's default). */
export interface OrderPayment {
  paymentTypeId: number | null;
  netTotal: number;
  taxTotal: number;
  total: number;
}

export interface PlaceOrderInput {
  user: Pick<UserRow, 'id' | 'name'>;
  /** The signed-in device (its shared cash drawer); absent for service calls in tests. */
  deviceId?: string | null;
  order: CreateOrderBody;
  /** null for a key-less request. */
  idempotency: IdempotencyKeyClaim | null;
}

export type OrderAnswer = KeyedAnswer<CreateOrderResponse>;

export function placeOrder(ctx: ServiceContext, input: PlaceOrderInput): Promise<OrderAnswer> {
  return writeOrder(ctx, input, null);
}

/** Shared by create-order and create-order-and-invoice; `payment` adds the invoice and the totals check. */
export async function writeOrder(ctx: ServiceContext, input: PlaceOrderInput, payment: OrderPayment | null): Promise<OrderAnswer> {
  const message = payment ? POS_MESSAGES.orderCreatedAndPaid : POS_MESSAGES.orderCreated;
  let outcome;
  // A store without kitchen printers writes exactly as before; one with them queues the tickets in the order's transaction.
  const printing = await hasKitchenPrinters(ctx.db);
  // A paid order's receipt goes to the receipt printer with the order when the store prints receipts there.
  const printsReceipt = payment !== null && (await printsOnReceiptPrinter(ctx.db, 'receipt'));
  let takenStock: StockEntry[] = [];
  try {
    outcome = await unlessReplayed(ctx, input.idempotency, async () => {
      const { rows, firstCourse } = await orderRows(ctx.db, input, payment, ctx.now(), message);
      takenStock = rows.lines.flatMap((line) => line.stock);
      // Cash paid at placement goes into the drawer in the order's transaction (stores with drawers on only).
      const cash = rows.invoice ? await cashForDrawer(ctx.db, rows.invoice) : null;
      const afterWrite: AfterOrderWrite | undefined =
        printing || cash || firstCourse || printsReceipt
          ? async (trx, written) => {
              // The first course goes with the order; later ones are held until fired.
              if (firstCourse)
                await saveCourseFire(trx, { order_id: written.orderId, course: firstCourse, fired_at: rows.order.created_at });
              if (printing) await queueOrderSent(trx, written.orderId, rows.order.created_at);
              const invoiceId = cash || printsReceipt ? await invoiceIdOfOrder(trx, written.orderId) : null;
              if (cash && invoiceId !== null) {
                await recordCashInDrawer(
                  trx,
                  { actor: input.user, deviceId: input.deviceId },
                  { ...cash, invoiceId, now: rows.order.created_at },
                );
              }
              if (printsReceipt && invoiceId !== null && rows.invoice) {
                // Keyed by the invoice as complete-and-pay's: a replayed key or a synced outbox order never gets here twice.
                const paid = billOfRow(rows.invoice);
                await queueInvoiceReceipt(trx, {
                  invoiceId,
                  now: rows.order.created_at,
                  content: {
                    orderIds: [written.orderId],
                    totals: paid,
                    billing: { discountTotal: paid.discountTotal, tip: paid.tipTotal, paid: paid.paidTotal },
                    paymentType: rows.invoice.payment_type_title,
                    tableTitle: rows.invoice.table_title,
                  },
                });
              }
            }
          : undefined;
      return writePlacedOrder(ctx.db, rows, afterWrite);
    });
  } catch (error) {
    // The last portion went to another till first (or it was 86'd meanwhile): nothing was written.
    if (error instanceof OutOfStockError) throw conflict(STOCK_MESSAGES.outOfStock(error.itemName));
    // A table, item or payment type deleted between the checks and the insert: the menu moved under the
    // cashier, nothing was written, a retry re-checks everything.
    if (isForeignKeyViolation(error)) throw conflict(POS_MESSAGES.totalsChanged);
    throw error;
  }
  if ('replay' in outcome) return { isReplay: true, ...outcome.replay };
  const written = outcome.value;
  if ('replay' in written) {
    // A concurrent or earlier request with the key wrote the order; written.replay exists only with a key.
    if (!input.idempotency) throw new Error('a stored answer for a request without an Idempotency-Key');
    return replayOf(written.replay, input.idempotency);
  }
  const body: CreateOrderResponse = { message, tokenNo: written.tokenNo, orderId: written.orderId };
  ctx.events.publish([{ type: 'order.placed', orderId: written.orderId, tokenNo: written.tokenNo }]);
  if (printing || printsReceipt) ctx.events.publish([{ type: 'printers.queued' }]);
  // Counts dropped (and may have turned to 86): the tills and the kitchen read the stock again.
  if (takenStock.length > 0) ctx.events.publish([{ type: 'stock.changed', entries: takenStock.map(({ kind, id }) => ({ kind, id })) }]);
  return { isReplay: false, statusCode: 200, body };
}

/** Reprices the cart, checks every reference and builds the rows to write; refuses with a 4xx. */
async function orderRows(
  db: Db,
  input: PlaceOrderInput,
  payment: OrderPayment | null,
  now: Date,
  message: CreateOrderResponse['message'],
): Promise<{ rows: PlacedOrderRows; firstCourse: string | null }> {
  const createdAt = now.toISOString();
  const { order, user, idempotency } = input;
  const [references, offered] = await Promise.all([
    loadOrderReferences(db, menuIdsOf(order.cart)),
    loadItemModifierGroups(
      db,
      order.cart.map((line) => line.id),
    ),
  ]);
  // The store's service charge as the order gets it (dine-in, enough guests); the order keeps its rate.
  const serviceCharge = serviceChargeOf(await findBillingSettings(db), order);
  const priced = repriceCart(
    references.menu,
    menuModifiersOf(offered.groups, offered.links),
    order.cart,
    adjustmentsOfOrder(serviceCharge),
  );
  const table = order.tableId === null ? null : ((await findStoreTableRow(db, order.tableId)) ?? null);
  if (order.tableId !== null && !table) throw validationFailed(POS_MESSAGES.tableNotFound);
  const tableService = await findTableServiceSettings(db);
  const placed = checkSeatsAndCourses(
    tableService,
    priced.lines.map((line) => ({ title: line.item.title, seat: line.seat, course: line.course })),
    order,
  );
  const firstCourse = firstCourseOf(
    tableService.courses,
    placed.map((line) => line.course),
  );
  const customer = await resolveCustomer(db, order);
  const paid = payment ? await checkPayment(db, payment, priced) : null;
  const paymentType = paid?.paymentType ?? null;
  if (!payment) checkExpectedTotals(order, priced);

  const day = businessDate(now, references.timeZone ?? 'UTC');
  const snapshot = {
    customer_type: customer ? 'CUSTOMER' : 'WALKIN',
    customer_id: customer?.id ?? null,
    delivery_type: order.deliveryType,
    table_id: table?.id ?? null,
    table_title: table?.table_title ?? null,
    floor: table?.floor ?? null,
    created_by: user.id,
    created_by_name: user.name,
    created_at: createdAt,
  } as const;
  // Only the three columns: PostgreSQL's brigade_place_order lists the columns it writes (docs/architecture.md).
  const totals = totalsColumnsOf(priced.totals);
  const rows: PlacedOrderRows = {
    claim: idempotency ? { ...idempotency, createdAt } : null,
    invoice: paymentType
      ? {
          ...snapshot,
          // What the tender paid: the order's bill and the payment type's rounding.
          ...totalsColumnsOf(paid?.bill ?? priced.totals),
          rounding_total: paid?.bill.roundingTotal ?? 0,
          payment_type_id: paymentType.id,
          payment_type_title: paymentType.title,
          business_date: day,
        }
      : null,
    order: {
      ...snapshot,
      ...totals,
      ...serviceCharge,
      guests: order.guests,
      business_date: day,
      customer_name: customer?.name ?? null,
      status: 'created',
      payment_status: paymentType ? 'paid' : 'unpaid',
      status_kitchen: 'notstarted',
      updated_at: createdAt,
    },
    lines: lineRows(priced, placed, new Set(firstCourse === null ? [] : [firstCourse]), createdAt, stockOfChoices(offered.groups)),
    message,
  };
  return { rows, firstCourse };
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

/**
 * An existing, active payment type; then the client's totals must be the server's (a tax split within rounding aside),
 * the payable rounded to the type's step (cash to 0.05): the bill the invoice keeps.
 */
async function checkPayment(
  trx: Db,
  payment: OrderPayment,
  priced: PricedCart,
): Promise<{ paymentType: PaymentTypeRow; bill: BillTotals }> {
  const paymentType = await paymentTypeOfOrder(trx, payment.paymentTypeId);
  if (!paymentType && payment.paymentTypeId === null) throw validationFailed(POS_MESSAGES.paymentTypeRequired);
  if (!paymentType || paymentType.is_active !== 1) throw validationFailed(POS_MESSAGES.paymentTypeUnavailable);
  const bill = paidWith(priced.totals, paymentType.rounding_step);
  checkClientTotals(payment, priced, POS_MESSAGES.totalsChanged, bill);
  return { paymentType, bill };
}

/** create-order with the totals the cashier saw: the server's own prices must give the same (a tax split within rounding aside). */
function checkExpectedTotals(order: CreateOrderBody, priced: PricedCart): void {
  if (!order.expectedTotals) return;
  const { netTotal, taxTotal, total } = order.expectedTotals;
  // The contract schema refuses empty totals already; the types just cannot say so.
  if (netTotal === null || taxTotal === null || total === null) throw new Error('expectedTotals without a figure');
  checkClientTotals({ netTotal, taxTotal, total }, priced, POS_MESSAGES.totalsChanged);
}

/** Each choice's name and stock, by id. */
export function stockOfChoices(groups: readonly ModifierGroupWithChoices[]): Map<number, ModifierChoiceRow> {
  return new Map(groups.flatMap((group) => group.choices).map((choice) => [choice.id, choice]));
}

/**
 * What a line takes of counted items and choices; an item or choice that is out (86) refuses the order with its name
 * (409). Whether the units are still there is decided by the write itself (takeStock), for two tills at once.
 */
function stockOfLine(line: PricedCart['lines'][number], choices: ReadonlyMap<number, ModifierChoiceRow>): StockEntry[] {
  const rows = [
    { kind: 'item' as const, id: line.item.id, name: line.item.title, row: line.item },
    ...line.modifiers.flatMap((modifier) => {
      const row = choices.get(modifier.choiceId);
      return row ? [{ kind: 'choice' as const, id: row.id, name: row.name, row }] : [];
    }),
  ];
  for (const { name, row } of rows) if (row.is_out === 1) throw conflict(STOCK_MESSAGES.outOfStock(name));
  return rows.flatMap(({ kind, id, name, row }) => (row.stock_count === null ? [] : [{ kind, id, name, quantity: line.quantity }]));
}

export function lineRows(
  priced: PricedCart,
  placed: readonly { seat: number | null; course: string | null }[],
  firesAtOnce: ReadonlySet<string>,
  createdAt: string,
  choices: ReadonlyMap<number, ModifierChoiceRow>,
): PlacedOrderRows['lines'] {
  return priced.lines.map((line, index) => ({
    row: {
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
      seat: placed[index]?.seat ?? null,
      course: placed[index]?.course ?? null,
      // The course that goes now starts now; later courses are held (a line of no course is never held).
      course_fired_at: placed[index]?.course && firesAtOnce.has(placed[index].course) ? createdAt : null,
    },
    addons: line.addons.map((addon) => ({ addon_id: addon.id, title: addon.title, price: addon.price })),
    modifiers: line.modifiers.map((modifier, position) => ({
      choice_id: modifier.choiceId,
      group_name: modifier.groupName,
      name: modifier.name,
      kind: modifier.kind,
      price_change: modifier.priceChange,
      position,
    })),
    stock: stockOfLine(line, choices),
  }));
}

/** SQLite `SQLITE_CONSTRAINT_FOREIGNKEY`, PostgreSQL SQLSTATE 23503. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || error.code === '23503';
}
