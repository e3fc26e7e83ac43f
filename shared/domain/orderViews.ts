// Decode at the edge: orders as the stations hold them. shared/api decodes every answer with money
// (GET /orders, the payment summary, an invoice's orders) into these once; a station never reads a wire decimal.
// The fields of the wire shapes (shared/contract/orders), but money in minor units and an order's three stored
// totals as one OrderTotals. Written out here, not derived from the wire types: the domain imports no contract.
import type { MinorUnits } from './money/money';
import type { ModifierKind } from './modifiers';
import type { BillTotals, OrderTotals } from './bill/bill';
import type { CustomerType, DeliveryType, KitchenStatus, OrderItemStatus, OrderStatus, PaymentStatus } from './orders';

export interface OrderItemView {
  id: number;
  order_id: number;
  item_id: number | null;
  item_title: string;
  variant_id: number | null;
  variant_title: string | null;
  variant_price: MinorUnits | null;
  /** Unit price snapshot (variant or item price plus addons). */
  price: MinorUnits;
  quantity: number;
  status: OrderItemStatus;
  /** ISO timestamp of the order. */
  date: string;
  addons: { id: number; title: string }[];
  /** The chosen modifiers as the line was sold with them (what each was charged, minor units). */
  modifiers: { group_name: string; name: string; kind: ModifierKind; price_change: MinorUnits }[];
  notes: string | null;
  /** The guest's seat (null: shared or none), the course (null: none) and when it was fired (null with a course: held). */
  seat: number | null;
  course: string | null;
  course_fired_at: string | null;
}

export interface OrderView {
  id: number;
  /** ISO timestamp the order was placed (server time). */
  date: string;
  delivery_type: DeliveryType | null;
  customer_type: CustomerType;
  customer_id: number | null;
  customer_name: string | null;
  table_id: number | null;
  table_title: string | null;
  floor: string | null;
  status: OrderStatus;
  payment_status: PaymentStatus;
  token_no: number;
  status_kitchen: KitchenStatus;
  created_by: number | null;
  created_by_name: string;
  /** The order's stored totals, as the server charges them (with its service charge). */
  totals: OrderTotals & Pick<BillTotals, 'serviceChargeTotal'>;
  items: OrderItemView[];
}

/** Spec 3 order group: one table's open orders, or every order without a table. */
export interface OrderGroupView {
  table_id: number | null;
  table_title: string;
  floor: string | null;
  orders: OrderView[];
  order_ids: number[];
}
