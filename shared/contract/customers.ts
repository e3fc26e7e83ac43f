// Spec 3 (customer), 5 and 7 (Customers): the customer's bodies, its list query and page, and the words the
// form and the server say.
import { z } from 'zod';
import { CUSTOMER_GENDERS, customerDto } from './pos';
import { requiredText } from './validation';

export const CUSTOMERS_PAGE_SIZE = 10;

/** The form's checks (spec 5) and the server's answers (shown as toasts, spec 7). */
export const CUSTOMER_MESSAGES = {
  customerPhoneRequired: "Please Provide Customer's Phone!",
  customerNameRequired: "Please Provide Customer's Name!",
  customerAdded: 'Customer added successfully!',
  customerUpdated: 'Customer updated successfully!',
  customerDeleted: 'Customer deleted successfully!',
  customerNotFound: 'Customer not found!',
  customerPhoneTaken: 'A customer with this phone already exists!',
} as const;

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
  phone: requiredText(CUSTOMER_MESSAGES.customerPhoneRequired, 40),
  name: requiredText(CUSTOMER_MESSAGES.customerNameRequired, 100),
  email,
  birthDate,
  gender,
});
export type CustomerAddBody = z.output<typeof customerAddBody>;

/** Update: the phone is read-only; the same two checks apply (spec 5), so a phone sent along is ignored. */
export const customerUpdateBody = z.object({
  name: requiredText(CUSTOMER_MESSAGES.customerNameRequired, 100),
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
