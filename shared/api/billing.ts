// Settling the bill on the Orders screen (Pay & Complete): the bill with its discounts, the manager
// override, split bills and their checks (a payment carries an Idempotency-Key per submission, sent again on every
// retry of it); and Settings › Discount Reasons. Answers with money are decoded here into views in minor units.
// The back office's refunds, credit notes and billing report are in refunds.ts.
import type { BillingSettingsResponse } from '../contract/billing/discounts';
import type { BillDto, PayCheckResponse, SplitModeName } from '../contract/billing/splits';
import { decodeDecimalAmount, type MinorUnits } from '../domain/money/money';
import type { OrderView } from '../domain/orderViews';
import type { OrderTotals } from '../domain/bill/bill';
import { decodeOrder, decodeTotals } from './orders';
import { callEndpoint, type EndpointRequest } from './endpoints';
import { withIdempotencyKey } from './pos';
import { decodePercent } from '../domain/money/basisPoints';

// --- Pay & Complete: the bill, discounts and their manager override ---------------------------------------------

export type GiveDiscountRequest = EndpointRequest<'POST /billing/discounts'>['body'];

export function giveDiscount(body: GiveDiscountRequest): Promise<{ message: string; orderIds: number[] }> {
  return callEndpoint('POST /billing/discounts', { body });
}

export function removeDiscount(orderId: number, orderItemId: number | null): Promise<{ message: string; orderIds: number[] }> {
  return callEndpoint('POST /billing/discounts/remove', { body: { orderId, orderItemId } });
}

/** A manager takes an open order's service charge off, with a reason (`override`: a manager's credentials at the POS). */
export function removeServiceCharge(
  orderId: number,
  reason: string,
  override?: { username: string; password: string },
): Promise<{ message: string; orderIds: number[] }> {
  return callEndpoint('POST /billing/service-charge/remove', { body: { orderId, reason, ...(override ? { override } : {}) } });
}

// --- Settings › Discount reasons ----------------------------------------------------------------------------------

export function getBillingSettings(): Promise<BillingSettingsResponse> {
  return callEndpoint('GET /billing/settings', {});
}

export function saveBillingSettings(discountLimitPercent: string): Promise<{ message: string }> {
  return callEndpoint('POST /billing/settings', { body: { discountLimitPercent } });
}

/** The service charge's fields as typed (the server reads the percents; a party size that is no number is refused). */
export function saveServiceChargeSettings(fields: {
  discountLimitPercent: number;
  percent: string;
  taxPercent: string;
  minGuests: string;
}): Promise<{ message: string }> {
  const guests = fields.minGuests.trim();
  return callEndpoint('POST /billing/settings', {
    body: {
      discountLimitPercent: fields.discountLimitPercent,
      serviceChargePercent: fields.percent,
      // Empty: the charge is not taxed.
      serviceChargeTaxPercent: fields.taxPercent.trim() === '' ? null : fields.taxPercent,
      serviceChargeMinGuests: /^\d+$/.test(guests) ? Number(guests) : guests === '' ? 0 : Number.NaN,
    },
  });
}

export function addDiscountReason(title: string, isActive: boolean): Promise<{ message: string; id: number | string }> {
  return callEndpoint('POST /billing/discount-reasons/add', { body: { title, isActive } });
}

export function updateDiscountReason(id: number, title: string, isActive: boolean): Promise<{ message: string }> {
  return callEndpoint('POST /billing/discount-reasons/:id/update', { params: { id }, body: { title, isActive } });
}

export function deleteDiscountReason(id: number): Promise<{ message: string }> {
  return callEndpoint('DELETE /billing/discount-reasons/:id', { params: { id } });
}

// --- The bill, decoded at the edge: money in minor units, orders as views ---------------------------

interface BillLineView {
  id: number;
  order_id: number;
  item_title: string;
  variant_title: string | null;
  quantity: number;
  /** Price × quantity before discounts. */
  amount: MinorUnits;
  discount: MinorUnits;
  /** The line's net, tax and payable after its discounts. */
  totals: OrderTotals;
}

interface DiscountView {
  order_id: number;
  order_item_id: number | null;
  rule: { kind: 'percent'; basisPoints: number } | { kind: 'amount'; amount: MinorUnits };
  reason: string;
  created_by_name: string;
  approved_by_name: string | null;
}

export interface BillView {
  /** The orders' stored totals added up: what one payment of the whole bill charges. */
  totals: OrderTotals;
  discountTotal: MinorUnits;
  lines: BillLineView[];
  discounts: DiscountView[];
  orders: OrderView[];
  reasons: { id: number; title: string }[];
  discountLimitBasisPoints: number;
  /** A split of these orders not settled yet, or null. */
  split: SplitView | null;
}

export interface CheckView {
  check_id: number;
  position: number;
  totals: OrderTotals;
  discount: MinorUnits;
  /** By items: its lines; a share: none. */
  line_ids: number[];
  invoice_id: number | null;
}

export interface SplitView {
  bill_id: number;
  mode: SplitModeName;
  totals: OrderTotals;
  discount: MinorUnits;
  order_ids: number[];
  checks: CheckView[];
}

function decodeSplit(bill: BillDto): SplitView {
  return {
    bill_id: bill.bill_id,
    mode: bill.mode,
    totals: decodeTotals(bill.sub_total, bill.tax_total, bill.total, bill.service_charge_total),
    discount: decodeDecimalAmount(bill.discount_total),
    order_ids: bill.order_ids,
    checks: bill.checks.map((check) => ({
      check_id: check.check_id,
      position: check.position,
      totals: decodeTotals(check.sub_total, check.tax_total, check.total, check.service_charge_total),
      discount: decodeDecimalAmount(check.discount_total),
      line_ids: check.line_ids,
      invoice_id: check.invoice_id,
    })),
  };
}

export type SplitRequest = EndpointRequest<'POST /billing/bills'>['body'];

export async function splitBill(body: SplitRequest): Promise<{ message: string; split: SplitView }> {
  const answer = await callEndpoint('POST /billing/bills', { body });
  return { message: answer.message, split: decodeSplit(answer.bill) };
}

export type PayCheckRequest = EndpointRequest<'POST /billing/checks/:id/pay'>['body'];

export interface PaidCheck extends Omit<PayCheckResponse, 'tip' | 'paid'> {
  tip: MinorUnits;
  paid: MinorUnits;
}

export async function payCheck(checkId: number, body: PayCheckRequest, idempotencyKey: string): Promise<PaidCheck> {
  const answer = await callEndpoint('POST /billing/checks/:id/pay', { params: { id: checkId }, body }, withIdempotencyKey(idempotencyKey));
  return { ...answer, tip: decodeDecimalAmount(answer.tip), paid: decodeDecimalAmount(answer.paid) };
}

export async function getBillSummary(orderIds: readonly number[]): Promise<BillView> {
  const bill = await callEndpoint('POST /billing/summary', { body: { orderIds: [...orderIds] } });
  return {
    totals: decodeTotals(bill.subtotal, bill.taxTotal, bill.total, bill.serviceChargeTotal),
    discountTotal: decodeDecimalAmount(bill.discountTotal),
    lines: bill.lines.map((line) => ({
      id: line.id,
      order_id: line.order_id,
      item_title: line.item_title,
      variant_title: line.variant_title,
      quantity: line.quantity,
      amount: decodeDecimalAmount(line.amount),
      discount: decodeDecimalAmount(line.discount),
      totals: decodeTotals(line.sub_total, line.tax_total, line.total),
    })),
    discounts: bill.discounts.map(({ kind, value, ...discount }) => ({
      ...discount,
      rule: kind === 'percent' ? { kind, basisPoints: decodePercent(value) } : { kind, amount: decodeDecimalAmount(value) },
    })),
    orders: bill.orders.map(decodeOrder),
    reasons: bill.reasons.map((reason) => ({ id: reason.id, title: reason.title })),
    discountLimitBasisPoints: decodePercent(bill.discountLimitPercent),
    split: bill.bill ? decodeSplit(bill.bill) : null,
  };
}
