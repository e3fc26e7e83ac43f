// Spec 3 reservation: the date is the store's wall time `YYYY-MM-DDTHH:mm` (a real calendar date and
// time, not only the right shape), and every reservation gets a short code guests can read out.
import { randomInt } from 'node:crypto';
import { isIsoDate } from '../../shared/domain/dates/dateRanges';
import { conflict } from '../errors';
import { isForeignKeyViolation } from '../orders/placeOrder';

/** No 0/O, 1/I/L or U: nothing to confuse when read over the phone. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 6;

/** `R-` and 6 random characters of a 30-letter alphabet (729 million codes), e.g. `R-7K3QX9`. */
export function newReservationCode(): string {
  let code = 'R-';
  for (let index = 0; index < CODE_LENGTH; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** `2026-03-02T19:30` yes; `2026-02-30T19:30` or `2026-03-02T24:00` no. */
export function isLocalDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return false;
  const [, date = '', hours = '', minutes = ''] = match;
  return isIsoDate(date) && Number(hours) <= 23 && Number(minutes) <= 59;
}

/** A customer or table deleted between the check and the write (PostgreSQL): nothing was written, retry. */
export async function refuseVanishedReference<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict();
    throw error;
  }
}
