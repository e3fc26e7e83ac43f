// Spec 3 (invoice) and 7 (Invoices): the invoice's wire shape, its list, search and reprint, and the Invoices
// screen's init.
import { z } from 'zod';
import { receiptOutputDto } from './printers';
import { orderDto, orderIdsBody } from './orders';
import { printSettingsResponse, storeSettingsResponse } from './settings';
import { optionalId } from './validation';
import { BILL_TOTALS_FIELDS } from './billing/billFigures';

export const INVOICE_MESSAGES = {
  invoiceNotFound: 'Invoice not found!',
} as const;

/** Beyond spec 3: which check of a split bill an invoice paid. */
const invoiceCheckDto = z.object({ position: z.number().int(), count: z.number().int(), mode: z.enum(['items', 'even', 'amount']) });

const invoiceDto = z.object({
  invoice_id: z.number().int(),
  created_at: z.string(),
  ...BILL_TOTALS_FIELDS,
  table_id: z.number().int().nullable(),
  table_title: z.string().nullable(),
  floor: z.string().nullable(),
  delivery_type: z.string().nullable(),
  customer_type: z.string(),
  customer_id: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  orders: z.array(z.object({ order_id: z.number().int(), token_no: z.number().int() })),
  created_by_name: z.string(),
  payment_type_title: z.string(),
  /** Beyond spec 3: the check of a split bill this invoice paid (by items its own lines, else a share), or null. */
  check: invoiceCheckDto.nullable(),
});
export type InvoiceDto = z.infer<typeof invoiceDto>;

export const invoicesResponse = z.object({ invoices: z.array(invoiceDto) });
export type InvoicesResponse = z.infer<typeof invoicesResponse>;
export const invoicesInitResponse = z.object({
  storeSettings: storeSettingsResponse,
  printSettings: printSettingsResponse,
  /** Where receipts print (the popup unless the store chose its receipt printer). */
  receiptOutput: receiptOutputDto,
});
export type InvoicesInitResponse = z.infer<typeof invoicesInitResponse>;
/**
 * POST /invoices/orders {orderIds}: the orders of an invoice, for printing its receipt. Beyond spec 7, `invoiceId`
 * names the invoice reprinted: a check of a split bill then answers its own lines (by items) or the table's lines and
 * `check` (a share), and the orders need not be settled yet.
 */
export const invoiceOrdersResponse = z.object({
  orders: z.array(orderDto),
  /** With invoiceId: the check of a split bill it paid, or null. */
  check: invoiceCheckDto.nullable().optional(),
});
export type InvoiceOrdersResponse = z.infer<typeof invoiceOrdersResponse>;

/** POST /invoices/orders: the spec's orderIds and, beyond it, the invoice reprinted (see invoiceOrdersResponse). */
export const invoiceOrdersBody = orderIdsBody.extend({ invoiceId: optionalId(INVOICE_MESSAGES.invoiceNotFound) });

/** `GET /invoices/search?q` answers at most this many invoices, newest first. */
export const INVOICE_SEARCH_LIMIT = 50;

/** `GET /invoices/search?q`: an empty text finds nothing (spec 5: empty searches do nothing). */
export const invoiceSearchQuery = z.object({
  q: z
    .string({ error: 'Invalid request!' })
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, 100)),
});
