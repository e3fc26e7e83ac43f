// POST /orders/{id}/add-items: a later round of lines on an open, unpaid order. The lines are checked, priced and
// counted exactly as create-order's cart (repriceCart, the modifier rules, 86 and stock counts taken in the write),
// then the order's discounts are shared again and its bill rebuilt with the charges it keeps (reapplyDiscounts).
// The kitchen gets the round back: the screens that bumped the ticket and get new lines show it again (the lines
// marked NEW until bumped) and each kitchen printer with new lines prints an ADD ticket of them alone. One
// transaction under the Idempotency-Key; an audit-trail entry; order_update after commit.
import { type AddItemsBody, type AddItemsResponse } from '../../shared/contract/orders';
import { STOCK_MESSAGES } from '../../shared/contract/stock';
import { ROUND_MESSAGES } from '../../shared/domain/orderRounds';
import { formatAmount, minorUnits } from '../../shared/domain/money/money';
import { type Db } from '../db/client';
import { EXPO_STATION_ID, loadRoutedLines, setOrderKitchenStatus } from '../db/repositories/kitchen.repository';
import { loadItemModifierGroups, insertOrderItemModifiers } from '../db/repositories/modifiers.repository';
import { insertOrderItemAddons, insertOrderItems, loadOrderReferences, updateOrders } from '../db/repositories/orders.repository';
import { deleteBumpsOf, nextRoundOf } from '../db/repositories/orderRounds.repository';
import { takeStock } from '../db/repositories/stock.repository';
import { findTableServiceSettings, coursesOfOrderLines, saveCourseFire } from '../db/repositories/tableService.repository';
import type { OrderRow } from '../db/schema';
import { conflict } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { type IdempotencyKeyClaim, type KeyedAnswer, withIdempotency } from '../infrastructure/idempotency';
import { type ActingUser, actorOf, recordActivity } from '../activity/recordActivity';
import { reapplyDiscounts } from '../billing/discountRules';
import { menuModifiersOf } from '../modifiers/modifierGroups';
import { queueKitchenTickets } from '../printers/queueKitchenTickets';
import { lineRows, stockOfChoices } from './placeOrder';
import { checkSeatsAndCourses, coursesFiredWithRound } from './seatsAndCourses';
import { menuIdsOf, repriceCart } from './repriceCart';
import { lockChangeableOrder } from './sentOrderRules';

export interface AddOrderItemsInput {
  orderId: number;
  body: AddItemsBody;
  actor: ActingUser;
  idempotency: IdempotencyKeyClaim | null;
}

export function addOrderItems(ctx: ServiceContext, input: AddOrderItemsInput): Promise<KeyedAnswer<AddItemsResponse>> {
  const now = isoNow(ctx);
  return inTransaction(ctx, (trx, emit) =>
    withIdempotency(trx, input.idempotency, now, async () => {
      const order = await lockChangeableOrder(trx, input.orderId);
      const { cart } = input.body;
      const references = await loadOrderReferences(trx, menuIdsOf(cart));
      const offered = await loadItemModifierGroups(
        trx,
        cart.map((line) => line.id),
      );
      // Priced alone, then the whole order's bill again below (its kept charges, its discounts over every line).
      const priced = repriceCart(references.menu, menuModifiersOf(offered.groups, offered.links), cart);
      const tableService = await findTableServiceSettings(trx);
      const placed = checkSeatsAndCourses(
        tableService,
        priced.lines.map((line) => ({ title: line.item.title, seat: line.seat, course: line.course })),
        { tableId: order.table_id, guests: order.guests },
      );
      const fired = await coursesOfOrderLines(trx, order.id, { onlyFired: true });
      const firesAtOnce = coursesFiredWithRound(
        tableService.courses,
        fired,
        placed.map((line) => line.course),
      );
      const lines = lineRows(priced, placed, firesAtOnce, now, stockOfChoices(offered.groups));
      const taken = lines.flatMap((line) => line.stock);
      for (const entry of taken) if (!(await takeStock(trx, entry))) throw conflict(STOCK_MESSAGES.outOfStock(entry.name));

      const round = await nextRoundOf(trx, order.id);
      const itemIds = await insertOrderItems(
        trx,
        lines.map((line) => ({ ...line.row, order_id: order.id, round_no: round })),
      );
      await insertOrderItemAddons(
        trx,
        lines.flatMap((line, index) => line.addons.map((addon) => ({ ...addon, order_item_id: itemIds[index] as number }))),
      );
      await insertOrderItemModifiers(
        trx,
        lines.flatMap((line, index) => line.modifiers.map((modifier) => ({ ...modifier, order_item_id: itemIds[index] as number }))),
      );
      // An order with no course fired yet starts its first course with this round, as create-order does.
      if (fired.length === 0) for (const course of firesAtOnce) await saveCourseFire(trx, { order_id: order.id, course, fired_at: now });
      await reapplyDiscounts(trx, [order.id]);
      await reopenKitchenTicket(trx, order, itemIds, now);

      const isPrinting =
        (await queueKitchenTickets(trx, {
          orderId: order.id,
          change: 'add',
          // Line ids are never reused: the first new line names this round for good.
          jobKey: `order:${order.id}:add:${itemIds[0]}`,
          pick: (line) => itemIds.includes(line.id) && isCookedNow(line),
          at: now,
        })) > 0;
      const what = priced.lines.map((line) => `"${line.item.title}" ×${line.quantity}`).join(', ');
      await recordActivity(trx, ctx, {
        action: 'order.items_added',
        actor: actorOf(input.actor),
        subject: { type: 'order', id: order.id },
        summary: `Added ${what} (${formatAmount(minorUnits(priced.totals.payableTotal))}) to order #${order.id} (token ${order.token_no})`,
        details: { orderId: order.id, round, itemIds, payable: priced.totals.payableTotal },
      });
      emit({ type: 'orders.updated', orderIds: [order.id] });
      if (isPrinting) emit({ type: 'printers.queued' });
      if (taken.length > 0) emit({ type: 'stock.changed', entries: taken.map(({ kind, id }) => ({ kind, id })) });
      return { message: ROUND_MESSAGES.itemsAdded(order.token_no), orderIds: [order.id], itemIds };
    }),
  );
}

/**
 * The new lines come back to the kitchen: the screens that bumped the ticket and own a new line (every screen for a
 * line no station takes) and expo show it again, and a ticket expo had sent out as Ready is in progress again.
 */
async function reopenKitchenTicket(trx: Db, order: OrderRow, itemIds: readonly number[], now: string): Promise<void> {
  const added = (await loadRoutedLines(trx, order.id)).filter((line) => itemIds.includes(line.id) && isCookedNow(line));
  if (added.length === 0) return;
  const stations = added.map((line) => line.station_id);
  await deleteBumpsOf(trx, order.id, stations.includes(null) ? null : [EXPO_STATION_ID, ...(stations as number[])]);
  if (order.status_kitchen === 'ready') await setOrderKitchenStatus(trx, order.id, 'inprogress', now);
  else await updateOrders(trx, [order.id], { updated_at: now });
}

/** A new line the kitchen cooks now: no course, or a course that fired with the round (held ones print when fired). */
function isCookedNow(line: { course: string | null; course_fired_at: string | null }): boolean {
  return line.course === null || line.course_fired_at !== null;
}
