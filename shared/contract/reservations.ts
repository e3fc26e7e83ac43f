// Spec 3 (reservation), 5 and 7 (Reservations): the reservation's bodies, its wire shape, the search query, and the
// words the form and the server say.
import { z } from 'zod';
import { RESERVATION_STATUSES } from '../domain/reservations';
import { storeTableDto } from './storeTables';
import { optionalId, optionalText } from './validation';

export { RESERVATION_STATUSES, type ReservationStatus } from '../domain/reservations';

/** The form's checks and lists (spec 5) and the server's answers (shown as toasts, spec 7). */
export const RESERVATION_MESSAGES = {
  reservationCustomerRequired: 'Please select customer!',
  reservationDateRequired: 'Please select date & time!',
  reservationInvalidRequest: 'Invalid request!',
  reservationPhoneRequired: 'Please provide customer phone number to search!',
  noReservationsForFilter: 'No Results found! Change the Filter!',
  reservationAdded: 'Reservation added successfully!',
  reservationUpdated: 'Reservation updated successfully!',
  reservationDeleted: 'Reservation deleted successfully!',
  reservationNotFound: 'Reservation not found!',
  reservationCustomerNotFound: 'Selected customer was not found!',
  reservationTableNotFound: 'Selected table was not found!',
} as const;

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
  .union([z.number(), z.string()], { error: RESERVATION_MESSAGES.reservationCustomerRequired })
  .nullish()
  .transform((value, ctx): string => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text === '' || text === 'null' || text.length > 50) {
      ctx.addIssue({ code: 'custom', message: RESERVATION_MESSAGES.reservationCustomerRequired });
      return z.NEVER;
    }
    return text;
  });

export const reservationAddBody = z.object({
  customerId: reservationCustomerRef,
  date: reservationDate(RESERVATION_MESSAGES.reservationDateRequired),
  tableId: optionalId('Selected table was not found!'),
  status: reservationStatus,
  notes: optionalText(500),
  peopleCount,
});
export type ReservationAddBody = z.output<typeof reservationAddBody>;

export const reservationUpdateBody = z.object({
  date: reservationDate(RESERVATION_MESSAGES.reservationDateRequired),
  tableId: optionalId('Selected table was not found!'),
  status: reservationStatus,
  notes: optionalText(500),
  peopleCount,
});
export type ReservationUpdateBody = z.output<typeof reservationUpdateBody>;

export const reservationDto = z.object({
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

/** `GET /reservations/search?q`: an empty text finds nothing (spec 5: empty searches do nothing). */
export const reservationSearchQuery = z.object({
  q: z
    .string({ error: 'Invalid request!' })
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, 100)),
});
