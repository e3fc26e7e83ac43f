// Spec 2.4, 2.8–2.10, 2.12, 3 (dashboard response, reservation, top selling item, customer, invoice, report),
// 5 (customers, reservations) and 7 (Customers, Reservations, Invoices, reports): wire shapes and bodies.
import { z } from 'zod';
import { DATE_FILTERS, REPORT_DATE_FILTERS } from '../domain/dateRanges';
import type { SeriesGranularity } from '../domain/periodBuckets';
import { CUSTOMER_GENDERS, type CustomerDto } from './pos';
import type { PrintSettingsResponse, StoreSettingsResponse, StoreTableDto } from './settings';
import { optionalId, optionalText, requiredText } from './validation';

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

export interface CustomersPageResponse {
  customers: CustomerDto[];
  currentPage: number;
  totalPages: number;
  totalCustomers: number;
}

// --- Reservations ---------------------------------------------------------------------------------

export const RESERVATION_STATUSES = ['booked', 'paid', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

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

const reservationStatus = z.enum(RESERVATION_STATUSES, { error: 'Please select a valid status!' }).nullish().transform((value) => value ?? 'booked');

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

export interface ReservationDto {
  id: number;
  customer_id: number | null;
  customer_name: string | null;
  /** Store-local `YYYY-MM-DDTHH:mm`. */
  date: string;
  table_id: number | null;
  table_title: string | null;
  status: ReservationStatus;
  notes: string | null;
  people_count: number;
  unique_code: string;
  created_at: string;
  updated_at: string;
}

export interface ReservationsResponse {
  reservations: ReservationDto[];
}
export interface ReservationsInitResponse {
  storeTables: StoreTableDto[];
}

// --- Date filter query (reservations, invoices, reports) ---------------------------------------------
// The period's length is checked by the server against the caller's maximum (MAX_PERIOD_DAYS for lists and
// exports, MAX_REPORT_PERIOD_DAYS for reports; shared/domain/dateRanges.ts), after this shape.

export const dateFilterQuery = z.object({
  type: z.enum(DATE_FILTERS, { error: OFFERINGS_MESSAGES.invalidDateFilter }).optional().default('today'),
  from: z.string().trim().optional(),
  to: z.string().trim().optional(),
});
export const reportFilterQuery = dateFilterQuery.extend({
  type: z.enum(REPORT_DATE_FILTERS as [string, ...string[]], { error: OFFERINGS_MESSAGES.invalidDateFilter }).optional().default('today'),
});

// --- Dashboard, invoices, reports -------------------------------------------------------------------

export interface TopSellingItemDto {
  title: string;
  price: number;
  orders_count: number;
}

export interface DashboardResponse {
  reservations: ReservationDto[];
  topSellingItems: TopSellingItemDto[];
  ordersCount: number;
  newCustomerCount: number;
  repeatedCustomerCount: number;
  /** Store currency code. */
  currency: string;
}

export interface InvoiceDto {
  invoice_id: number;
  created_at: string;
  sub_total: number;
  tax_total: number;
  total: number;
  table_id: number | null;
  table_title: string | null;
  floor: string | null;
  delivery_type: string | null;
  customer_type: string;
  customer_id: number | null;
  name: string | null;
  email: string | null;
  orders: { order_id: number; token_no: number }[];
  created_by_name: string;
  payment_type_title: string;
}

export interface InvoicesResponse {
  invoices: InvoiceDto[];
}
export interface InvoicesInitResponse {
  storeSettings: StoreSettingsResponse;
  printSettings: PrintSettingsResponse & { page_format: 80 | 57; is_enable_print: boolean };
}

export interface ReportPoint {
  /**
   * The bucket's start: `YYYY-MM-DDTHH` (hour), `YYYY-MM-DD` (day, or the Monday of a week, which may precede
   * the period) or `YYYY-MM` (month). The first and last buckets cover only the period's days.
   */
  bucket: string;
  revenue: number;
}

export interface ReportResponse {
  ordersCount: number;
  newCustomers: number;
  repeatedCustomers: number;
  currency: string;
  averageOrderValue: number;
  totalCustomers: number;
  netRevenue: number;
  taxTotal: number;
  revenueTotal: number;
  topSellingItems: TopSellingItemDto[];
  /**
   * Beyond the spec: revenue per store-local hour (a single day), per day (up to 62 days), per week (Monday to
   * Sunday, up to 366 days) or per month (longer; reports cover at most 1,096 days).
   */
  granularity: SeriesGranularity;
  series: ReportPoint[];
  /** The resolved period, inclusive business dates. */
  from: string;
  to: string;
}

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
export const CUSTOMERS_MAX_PAGE_SIZE = 100;

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

// --- Invoices and reports: server answers and queries (issue 6, server half) ----------------------------

export const INVOICE_MESSAGES = {
  invoiceNotFound: 'Invoice not found!',
} as const;

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
