// Row → wire shapes of the orders, kitchen and public display routes (spec 3 order group, order, order
// item, order summary, orders init). Money as decimals; an order's totals are its stored ones (orderRules
// storedTotals), so the Orders screen, the summary, the pay check and the invoice show the same figures.
import {
  DINE_OUT_GROUP_TITLE,
  type OrderDto,
  type OrderGroupDto,
  type OrderItemDto,
  type OrdersInitResponse,
  type OrderSummaryResponse,
  type PublicDisplayOrderDto,
} from '../../shared/contract/orders';
import { type CustomerType, DELIVERY_TYPES, type DeliveryType } from '../../shared/contract/pos';
import { minorUnits, toDecimalAmount } from '../../shared/domain/money/money';
import type { OrderTotals } from '../../shared/domain/bill/bill';
import type { BoardOrderRow, OrdersWithLines } from '../db/repositories/orders.repository';
import type { OrderItemAddonRow, OrderItemModifierRow, OrderItemRow, OrderRow } from '../db/schema';
import { presentLineModifier } from '../modifiers/modifiers.presenter';
import type { OrdersInit } from './getOrdersInit';
import { storedTotals } from './orderRules';
import { presentBillTotals } from '../billing/billFigures.presenter';
import { presentReceiptOutput } from '../printers/printers.presenter';
import { presentPaymentType, presentPrintSettings, presentStoreSettings } from '../settings/settings.presenter';

/** The orders in the order given, each with its items (by id) and their addons. */
export function presentOrders<O extends OrderRow>({ orders, items, addons, modifiers }: OrdersWithLines<O>): OrderDto[] {
  const addonsByItem = groupBy(addons, (addon) => addon.order_item_id);
  const modifiersByItem = groupBy(modifiers, (modifier) => modifier.order_item_id);
  const itemsByOrder = groupBy(items, (item) => item.order_id);
  return orders.map((order) => presentOrder(order, itemsByOrder.get(order.id) ?? [], addonsByItem, modifiersByItem));
}

function presentOrder(
  order: OrderRow,
  items: readonly OrderItemRow[],
  addonsByItem: ReadonlyMap<number, OrderItemAddonRow[]>,
  modifiersByItem: ReadonlyMap<number, OrderItemModifierRow[]>,
): OrderDto {
  return {
    id: order.id,
    date: order.created_at,
    delivery_type: deliveryTypeOf(order.delivery_type),
    customer_type: order.customer_type satisfies CustomerType,
    customer_id: order.customer_id,
    customer_name: order.customer_name,
    table_id: order.table_id,
    table_title: order.table_title,
    floor: order.floor,
    status: order.status,
    payment_status: order.payment_status,
    token_no: order.token_no,
    status_kitchen: order.status_kitchen,
    created_by: order.created_by,
    created_by_name: order.created_by_name,
    ...presentBillTotals(storedTotals(order)),
    items: items.map((item) => presentOrderItem(item, addonsByItem.get(item.id) ?? [], modifiersByItem.get(item.id) ?? [])),
  };
}

function presentOrderItem(
  item: OrderItemRow,
  addons: readonly OrderItemAddonRow[],
  modifiers: readonly OrderItemModifierRow[],
): OrderItemDto {
  return {
    id: item.id,
    order_id: item.order_id,
    item_id: item.item_id,
    item_title: item.item_title,
    variant_id: item.variant_id,
    variant_title: item.variant_title,
    variant_price: item.variant_price === null ? null : toDecimalAmount(minorUnits(item.variant_price)),
    price: toDecimalAmount(minorUnits(item.unit_price)),
    quantity: item.quantity,
    status: item.status,
    date: item.created_at,
    // The menu's addon id, as the cart's addons_ids carry it.
    addons: addons.map((addon) => ({ id: addon.addon_id, title: addon.title })),
    modifiers: modifiers.map(presentLineModifier),
    notes: item.notes,
    seat: item.seat,
    course: item.course,
    course_fired_at: item.course_fired_at,
  };
}

/**
 * Spec 3 order groups: one per table (its current title and floor; the order's snapshot if the table
 * row is gone), every order without a table in one 'Dine Out / Delivery' group. Groups come in the
 * order of their oldest order, orders oldest first inside them, so the longest wait is always on top.
 */
export function presentOrderGroups(board: OrdersWithLines<BoardOrderRow>): OrderGroupDto[] {
  const orders = presentOrders(board);
  const groups = new Map<number | null, OrderGroupDto>();
  board.orders.forEach((row, index) => {
    const order = orders[index];
    if (!order) return;
    let group = groups.get(row.table_id);
    if (!group) {
      group =
        row.table_id === null
          ? { table_id: null, table_title: DINE_OUT_GROUP_TITLE, floor: null, orders: [], order_ids: [] }
          : {
              table_id: row.table_id,
              table_title: row.live_table_title ?? row.table_title ?? '',
              floor: row.live_floor ?? row.floor,
              orders: [],
              order_ids: [],
            };
      groups.set(row.table_id, group);
    }
    group.orders.push(order);
    group.order_ids.push(order.id);
  });
  return [...groups.values()];
}

export function presentPublicDisplayOrder(row: Pick<OrderRow, 'id' | 'token_no' | 'status_kitchen' | 'created_at'>): PublicDisplayOrderDto {
  return { id: row.id, token_no: row.token_no, status_kitchen: row.status_kitchen, date: row.created_at };
}

export function presentOrderSummary(totals: OrderTotals, orders: OrdersWithLines): OrderSummaryResponse {
  return {
    subtotal: toDecimalAmount(totals.itemsTotal),
    taxTotal: toDecimalAmount(totals.taxTotal),
    total: toDecimalAmount(totals.payableTotal),
    orders: presentOrders(orders),
  };
}

/** Spec 3 orders init: the print settings as the entity spells them (camelCase), once. */
export function presentOrdersInit(init: OrdersInit): OrdersInitResponse {
  return {
    storeSettings: presentStoreSettings(init.storeSettings),
    printSettings: presentPrintSettings(init.printSettings),
    paymentTypes: init.paymentTypes.map(presentPaymentType),
    receiptOutput: presentReceiptOutput(init.printSettings),
  };
}

/** The stored text is written from the contract's enum; anything else reads as none. */
function deliveryTypeOf(value: string | null): DeliveryType | null {
  return DELIVERY_TYPES.find((type) => type === value) ?? null;
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return map;
}
