// 86 and stock counts on menu items and modifier choices: the body that sets them (from the POS or the kitchen),
// the list the stations read, and the refusal an order for something out gets.
import { z } from 'zod';

export const STOCK_MESSAGES = {
  stockUpdated: 'Stock updated!',
  itemNotFound: 'Menu item not found!',
  choiceNotFound: 'Modifier choice not found!',
  /** create-order for an item or choice that is out (86) or short: a 409 naming it. */
  outOfStock: (name: string) => `${name} is sold out (86)!`,
  settingsSaved: 'Stock settings saved!',
} as const;

const count = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(99_999, message)
    .nullish()
    .transform((value) => value ?? null);

/** isOut: 86 now (true) or back on (false, a count of 0 is then cleared); count: units left (null: not counted). */
export const stockBody = z.object({
  isOut: z.boolean({ error: 'isOut must be true or false!' }),
  count: count('Count must be a whole number from 0 to 99999!'),
  lowLevel: count('Low level must be a whole number from 0 to 99999!'),
});
export type StockBody = z.output<typeof stockBody>;

const stockDto = z.object({
  kind: z.enum(['item', 'choice']),
  id: z.number().int(),
  name: z.string(),
  is_out: z.boolean(),
  count: z.number().int().nullable(),
  low_level: z.number().int().nullable(),
  /** Counted and at or under its low level (and not out). */
  is_low: z.boolean(),
});
export type StockDto = z.infer<typeof stockDto>;

export const stockResponse = z.object({ stock: z.array(stockDto) });

/** The kitchen's 86 panel: every item (with its category and the groups it offers) and every group's choices. */
export const stockCatalogueResponse = z.object({
  items: z.array(stockDto.extend({ category: z.string().nullable(), group_ids: z.array(z.number().int()) })),
  groups: z.array(z.object({ id: z.number().int(), name: z.string(), choices: z.array(stockDto) })),
});
export type StockCatalogueResponse = z.infer<typeof stockCatalogueResponse>;

/** What the business day's start (the drawers' cutoff) does to 86 and counts; both off by default. */
export const stockSettingsBody = z.object({
  resetCounts: z.boolean({ error: 'resetCounts must be true or false!' }),
  liftOuts: z.boolean({ error: 'liftOuts must be true or false!' }),
});
export type StockSettingsBody = z.output<typeof stockSettingsBody>;

export const stockSettingsResponse = z.object({
  resetCounts: z.boolean(),
  liftOuts: z.boolean(),
  /** 'HH:MM': when the business day turns (the drawers' settings). */
  dayCutoff: z.string(),
  /** YYYY-MM-DD: the business day last reset (null: never). */
  lastResetDate: z.string().nullable(),
});
export type StockSettingsResponse = z.infer<typeof stockSettingsResponse>;

export const stockSettingsSaved = stockSettingsResponse.extend({ message: z.string() });

/** The 86 history's longest list: a period with more says so (`isTruncated`) and shows the newest. */
export const STOCK_HISTORY_LIMIT = 500;

export const stockHistoryResponse = z.object({
  /** The resolved period, inclusive business dates. */
  from: z.string(),
  to: z.string(),
  entries: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      actor: z.string(),
      /** What changed: an item, a choice, or every row (the day's start). */
      kind: z.enum(['item', 'choice', 'all']),
      name: z.string(),
      change: z.enum(['out', 'back_on', 'counted', 'day_reset']),
      /** The count it set (null: none). */
      count: z.number().int().nullable(),
      summary: z.string(),
    }),
  ),
  isTruncated: z.boolean(),
});
export type StockHistoryResponse = z.infer<typeof stockHistoryResponse>;
