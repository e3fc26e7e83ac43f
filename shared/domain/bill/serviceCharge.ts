// The service charge a new order gets from the store's setting, one rule for the POS (cartTotals) and the server
// (placeOrder): dine-in orders only and, when the store sets a party size, orders for that many guests or more
// (auto-gratuity). An order without a guest count is below any party size.
import type { BasisPoints } from '../money/basisPoints';
import type { BillAdjustment } from './bill';

export interface ServiceChargeSetting {
  /** 0: the store charges none. */
  rate: BasisPoints;
  /** Null: not taxed (as the jurisdiction says). */
  taxRate: BasisPoints | null;
  /** 0: every dine-in order. */
  minGuests: number;
}

/** The adjustment an order placed now gets: none, or the store's service charge. */
export function serviceChargeFor(
  setting: ServiceChargeSetting,
  order: { deliveryType: string | null; guests: number | null },
): Extract<BillAdjustment, { kind: 'serviceCharge' }>[] {
  if (setting.rate <= 0 || order.deliveryType !== 'dinein') return [];
  if (setting.minGuests > 0 && (order.guests ?? 0) < setting.minGuests) return [];
  return [{ kind: 'serviceCharge', rate: setting.rate, taxRate: setting.taxRate }];
}
