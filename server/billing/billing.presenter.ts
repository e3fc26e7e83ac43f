// Discounts → wire shapes: the bill summary of Pay & Complete and the Settings page. Money as decimals;
// percents as decimal percents (1250 basis points → 12.5).
import type { BillSummaryResponse, BillingSettingsResponse, DiscountReasonDto } from '../../shared/contract/billing/discounts';
import { minorUnits, toDecimalAmount } from '../../shared/domain/money/money';
import type { DiscountReasonRow } from '../db/schema';
import type { BillingSettings } from './billingSettings';
import type { BillSummary } from './getBillSummary';
import { presentBill } from './bills.presenter';
import { presentOrders } from '../orders/orders.presenter';
import { basisPoints, toPercent } from '../../shared/domain/money/basisPoints';
import { ruleOnWire } from '../../shared/domain/bill/discounts';

const decimal = (minor: number) => toDecimalAmount(minorUnits(minor));

function presentDiscountReason(reason: DiscountReasonRow): DiscountReasonDto {
  return { id: reason.id, title: reason.title, is_active: reason.is_active === 1 };
}

export function presentBillingSettings(settings: BillingSettings): BillingSettingsResponse {
  return {
    discountLimitPercent: toPercent(basisPoints(settings.discountLimitBasisPoints)),
    reasons: settings.reasons.map(presentDiscountReason),
    serviceChargePercent: toPercent(basisPoints(settings.serviceCharge.rate)),
    serviceChargeTaxPercent: settings.serviceCharge.taxRate === null ? null : toPercent(basisPoints(settings.serviceCharge.taxRate)),
    serviceChargeMinGuests: settings.serviceCharge.minGuests,
  };
}

export function presentBillSummary(summary: BillSummary): BillSummaryResponse {
  const charged = summary.orders.items.filter((item) => item.status !== 'cancelled');
  return {
    subtotal: toDecimalAmount(summary.sums.itemsTotal),
    taxTotal: toDecimalAmount(summary.sums.taxTotal),
    total: toDecimalAmount(summary.sums.payableTotal),
    serviceChargeTotal: toDecimalAmount(summary.sums.serviceChargeTotal),
    discountTotal: decimal(charged.reduce((sum, item) => sum + item.discount_amount, 0)),
    lines: charged.map((item) => ({
      id: item.id,
      order_id: item.order_id,
      item_title: item.item_title,
      variant_title: item.variant_title,
      quantity: item.quantity,
      amount: decimal(item.unit_price * item.quantity),
      discount: decimal(item.discount_amount),
      sub_total: decimal(item.net_amount),
      tax_total: decimal(item.tax_amount),
      total: decimal(item.payable_amount),
    })),
    discounts: summary.discounts.map((discount) => ({
      order_id: discount.order_id,
      order_item_id: discount.order_item_id,
      ...ruleOnWire(discount),
      reason: discount.reason_title,
      created_by_name: discount.created_by_name,
      approved_by_name: discount.approved_by_name,
    })),
    orders: presentOrders(summary.orders),
    reasons: summary.reasons.map(presentDiscountReason),
    discountLimitPercent: toPercent(basisPoints(summary.discountLimitBasisPoints)),
    bill: summary.bill ? presentBill(summary.bill) : null,
  };
}
