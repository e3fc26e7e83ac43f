// Spec 3 (store settings, print settings), 5 and 7 (Settings → Store Details, Print Settings): the two single-row
// settings' bodies with the spec's messages, word for word, their wire shapes and the server's answers. The client
// runs these before any call; the server runs the same ones and answers 400 with the message.
import { z } from 'zod';
import { isCurrencyCode } from '../domain/money/currencies';
import { optionalFlag, optionalText, requiredText } from './validation';

export const PAGE_FORMATS = [80, 57] as const;

/** What the store and print settings routes answer (spec 7: the response's message is shown as a toast). */
export const SETTINGS_MESSAGES = {
  storeSettingsSaved: 'Store details saved successfully!',
  printSettingsSaved: 'Print settings saved successfully!',
  storeSettingsNotFound: 'Store settings not found!',
  printSettingsNotFound: 'Print settings not found!',
} as const;

export const storeSettingsBody = z.object({
  storeName: requiredText('Please provide store name!'),
  address: optionalText(),
  phone: optionalText(40),
  email: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'Please provide a valid email!'),
  currency: z.string({ error: 'Please select currency!' }).trim().toUpperCase().refine(isCurrencyCode, 'Please select currency!'),
  image: optionalText(1000),
  timeZone: z
    .string()
    .trim()
    .nullish()
    .refine((value) => !value || isTimeZone(value), 'Please select a valid time zone!')
    .transform((value) => value || null),
});
export type StoreSettingsBody = z.output<typeof storeSettingsBody>;

function isTimeZone(value: string): boolean {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

export const printSettingsBody = z.object({
  pageFormat: z.coerce
    .number({ error: 'Please select page size 80mm or 57mm!' })
    .refine((value) => value === 80 || value === 57, 'Please select page size 80mm or 57mm!'),
  header: optionalText(500),
  footer: optionalText(500),
  showNotes: optionalFlag,
  isEnablePrint: optionalFlag,
  showStoreDetails: optionalFlag,
  printToken: optionalFlag,
  showCustomerDetails: optionalFlag,
});
export type PrintSettingsBody = z.output<typeof printSettingsBody>;

/** GET /settings/store-setting (spec 3 store settings, plus the store's IANA time zone). */
export const storeSettingsResponse = z.object({
  storeName: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** ISO 4217 code. */
  currency: z.string(),
  image: z.string().nullable(),
  timeZone: z.string(),
});
export type StoreSettingsResponse = z.infer<typeof storeSettingsResponse>;

export const printSettingsResponse = z.object({
  pageFormat: z.union([z.literal(80), z.literal(57)]),
  header: z.string().nullable(),
  footer: z.string().nullable(),
  showNotes: z.boolean(),
  isEnablePrint: z.boolean(),
  showStoreDetails: z.boolean(),
  showCustomerDetails: z.boolean(),
  printToken: z.boolean(),
});
export type PrintSettingsResponse = z.infer<typeof printSettingsResponse>;
