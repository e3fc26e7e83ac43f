// Spec 2.14 Receipt and Token slip, 3 receipt data, 9 (receipt number = order id + YYYY-MM-DD): the receipt
// the POS stores for the print popups, built from the cart and the totals engine, and read back defensively.
import type { CustomerType, DeliveryType, ReceiptData } from '../contract/pos';
import type { PrintSettingsResponse, StoreSettingsResponse } from '../contract/settings';
import type { CartLine } from './cart';
import { decodeDecimalAmount, minorUnits, parseDecimalAmount, toDecimalAmount, type MinorUnits } from './money';
import { type BillTotals, type OrderTotals, storedBill } from './bill';
import { lineAmount } from './totals';

/** Spec-3 receipt data plus what the printed slip shows beyond it (all optional, older data lacks them). */
export interface PrintableReceipt extends ReceiptData {
  /** The store's IANA time zone: the receipt date is the store's business day. */
  timeZone?: string | null;
  tableTitle?: string | null;
  paymentType?: string | null;
  /** Cash tendered and change, decimals; only for a cash payment. */
  amountTendered?: number | null;
  change?: number | null;
  /** Issue 14: set when this document was printed before; the print page notes the reprint in the audit trail. */
  reprintOf?: { document: 'receipt' | 'invoice' | 'credit-note'; orderId?: number; invoiceId?: number; creditNoteId?: number } | null;
  /** Issue 14 (decimals): the discounts already in the totals, the tip paid on top, what was paid, which check of a split bill. */
  billing?: ReceiptBilling | null;
  /** The service charge already in payableTotal (decimal; absent: none), beside spec 3's three totals. */
  serviceChargeTotal?: number | null;
  /** The cash rounding of the payment type it was paid with, already in payableTotal (decimal; absent: none). */
  roundingTotal?: number | null;
}

export interface ReceiptBilling {
  discountTotal: number;
  tip: number;
  /** Total + tip. */
  paid: number;
  /** 'Check 2 of 4' (its own lines) or 'Share 2 of 4' (a share of the table's lines) on a split bill. */
  checkLabel?: string | null;
  /** A share of a split bill: the table's total, which the listed lines (the table's) add up to. */
  tableTotal?: number | null;
  /** Each payment type and what it took, when a check was paid with several. */
  tenders?: { title: string; amount: number }[];
}

export interface ReceiptInput {
  cart: readonly CartLine[];
  totals: OrderTotals & { serviceChargeTotal?: MinorUnits; roundingTotal?: MinorUnits };
  deliveryType: DeliveryType | '' | null;
  customerType: CustomerType;
  customer: { phone: string; name: string } | null;
  tableId: number | null;
  tableTitle?: string | null;
  storeSettings: StoreSettingsResponse;
  printSettings: PrintSettingsResponse;
  order: { tokenNo: number; orderId: number };
  user: { username: string; name: string } | null;
  now: Date;
  payment?: { title: string; tendered: MinorUnits | null; change: MinorUnits | null } | null;
}

const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);

export function buildReceiptData(input: ReceiptInput): PrintableReceipt {
  const { printSettings: print, storeSettings: store, payment } = input;
  const pageFormat = print.pageFormat === 57 ? 57 : 80;
  return {
    cartItems: input.cart.map((line) => ({
      title: line.item.title,
      quantity: line.quantity,
      notes: line.notes,
      price: toDecimalAmount(line.unitPrice),
      tax_rate: line.item.tax_rate,
      tax_type: line.item.tax_type,
      tax_title: line.item.tax_title,
      addons: [...line.addonTitles],
      addons_ids: [...line.addonIds],
      variant: line.variantTitle,
    })),
    deliveryType: input.deliveryType || null,
    customerType: input.customerType,
    customer: input.customer ? { phone: input.customer.phone, name: input.customer.name } : null,
    tableId: input.tableId,
    currency: store.currency,
    storeSettings: { store_name: store.storeName, address: store.address, phone: store.phone, email: store.email, image: store.image },
    printSettings: {
      page_format: pageFormat,
      header: print.header,
      footer: print.footer,
      show_notes: flag(print.showNotes),
      is_enable_print: flag(print.isEnablePrint),
      show_store_details: flag(print.showStoreDetails),
      show_customer_details: flag(print.showCustomerDetails),
      print_token: flag(print.printToken),
    },
    itemsTotal: toDecimalAmount(input.totals.itemsTotal),
    taxTotal: toDecimalAmount(input.totals.taxTotal),
    payableTotal: toDecimalAmount(input.totals.payableTotal),
    serviceChargeTotal: toDecimalAmount(input.totals.serviceChargeTotal ?? minorUnits(0)),
    roundingTotal: toDecimalAmount(input.totals.roundingTotal ?? minorUnits(0)),
    tokenNo: input.order.tokenNo,
    orderId: input.order.orderId,
    createdAt: input.now.toISOString(),
    created_by: input.user?.username ?? '',
    created_by_name: input.user?.name ?? '',
    timeZone: store.timeZone || null,
    tableTitle: input.tableTitle ?? null,
    paymentType: payment?.title ?? null,
    amountTendered: payment?.tendered == null ? null : toDecimalAmount(payment.tendered),
    change: payment?.change == null ? null : toDecimalAmount(payment.change),
  };
}

/** YYYY-MM-DD of an instant in a time zone (the browser's when none or an unknown one is given). */
export function isoDateIn(iso: string, timeZone?: string | null): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const format = (zone: string | undefined) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = format(timeZone || undefined);
  } catch {
    parts = format(undefined);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Spec 9: the receipt number is the order id joined with the date (YYYY-MM-DD). */
export function receiptNumber(receipt: Pick<PrintableReceipt, 'orderId' | 'createdAt' | 'timeZone'>): string {
  return `${receipt.orderId}-${isoDateIn(receipt.createdAt, receipt.timeZone)}`;
}

/** What the receipt shows in money, in minor units: each line's amount (unit price × quantity, spec 9) and the totals. */
export interface ReceiptAmounts {
  lines: MinorUnits[];
  itemsTotal: MinorUnits;
  taxTotal: MinorUnits;
  payableTotal: MinorUnits;
  serviceChargeTotal: MinorUnits;
  roundingTotal: MinorUnits;
  tendered: MinorUnits | null;
  change: MinorUnits | null;
}

const optionalAmount = (value: number | null | undefined) => (value === null || value === undefined ? null : decodeDecimalAmount(value));

/** The receipt's decimals read once; UnreadableAmountError when one is no amount (a receipt is never printed with a guessed 0). */
export function receiptAmounts(
  receipt: Pick<
    PrintableReceipt,
    'cartItems' | 'itemsTotal' | 'taxTotal' | 'payableTotal' | 'serviceChargeTotal' | 'roundingTotal' | 'amountTendered' | 'change'
  >,
): ReceiptAmounts {
  return {
    lines: receipt.cartItems.map((item) => lineAmount(decodeDecimalAmount(item.price), item.quantity)),
    itemsTotal: decodeDecimalAmount(receipt.itemsTotal),
    taxTotal: decodeDecimalAmount(receipt.taxTotal),
    payableTotal: decodeDecimalAmount(receipt.payableTotal),
    serviceChargeTotal: optionalAmount(receipt.serviceChargeTotal) ?? decodeDecimalAmount(0),
    roundingTotal: optionalAmount(receipt.roundingTotal) ?? decodeDecimalAmount(0),
    tendered: optionalAmount(receipt.amountTendered),
    change: optionalAmount(receipt.change),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Stored receipt data → a receipt the print pages can render, or null. Browser storage is anyone's to edit:
 * the shape is checked where rendering depends on it.
 */
export function parseReceiptData(value: unknown): PrintableReceipt | null {
  if (!isRecord(value) || !Array.isArray(value.cartItems)) return null;
  if (typeof value.orderId !== 'number' || typeof value.tokenNo !== 'number' || typeof value.createdAt !== 'string') return null;
  if (!isRecord(value.printSettings) || !isRecord(value.storeSettings)) return null;
  const items = value.cartItems.filter(
    (item): item is ReceiptData['cartItems'][number] =>
      isRecord(item) && typeof item.title === 'string' && typeof item.quantity === 'number' && typeof item.price === 'number',
  );
  return { ...(value as unknown as PrintableReceipt), cartItems: items };
}

// The same words as DELIVERY_TYPE_LABELS in contract/pos, kept here so the print bundle does not load zod.
const ORDER_TYPE_LABELS: Record<string, string> = { dinein: 'Dine-In', delivery: 'Delivery', takeaway: 'Take Away' };

/** Spec 2.5 dining option labels for the receipt's order type ('' when none was chosen). */
export function orderTypeLabel(deliveryType: string | null | undefined): string {
  return deliveryType ? (ORDER_TYPE_LABELS[deliveryType] ?? deliveryType) : '';
}

/** Issue 14: the stored billing figures as minor units, or null when absent or unreadable (storage is anyone's to edit). */
export function receiptBillingAmounts(receipt: Pick<PrintableReceipt, 'billing'>): {
  discount: MinorUnits;
  tip: MinorUnits;
  paid: MinorUnits;
  checkLabel: string | null;
  tableTotal: MinorUnits | null;
  tenders: { title: string; amount: MinorUnits }[];
} | null {
  const billing = receipt.billing;
  if (!billing || typeof billing !== 'object') return null;
  const discount = parseDecimalAmount(billing.discountTotal);
  const tip = parseDecimalAmount(billing.tip);
  const paid = parseDecimalAmount(billing.paid);
  if (discount === undefined || tip === undefined || paid === undefined) return null;
  const tenders = Array.isArray(billing.tenders)
    ? billing.tenders.flatMap((tender) => {
        const amount = parseDecimalAmount(tender?.amount);
        return amount === undefined || typeof tender?.title !== 'string' ? [] : [{ title: tender.title, amount }];
      })
    : [];
  return {
    discount,
    tip,
    paid,
    checkLabel: typeof billing.checkLabel === 'string' ? billing.checkLabel : null,
    tableTotal: parseDecimalAmount(billing.tableTotal) ?? null,
    tenders,
  };
}

/**
 * The receipt's bill, for its lines (billLines): the totals it keeps, with the discounts already in them and the tip
 * paid on top when it was paid through billing.
 */
export function receiptBill(amounts: ReceiptAmounts, billing: ReturnType<typeof receiptBillingAmounts>): BillTotals {
  return storedBill({
    itemsTotal: amounts.itemsTotal,
    serviceChargeTotal: amounts.serviceChargeTotal,
    roundingTotal: amounts.roundingTotal,
    taxTotal: amounts.taxTotal,
    payableTotal: amounts.payableTotal,
    discountTotal: billing?.discount ?? 0,
    tipTotal: billing?.tip ?? 0,
  });
}
