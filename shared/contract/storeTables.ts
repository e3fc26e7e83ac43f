// Spec 3 (store table), 5 and 7 (Settings → Tables): the table's body with the spec's messages, its wire shape, and
// the server's answers.
import { z } from 'zod';
import { MAX_STORED_INTEGER, requiredText } from './validation';

/** What the store tables routes answer (spec 7: the response's message is shown as a toast). */
export const STORE_TABLE_MESSAGES = {
  tableAdded: 'Table added successfully!',
  tableUpdated: 'Table updated successfully!',
  tableDeleted: 'Table deleted successfully!',
  tableNotFound: 'Table not found!',
} as const;

const seatingCapacity = z
  .unknown()
  .optional()
  .transform((value, ctx): number => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0 || number > MAX_STORED_INTEGER) {
      ctx.addIssue({ code: 'custom', message: "Please provide Seating Capacity or '0'" });
      return z.NEVER;
    }
    return number;
  });

export const storeTableBody = z.object({
  title: requiredText('Please provide Title!', 100),
  floor: requiredText("Please provide Floor or use '-'", 100),
  seatingCapacity,
});
export type StoreTableBody = z.output<typeof storeTableBody>;

export const storeTableDto = z.object({
  id: z.number().int(),
  table_title: z.string(),
  floor: z.string(),
  seating_capacity: z.number().int(),
});
export type StoreTableDto = z.infer<typeof storeTableDto>;

export const storeTablesResponse = z.object({ storeTables: z.array(storeTableDto) });
export type StoreTablesResponse = z.infer<typeof storeTablesResponse>;
