// Spec 2.14 Receipt and Token slip, 3 receipt data, 9 (receipt number = order id + YYYY-MM-DD): the receipt
// the POS stores for the print popups, built from the cart and the totals engine, and read back defensively.
// Stored with spec 3's field names but, like every amount inside Brigade, money in integer minor units and rates in
// basis points (RECEIPT_FORMAT); encodeReceipt and decodeReceipt are the one way in and out of storage.
import type { CustomerType, DeliveryType } from '../orders';
import type { CartLine } from '../cart';
import { basisPoints, decodePercent, type BasisPoints } from '../money/basisPoints';
import { decodeDecimalAmount, minorUnits, type MinorUnits } from '../money/money';
import { type BillTotals, type OrderTotals, storedBill } from '../bill/bill';
import { lineAmount } from '../bill/totals';
import { modifierText } from '../modifiers';

/**
 * Spec 3 receipt data, stored locally (brigade__receipt) for the print pages, with spec 3's field names. Brigade's own
 * hand-off between stations: money in integer minor units and rates in basis points.
 */
export interface ReceiptData {
  cartItems: {
    title: string;
    quantity: number;
    notes: string | null;
    price: MinorUnits;
    tax_rate: BasisPoints | null;
    tax_type: string | null;
    tax_title: string | null;
    addons: string[];
    addons_ids: number[];
    variant: string | null;
    /** Beyond spec 3: the line's modifiers as it shows them ("NO Onions"); absent on an older build's receipt. */
    modifiers?: string[];
    /** Beyond spec 3: the guest's seat; absent when none. */
    seat?: number;
  }[];
  deliveryType: DeliveryType | null;
  customerType: CustomerType;
  customer: { phone: string; name: string } | null;
  tableId: number | null;
  currency: string;
  storeSettings: { store_name: string; address: string | null; phone: string | null; email: string | null; image: string | null };
  printSettings: {
    page_format: 80 | 57;
    header: string | null;
    footer: string | null;
    show_notes: 0 | 1;
    is_enable_print: 0 | 1;
    show_store_details: 0 | 1;
    show_customer_details: 0 | 1;
    print_token: 0 | 1;
  };
  itemsTotal: MinorUnits;
  taxTotal: MinorUnits;
  payableTotal: MinorUnits;
  tokenNo: number;
  orderId: number;
  /** ISO timestamp of the order. */
  createdAt: string;
  created_by: string;
  created_by_name: string;
}

/** Spec-3 receipt data plus what the printed slip shows beyond it (all optional, older data lacks them). */
export interface PrintableReceipt extends ReceiptData {
  /** The store's IANA time zone: the receipt date is the store's business day. */
  timeZone?: string | null;
  tableTitle?: string | null;
  paymentType?: string | null;
  /** Cash tendered and change; only for a cash payment. */
  amountTendered?: MinorUnits | null;
  change?: MinorUnits | null;
  /** Set when this document was printed before; the print page notes the reprint in the audit trail. */
  reprintOf?: { document: 'receipt' | 'invoice' | 'credit-note'; orderId?: number; invoiceId?: number; creditNoteId?: number } | null;
  /** The discounts already in the totals, the tip paid on top, what was paid, which check of a split bill. */
  billing?: ReceiptBilling | null;
  /** The service charge already in payableTotal (absent: none), beside spec 3's three totals. */
  serviceChargeTotal?: MinorUnits | null;
  /** The cash rounding of the payment type it was paid with, already in payableTotal (absent: none). */
  roundingTotal?: MinorUnits | null;
}

export interface ReceiptBilling {
  discountTotal: MinorUnits;
  tip: MinorUnits;
  /** Total + tip. */
  paid: MinorUnits;
  /** 'Check 2 of 4' (its own lines) or 'Share 2 of 4' (a share of the table's lines) on a split bill. */
  checkLabel?: string | null;
  /** A share of a split bill: the table's total, which the listed lines (the table's) add up to. */
  tableTotal?: MinorUnits | null;
  /** Each payment type and what it took, when a check was paid with several. */
  tenders?: { title: string; amount: MinorUnits }[];
}

/** The store settings a receipt reads (the fields of GET /settings/store-setting it needs). */
export interface ReceiptStoreSettings {
  storeName: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  /** ISO 4217 code. */
  currency: string;
  image: string | null;
  timeZone: string;
}

/** The print settings a receipt reads (GET /settings/print-setting). */
export interface ReceiptPrintSettings {
  pageFormat: 80 | 57;
  header: string | null;
  footer: string | null;
  showNotes: boolean;
  isEnablePrint: boolean;
  showStoreDetails: boolean;
  showCustomerDetails: boolean;
  printToken: boolean;
}

/** The store settings as stored and as the POS init sends them (spec 3's names: store_name, time_zone…). */
type StoreSettingsColumns = ReceiptData['storeSettings'] & { currency: string; time_zone: string };

/** The print settings as stored and as the POS init sends them: the paper width in mm, 0/1 flags. */
type PrintSettingsColumns = { [K in keyof ReceiptData['printSettings']]: K extends 'header' | 'footer' ? string | null : number };

/** The store settings in the entities' casing (the settings route answers them so; the POS reads its init so). */
export function storeSettingsOfColumns(store: StoreSettingsColumns): ReceiptStoreSettings {
  return {
    storeName: store.store_name,
    address: store.address,
    phone: store.phone,
    email: store.email,
    currency: store.currency,
    image: store.image,
    timeZone: store.time_zone,
  };
}

/** The print settings in the entities' casing, flags as booleans; a width other than 57 mm prints on 80 mm paper. */
export function printSettingsOfColumns(print: PrintSettingsColumns): ReceiptPrintSettings {
  return {
    pageFormat: print.page_format === 57 ? 57 : 80,
    header: print.header,
    footer: print.footer,
    showNotes: print.show_notes === 1,
    isEnablePrint: print.is_enable_print === 1,
    showStoreDetails: print.show_store_details === 1,
    showCustomerDetails: print.show_customer_details === 1,
    printToken: print.print_token === 1,
  };
}

export interface ReceiptInput {
  cart: readonly CartLine[];
  totals: OrderTotals & { serviceChargeTotal?: MinorUnits; roundingTotal?: MinorUnits };
  deliveryType: DeliveryType | '' | null;
  customerType: CustomerType;
  customer: { phone: string; name: string } | null;
  tableId: number | null;
  tableTitle?: string | null;
  storeSettings: ReceiptStoreSettings;
  printSettings: ReceiptPrintSettings;
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
      price: line.unitPrice,
      tax_rate: line.item.tax_rate === null ? null : decodePercent(line.item.tax_rate),
      tax_type: line.item.tax_type,
      tax_title: line.item.tax_title,
      addons: [...line.addonTitles],
      addons_ids: [...line.addonIds],
      variant: line.variantTitle,
      // Only when chosen: a spec client's receipt keeps spec 3's fields.
      ...(line.modifiers && line.modifiers.length > 0 ? { modifiers: line.modifiers.map(modifierText) } : {}),
      ...(line.seat ? { seat: line.seat } : {}),
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
    itemsTotal: input.totals.itemsTotal,
    taxTotal: input.totals.taxTotal,
    payableTotal: input.totals.payableTotal,
    serviceChargeTotal: input.totals.serviceChargeTotal ?? minorUnits(0),
    roundingTotal: input.totals.roundingTotal ?? minorUnits(0),
    tokenNo: input.order.tokenNo,
    orderId: input.order.orderId,
    createdAt: input.now.toISOString(),
    created_by: input.user?.username ?? '',
    created_by_name: input.user?.name ?? '',
    timeZone: store.timeZone || null,
    tableTitle: input.tableTitle ?? null,
    paymentType: payment?.title ?? null,
    amountTendered: payment?.tendered ?? null,
    change: payment?.change ?? null,
  };
}

/**
 * YYYY-MM-DD of an instant in a time zone (the browser's when none or an unknown one is given).
 * @internal Exported for tests: a unit of its own, table-tested.
 */
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

/**
 * Whether the slip records a payment: a payment type, a bill paid through billing, or an invoice (which exists only
 * once paid). Otherwise it is the slip printed at Send for Processing or from an open order: not a receipt.
 */
export function isPaidReceipt(receipt: Pick<PrintableReceipt, 'paymentType' | 'billing' | 'reprintOf'>): boolean {
  const document = receipt.reprintOf?.document;
  return Boolean(receipt.paymentType || receipt.billing) || document === 'invoice' || document === 'credit-note';
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

/** The receipt's money as the print page uses it: each line's amount, and absent figures as 0 or null. */
export function receiptAmounts(
  receipt: Pick<
    PrintableReceipt,
    'cartItems' | 'itemsTotal' | 'taxTotal' | 'payableTotal' | 'serviceChargeTotal' | 'roundingTotal' | 'amountTendered' | 'change'
  >,
): ReceiptAmounts {
  return {
    lines: receipt.cartItems.map((item) => lineAmount(item.price, item.quantity)),
    itemsTotal: receipt.itemsTotal,
    taxTotal: receipt.taxTotal,
    payableTotal: receipt.payableTotal,
    serviceChargeTotal: receipt.serviceChargeTotal ?? minorUnits(0),
    roundingTotal: receipt.roundingTotal ?? minorUnits(0),
    tendered: receipt.amountTendered ?? null,
    change: receipt.change ?? null,
  };
}

/**
 * The stored receipt's layout: amounts in integer minor units, rates in basis points. A receipt without it was
 * written by an older build, in decimals (12.5 for 12.50, 5 for 5 %), and is read as such.
 * @internal Exported for tests: the tests assert the layouts it names.
 */
export const RECEIPT_FORMAT = 2;

/** What is kept in storage: the receipt and the layout its figures are in. */
export type StoredReceipt = PrintableReceipt & { receiptFormat: typeof RECEIPT_FORMAT };

/** The one writer of the stored receipt (every station that stores one for the print pages goes through it). */
export function encodeReceipt(receipt: PrintableReceipt): StoredReceipt {
  return { ...receipt, receiptFormat: RECEIPT_FORMAT };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How one layout's figures are read; each throws (RangeError, UnreadableAmountError) on a figure that is none. */
interface FigureReader {
  amount(value: unknown): MinorUnits;
  rate(value: unknown): BasisPoints;
}

const integerFigure = (value: unknown): number => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new RangeError(`Unreadable figure: ${String(value)}`);
  return value;
};

const MINOR_UNITS_READER: FigureReader = {
  amount: (value) => minorUnits(integerFigure(value)),
  rate: (value) => basisPoints(integerFigure(value)),
};

const DECIMALS_READER: FigureReader = { amount: decodeDecimalAmount, rate: decodePercent };

class UnreadableReceiptError extends Error {}

/**
 * The one reader of the stored receipt: a receipt the print pages can render, or null. Browser storage is anyone's
 * to edit and may hold an older build's decimal receipt: every figure is read in the receipt's own layout, and a
 * receipt with a figure that is none (or a line that is no line, or an unknown layout) is refused whole rather
 * than printed with a line left out or a guessed 0.
 */
export function decodeReceipt(value: unknown): PrintableReceipt | null {
  if (!isRecord(value) || !Array.isArray(value.cartItems)) return null;
  if (typeof value.orderId !== 'number' || typeof value.tokenNo !== 'number' || typeof value.createdAt !== 'string') return null;
  if (!isRecord(value.printSettings) || !isRecord(value.storeSettings)) return null;
  const format = value.receiptFormat;
  const read = format === RECEIPT_FORMAT ? MINOR_UNITS_READER : format === undefined ? DECIMALS_READER : null;
  if (!read) return null;
  const optional = (figure: unknown) => (figure === null || figure === undefined ? null : read.amount(figure));
  try {
    const cartItems = value.cartItems.map((item: unknown) => {
      if (!isRecord(item) || typeof item.title !== 'string' || typeof item.quantity !== 'number') throw new UnreadableReceiptError();
      return {
        ...(item as unknown as PrintableReceipt['cartItems'][number]),
        addons: Array.isArray(item.addons) ? item.addons.filter((addon): addon is string => typeof addon === 'string') : [],
        price: read.amount(item.price),
        tax_rate: item.tax_rate === null || item.tax_rate === undefined ? null : read.rate(item.tax_rate),
      };
    });
    const { receiptFormat: _format, ...rest } = value;
    return {
      ...(rest as unknown as PrintableReceipt),
      cartItems,
      itemsTotal: read.amount(value.itemsTotal),
      taxTotal: read.amount(value.taxTotal),
      payableTotal: read.amount(value.payableTotal),
      serviceChargeTotal: optional(value.serviceChargeTotal),
      roundingTotal: optional(value.roundingTotal),
      amountTendered: optional(value.amountTendered),
      change: optional(value.change),
      billing: decodeBilling(value.billing, read),
    };
  } catch {
    return null;
  }
}

/** The billing figures in the receipt's layout; none when absent, and an unreadable one refuses the receipt. */
function decodeBilling(value: unknown, read: FigureReader): ReceiptBilling | null {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) throw new UnreadableReceiptError();
  const tenders = Array.isArray(value.tenders)
    ? value.tenders.map((tender: unknown) => {
        if (!isRecord(tender) || typeof tender.title !== 'string') throw new UnreadableReceiptError();
        return { title: tender.title, amount: read.amount(tender.amount) };
      })
    : [];
  return {
    discountTotal: read.amount(value.discountTotal),
    tip: read.amount(value.tip),
    paid: read.amount(value.paid),
    checkLabel: typeof value.checkLabel === 'string' ? value.checkLabel : null,
    tableTotal: value.tableTotal === null || value.tableTotal === undefined ? null : read.amount(value.tableTotal),
    tenders,
  };
}

// The same words as DELIVERY_TYPE_LABELS in contract/pos, kept here so the print bundle does not load zod.
const ORDER_TYPE_LABELS: Record<string, string> = { dinein: 'Dine-In', delivery: 'Delivery', takeaway: 'Take Away' };

/** Spec 2.5 dining option labels for the receipt's order type ('' when none was chosen). */
export function orderTypeLabel(deliveryType: string | null | undefined): string {
  return deliveryType ? (ORDER_TYPE_LABELS[deliveryType] ?? deliveryType) : '';
}

/** The receipt's billing figures (decodeReceipt has read them), or null when it has none. */
export function receiptBillingAmounts(receipt: Pick<PrintableReceipt, 'billing'>): {
  discount: MinorUnits;
  tip: MinorUnits;
  paid: MinorUnits;
  checkLabel: string | null;
  tableTotal: MinorUnits | null;
  tenders: { title: string; amount: MinorUnits }[];
} | null {
  const billing = receipt.billing;
  if (!billing) return null;
  return {
    discount: billing.discountTotal,
    tip: billing.tip,
    paid: billing.paid,
    checkLabel: billing.checkLabel ?? null,
    tableTotal: billing.tableTotal ?? null,
    tenders: billing.tenders ?? [],
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
