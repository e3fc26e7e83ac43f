// Issue 13 "decode at the edge": orders as the stations hold them. shared/api decodes every answer with money
// (GET /orders, the payment summary, an invoice's orders) into these once; a station never reads a wire decimal.
// The same fields as the wire shapes (shared/contract/orders), but money in minor units and an order's three
// stored totals as one OrderTotals.
import type { OrderDto, OrderGroupDto, OrderItemDto } from '../contract/orders';
import type { MinorUnits } from './money';
import type { BillTotals, OrderTotals } from './bill';

export interface OrderItemView extends Omit<OrderItemDto, 'price' | 'variant_price'> {
  /** Unit price snapshot (variant or item price plus addons). */
  price: MinorUnits;
  variant_price: MinorUnits | null;
}

export interface OrderView extends Omit<OrderDto, 'sub_total' | 'tax_total' | 'total' | 'service_charge_total' | 'items'> {
  /** The order's stored totals, as the server charges them (with its service charge). */
  totals: OrderTotals & Pick<BillTotals, 'serviceChargeTotal'>;
  items: OrderItemView[];
}

export interface OrderGroupView extends Omit<OrderGroupDto, 'orders'> {
  orders: OrderView[];
}
