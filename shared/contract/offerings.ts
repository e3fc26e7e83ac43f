// Spec 2.4, 2.8–2.10, 2.12, 3 (dashboard response, reservation, top selling item, customer, invoice, report),
// 5 (customers, reservations) and 7 (Customers, Reservations, Invoices, reports): wire shapes and bodies.
// Over 300 lines: the five back-office resources share it until it is split per resource.
import { z } from 'zod';
import { RESERVATION_STATUSES } from '../domain/reservations';
import { DATE_FILTERS, REPORT_DATE_FILTERS } from '../domain/dateRanges';
import { SERIES_GRANULARITIES } from '../domain/periodBuckets';
import { orderDto, orderIdsBody } from './orders';
import { CUSTOMER_GENDERS, customerDto } from './pos';
import { printSettingsResponse, storeSettingsResponse, storeTableDto } from './settings';
import { optionalId, optionalText, requiredText } from './validation';
import { BILL_TOTALS_FIELDS } from './billing/billFigures';

export const CUSTOMERS_PAGE_SIZE = 10;

export const OFFERINGS_MESSAGES = {
  customerPhoneRequired: "Please Provide Customer's Phone!",
  customerNameRequired: "Please Provide Customer's Name!",
  reservationCustomerRequired: 'Please select customer!',
  reservationDateRequired: 'Please select date & time!',
  reservationInvalidRequest: 'Invalid request!',
  reservationPhoneRequired: 'Please provide customer phone number to search!',
  noReservationsForFilter: 'No Results found! Change the Filter!',
  noReservationToday: 'No Reservation found for Today!',
  noTopSellingToday: 'No Top Selling items found for Today!',
  invalidDateFilter: 'Please choose a valid date filter!',
} as const;

// --- Customers ----------------------------------------------------------------------------------

const email = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'Please provide a valid email!');
const birthDate = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Please provide a valid birth date!');
const gender = z
  .union([z.enum(CUSTOMER_GENDERS), z.literal('')], { error: 'Please select a valid gender!' })
  .nullish()
  .transform((value) => value || null);

export const customerAddBody = z.object({
  phone: requiredText(OFFERINGS_MESSAGES.customerPhoneRequired, 40),
  name: requiredText(OFFERINGS_MESSAGES.customerNameRequired, 100),
  email,
  birthDate,
  gender,
});
export type CustomerAddBody = z.output<typeof customerAddBody>;

/** Update: the phone is read-only; the same two checks apply (spec 5), so a phone sent along is ignored. */
export const customerUpdateBody = z.object({
  name: requiredText(OFFERINGS_MESSAGES.customerNameRequired, 100),
  email,
  birthDate,
  gender,
});
export type CustomerUpdateBody = z.output<typeof customerUpdateBody>;

export const customersPageResponse = z.object({
  customers: z.array(customerDto),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCustomers: z.number().int(),
});
export type CustomersPageResponse = z.infer<typeof customersPageResponse>;

// --- Reservations ---------------------------------------------------------------------------------

export { RESERVATION_STATUSES, type ReservationStatus } from '../domain/reservations';

/** Date & time as the store's local wall time, `YYYY-MM-DDTHH:mm` (a datetime-local value). */
const reservationDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, message);

const peopleCount = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value, ctx): number => {
    if (value === null || value === undefined || value === '') return 0;
    const count = Number(value);
    if (!Number.isSafeInteger(count) || count < 0 || count > 10_000) {
      ctx.addIssue({ code: 'custom', message: 'People count must be 0 or more!' });
      return z.NEVER;
    }
    return count;
  });

const reservationStatus = z
  .enum(RESERVATION_STATUSES, { error: 'Please select a valid status!' })
  .nullish()
  .transform((value) => value ?? 'booked');

/**
 * The reservation's customer: their phone (spec 3: the phone is the customer's key) or their id, as text;
 * the server resolves it. Only a missing one is refused here, so an empty date gets its own message.
 */
const reservationCustomerRef = z
  .union([z.number(), z.string()], { error: OFFERINGS_MESSAGES.reservationCustomerRequired })
  .nullish()
  .transform((value, ctx): string => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text === '' || text === 'null' || text.length > 50) {
      ctx.addIssue({ code: 'custom', message: OFFERINGS_MESSAGES.reservationCustomerRequired });
      return z.NEVER;
    }
    return text;
  });

export const reservationAddBody = z.object({
  customerId: reservationCustomerRef,
  date: reservationDate(OFFERINGS_MESSAGES.reservationDateRequired),
  tableId: optionalId('Selected table was not found!'),
  status: reservationStatus,
  notes: optionalText(500),
  peopleCount,
});
export type ReservationAddBody = z.output<typeof reservationAddBody>;

export const reservationUpdateBody = z.object({
  date: reservationDate(OFFERINGS_MESSAGES.reservationDateRequired),
  tableId: optionalId('Selected table was not found!'),
  status: reservationStatus,
  notes: optionalText(500),
  peopleCount,
});
export type ReservationUpdateBody = z.output<typeof reservationUpdateBody>;

const reservationDto = z.object({
  id: z.number().int(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  /** Store-local `YYYY-MM-DDTHH:mm`. */
  date: z.string(),
  table_id: z.number().int().nullable(),
  table_title: z.string().nullable(),
  status: z.enum(RESERVATION_STATUSES),
  notes: z.string().nullable(),
  people_count: z.number().int(),
  unique_code: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReservationDto = z.infer<typeof reservationDto>;

export const reservationsResponse = z.object({ reservations: z.array(reservationDto) });
export type ReservationsResponse = z.infer<typeof reservationsResponse>;
export const reservationsInitResponse = z.object({ storeTables: z.array(storeTableDto) });
export type ReservationsInitResponse = z.infer<typeof reservationsInitResponse>;

// --- Date filter query (reservations, invoices, reports) ---------------------------------------------
// The period's length is checked by the server against the caller's maximum (MAX_PERIOD_DAYS for lists and
// exports, MAX_REPORT_PERIOD_DAYS for reports; shared/domain/dateRanges.ts), after this shape.

export const dateFilterQuery = z.object({
  type: z.enum(DATE_FILTERS, { error: OFFERINGS_MESSAGES.invalidDateFilter }).optional().default('today'),
  from: z.string({ error: OFFERINGS_MESSAGES.invalidDateFilter }).trim().optional(),
  to: z.string({ error: OFFERINGS_MESSAGES.invalidDateFilter }).trim().optional(),
});
export const reportFilterQuery = dateFilterQuery.extend({
  type: z
    .enum(REPORT_DATE_FILTERS as [string, ...string[]], { error: OFFERINGS_MESSAGES.invalidDateFilter })
    .optional()
    .default('today'),
});

// --- Dashboard, invoices, reports -------------------------------------------------------------------

const topSellingItemDto = z.object({ title: z.string(), price: z.number(), orders_count: z.number().int() });
export type TopSellingItemDto = z.infer<typeof topSellingItemDto>;

export const dashboardResponse = z.object({
  reservations: z.array(reservationDto),
  topSellingItems: z.array(topSellingItemDto),
  /** Orders placed today and not cancelled, paid or not (the Orders counter). */
  ordersCount: z.number().int(),
  /** Beyond the spec: the orders today's invoices paid, so the home page can say how many of today's orders are paid. */
  paidOrdersCount: z.number().int(),
  newCustomerCount: z.number().int(),
  repeatedCustomerCount: z.number().int(),
  /** Store currency code. */
  currency: z.string(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

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
export const invoicesInitResponse = z.object({ storeSettings: storeSettingsResponse, printSettings: printSettingsResponse });
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

const reportPoint = z.object({
  /**
   * The bucket's start: `YYYY-MM-DDTHH` (hour), `YYYY-MM-DD` (day, or the Monday of a week, which may precede
   * the period) or `YYYY-MM` (month). The first and last buckets cover only the period's days.
   */
  bucket: z.string(),
  revenue: z.number(),
});
/** @internal Exported for tests: the report tests type the points they read with it. */
export type ReportPoint = z.infer<typeof reportPoint>;

export const reportResponse = z.object({
  /** Orders placed in the period and not cancelled, paid or not. */
  ordersCount: z.number().int(),
  /**
   * Beyond the spec: the orders the period's invoices paid, what Revenue counts and what Avg. Order Value divides
   * by (revenueTotal ÷ paidOrdersCount), so the tiles can say so and agree.
   */
  paidOrdersCount: z.number().int(),
  newCustomers: z.number().int(),
  repeatedCustomers: z.number().int(),
  currency: z.string(),
  averageOrderValue: z.number(),
  totalCustomers: z.number().int(),
  netRevenue: z.number(),
  taxTotal: z.number(),
  revenueTotal: z.number(),
  /**
   * Beyond the spec: what cash rounding added (positive) or took off (negative) over the period's payments, net of
   * its refunds; already in revenueTotal (netRevenue + taxTotal + roundingTotal = revenueTotal, service charge aside).
   */
  roundingTotal: z.number(),
  /** Beyond the spec: the service charges paid over the period, net of refunds; already in revenueTotal. */
  serviceChargeTotal: z.number(),
  topSellingItems: z.array(topSellingItemDto),
  /**
   * Beyond the spec: revenue per store-local hour (a single day), per day (up to 62 days), per week (Monday to
   * Sunday, up to 366 days) or per month (longer; reports cover at most 1,096 days).
   */
  granularity: z.enum(SERIES_GRANULARITIES),
  series: z.array(reportPoint),
  /** The resolved period, inclusive business dates. */
  from: z.string(),
  to: z.string(),
});
export type ReportResponse = z.infer<typeof reportResponse>;

// --- Server answers and the list query (customers, reservations) --------------------------------------

/** The server's success and refusal messages for customers and reservations (shown as toasts, spec 7). */
export const OFFERINGS_ANSWERS = {
  customerAdded: 'Customer added successfully!',
  customerUpdated: 'Customer updated successfully!',
  customerDeleted: 'Customer deleted successfully!',
  customerNotFound: 'Customer not found!',
  customerPhoneTaken: 'A customer with this phone already exists!',
  reservationAdded: 'Reservation added successfully!',
  reservationUpdated: 'Reservation updated successfully!',
  reservationDeleted: 'Reservation deleted successfully!',
  reservationNotFound: 'Reservation not found!',
  reservationCustomerNotFound: 'Selected customer was not found!',
  reservationTableNotFound: 'Selected table was not found!',
} as const;

/** The most customers one page may hold (`perPage` above it is capped). */
const CUSTOMERS_MAX_PAGE_SIZE = 100;

const pageNumber = (fallback: number, max: number) =>
  z
    .unknown()
    .optional()
    .transform((value): number => {
      const number = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
      return Number.isSafeInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
    });

/**
 * `GET /customers?sort=created_at&page&filter&perPage`: page 1 and 10 per page by default; a missing or
 * malformed page or perPage takes its default, perPage is capped at 100. Newest first is the only sort.
 */
export const customersListQuery = z.object({
  sort: z.literal('created_at', { error: 'Invalid request!' }).optional().default('created_at'),
  page: pageNumber(1, 1_000_000),
  perPage: pageNumber(CUSTOMERS_PAGE_SIZE, CUSTOMERS_MAX_PAGE_SIZE),
  filter: z
    .string({ error: 'Invalid request!' })
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, 100)),
});
export type CustomersListQuery = z.output<typeof customersListQuery>;

/** `GET /reservations/search?q`: an empty text finds nothing (spec 5: empty searches do nothing). */
export const reservationSearchQuery = z.object({
  q: z
    .string({ error: 'Invalid request!' })
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, 100)),
});

// --- Invoices and reports: server answers and queries (server half) ----------------------------

export const INVOICE_MESSAGES = {
  invoiceNotFound: 'Invoice not found!',
} as const;

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

/** The report's Top Selling Items list length. */
export const TOP_SELLING_LIMIT = 10;
