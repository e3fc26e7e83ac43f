// Spec 2.6 group menu Print Receipt, Pay & Complete's 'Print Receipt?' and 2.10 the invoice's print action:
// the spec-3 receipt data of one or more orders, stored like the POS's (brigade__receipt) for the
// /print-receipt popup. The settings, flags and receipt number come from shared/domain/receipt/receipt; the lines are
// the orders' stored snapshots (cancelled lines left out, as in the server's totals).
import type { OrderView } from '../orderViews';
import { buildReceiptData, type PrintableReceipt, type ReceiptInput } from './receipt';
import { addBills, storedBill, type BillTotals, type OrderTotals } from '../bill/bill';
import { isChargedLine } from '../bill/totals';
import { modifierText } from '../modifiers';

/** The orders' stored totals added up (the server's figures: cancelled lines are already out of them). */
export function ordersTotals(orders: readonly Pick<OrderView, 'totals'>[]): BillTotals {
  return addBills(orders.map((order) => storedBill(order.totals)));
}

export interface OrdersReceiptInput {
  orders: readonly OrderView[];
  /** The summary's totals (Pay & Complete, with the cash rounding of the payment) or the orders' own (with their service charge). */
  totals: OrderTotals & Partial<Pick<BillTotals, 'serviceChargeTotal' | 'roundingTotal'>>;
  /** The group's title when the orders share a table. */
  tableTitle: string | null;
  init: Pick<ReceiptInput, 'storeSettings' | 'printSettings'>;
  paymentType?: string | null;
}

/** Null without orders. The receipt number and date are the first (oldest) order's. */
export function buildOrdersReceipt(input: OrdersReceiptInput): PrintableReceipt | null {
  const [first] = input.orders;
  if (!first) return null;
  const base = buildReceiptData({
    cart: [],
    totals: input.totals,
    deliveryType: first.delivery_type,
    customerType: first.customer_type,
    // The order carries the customer's name, not the phone: the slip shows the name alone.
    customer: first.customer_type === 'CUSTOMER' && first.customer_name ? { phone: '', name: first.customer_name } : null,
    tableId: first.table_id,
    tableTitle: input.tableTitle ?? first.table_title,
    storeSettings: input.init.storeSettings,
    printSettings: input.init.printSettings,
    order: { tokenNo: first.token_no, orderId: first.id },
    user: { username: '', name: first.created_by_name },
    now: new Date(first.date),
    payment: input.paymentType ? { title: input.paymentType, tendered: null, change: null } : null,
  });
  return {
    ...base,
    cartItems: input.orders.flatMap((order) =>
      order.items.filter(isChargedLine).map((item) => ({
        title: item.item_title,
        quantity: item.quantity,
        notes: item.notes,
        price: item.price,
        tax_rate: null,
        tax_type: null,
        tax_title: null,
        addons: item.addons.map((addon) => addon.title),
        addons_ids: item.addons.map((addon) => addon.id),
        variant: item.variant_title,
        ...(item.modifiers.length > 0 ? { modifiers: item.modifiers.map(modifierText) } : {}),
        ...(item.seat ? { seat: item.seat } : {}),
      })),
    ),
  };
}
