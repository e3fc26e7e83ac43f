// Spec 5 and 7 (Settings, Menu items, users): request bodies with the spec's messages, word for word.
// The client runs these before any call; the server runs the same ones and answers 400 with the message.
// Over 300 lines: the schemas of every server/http/settings route (store, print, tables, taxes, payment types,
// categories), menu items and users, until the contract files are split per resource.
import { z } from 'zod';
import { isCurrencyCode } from '../domain/money/currencies';
import { MIN_PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES } from '../domain/access/passwordPolicy';
import { PERMISSIONS } from '../domain/access/scopes';
import { TAX_TYPES } from '../domain/tax';
import { MAX_STORED_INTEGER, moneyAmount, optionalId, optionalText, requiredText } from './validation';

export { TAX_TYPES } from '../domain/tax';

export const PAGE_FORMATS = [80, 57] as const;

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .optional()
  .transform((value) => value === true || value === 1);

// --- Store and print settings --------------------------------------------------------------

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
  showNotes: flag,
  isEnablePrint: flag,
  showStoreDetails: flag,
  printToken: flag,
  showCustomerDetails: flag,
});
export type PrintSettingsBody = z.output<typeof printSettingsBody>;

// --- Tables ----------------------------------------------------------------------------------

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

// --- Categories, taxes, payment types ----------------------------------------------------------

export const categoryAddBody = z.object({ title: requiredText('Please provide Category Title!', 100) });
export const categoryUpdateBody = z.object({ title: requiredText('Please provide title!', 100) });

/** Tax rate: a percent with at most 2 decimals, 0–100, kept as hundredths of a percent (basis points). */
const taxRate = moneyAmount('Invalid value provided in Tax Rate!').refine(
  (value) => value !== null && value <= 10_000,
  'Invalid value provided in Tax Rate!',
);
const taxType = z.enum(TAX_TYPES, { error: 'Select Tax Type!' });

export const taxAddBody = z.object({ title: requiredText('Provide Title!', 100), rate: taxRate, type: taxType });
export const taxUpdateBody = z.object({ title: requiredText('Please provide title!', 100), rate: taxRate, type: taxType });
export type TaxBody = z.output<typeof taxAddBody>;

/** The largest cash rounding step: 1.00 (Brigade's own limit; steps in use run from 0.05 to 1.00). */
const MAX_ROUNDING_STEP = 100;
const ROUNDING_STEP_MESSAGE = 'Rounding step must be an amount from 0 to 1.00!';
/**
 * What a payment type's payments round to (decimal: 0.05 for cash in Switzerland; 0: exact). Not in spec 7's bodies:
 * absent keeps the type's step (a new type: exact).
 */
const roundingStep = moneyAmount(ROUNDING_STEP_MESSAGE, 'null').refine(
  (step) => step === null || step <= MAX_ROUNDING_STEP,
  ROUNDING_STEP_MESSAGE,
);

export const paymentTypeAddBody = z.object({
  title: requiredText('Please provide Payment Type Title!', 100),
  isActive: flag,
  roundingStep,
});
export const paymentTypeUpdateBody = z.object({ title: requiredText('Please provide title!', 100), isActive: flag, roundingStep });
export const paymentTypeToggleBody = z.object({
  isActive: z.union([z.boolean(), z.literal(0), z.literal(1)], { error: 'Invalid request!' }).transform((v) => v === true || v === 1),
});

// --- Menu items, variants, addons --------------------------------------------------------------

export const menuItemBody = z.object({
  title: requiredText('Please enter title!', 200),
  price: moneyAmount('Please provide valid price!'),
  netPrice: moneyAmount('Please provide valid net price!', 'null'),
  categoryId: optionalId('Please select a valid category!'),
  taxId: optionalId('Please select a valid tax!'),
});
export type MenuItemBody = z.output<typeof menuItemBody>;

export const variantBody = z.object({
  title: requiredText('Please provide variant title!', 200),
  price: moneyAmount('Please provide valid variant price!', 'zero'),
});
export const addonBody = z.object({
  title: requiredText('Please provide addon title!', 200),
  price: moneyAmount('Please provide valid addon price!', 'zero'),
});
export type PricedOptionBody = z.output<typeof variantBody>;

// --- Users ------------------------------------------------------------------------------------

const userScopes = z
  .array(z.enum(PERMISSIONS, { error: 'Invalid scope provided!' }), { error: 'Invalid scope provided!' })
  .nullish()
  .transform((value) => [...new Set(value ?? [])]);

/**
 * A new password: `requiredMessage` when absent or empty (the spec's words), then the policy's minimum
 * in characters (Unicode code points, NIST SP 800-63B), untrimmed: spaces are part of a passphrase.
 */
function newPassword(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(1000)
    .refine((password) => password === '' || [...password].length >= MIN_PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES.tooShort);
}

// What a user's add and update forms share (the keys' order is the order their checks answer in).
const userName = requiredText('Please provide name!', 100);
const userDetails = { designation: optionalText(100), phone: optionalText(40), email: optionalText(200), userScopes };

export const userAddBody = z.object({
  name: userName,
  username: requiredText('Please provide username!', 60).regex(
    /^[A-Za-z0-9._-]+$/,
    'Username can only have letters, numbers, dots, dashes and underscores!',
  ),
  password: newPassword('Please provide password!'),
  ...userDetails,
});
export type UserAddBody = z.output<typeof userAddBody>;

export const userUpdateBody = z.object({ name: userName, ...userDetails });
export type UserUpdateBody = z.output<typeof userUpdateBody>;

export const passwordResetBody = z.object({
  password: newPassword('Provide new password!'),
});

// --- Responses -----------------------------------------------------------------------------------

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

// --- Response shapes (spec 3). Money and tax rates travel as decimals (12.5 = 12.50, rate 5 = 5%). --------

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

export const paymentTypeDto = z.object({
  id: z.number().int(),
  title: z.string(),
  is_active: z.boolean(),
  /** Decimal: what this type's payments round to (0.05); 0 when exact. */
  rounding_step: z.number(),
});
export type PaymentTypeDto = z.infer<typeof paymentTypeDto>;

const taxDto = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Percent, up to 2 decimals. */
  rate: z.number(),
  type: z.enum(TAX_TYPES),
});
export type TaxDto = z.infer<typeof taxDto>;

export const storeTableDto = z.object({
  id: z.number().int(),
  table_title: z.string(),
  floor: z.string(),
  seating_capacity: z.number().int(),
});
export type StoreTableDto = z.infer<typeof storeTableDto>;

export const categoryDto = z.object({ id: z.number().int(), title: z.string() });
export type CategoryDto = z.infer<typeof categoryDto>;

const addonDto = z.object({ id: z.number().int(), title: z.string(), price: z.number() });
export type AddonDto = z.infer<typeof addonDto>;

const variantDto = z.object({ id: z.number().int(), item_id: z.number().int(), title: z.string(), price: z.number() });
export type VariantDto = z.infer<typeof variantDto>;

export const menuItemDto = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  net_price: z.number().nullable(),
  image: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_title: z.string().nullable(),
  tax_id: z.number().int().nullable(),
  tax_title: z.string().nullable(),
  /** Percent, null without a tax. */
  tax_rate: z.number().nullable(),
  tax_type: z.enum(TAX_TYPES).nullable(),
  addons: z.array(addonDto),
  variants: z.array(variantDto),
});
export type MenuItemDto = z.infer<typeof menuItemDto>;

const userDto = z.object({
  username: z.string(),
  name: z.string(),
  role: z.string(),
  photo: z.string().nullable(),
  designation: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Comma-separated permission names. */
  scope: z.string(),
});
export type UserDto = z.infer<typeof userDto>;

export const paymentTypesResponse = z.object({
  paymentTypes: z.array(paymentTypeDto),
  /** What an order paid without a payment type is recorded with: the chosen default while active, else the first active type. */
  defaultPaymentTypeId: z.number().int().nullable(),
});
export type PaymentTypesResponse = z.infer<typeof paymentTypesResponse>;
export const taxesResponse = z.object({ taxes: z.array(taxDto) });
export type TaxesResponse = z.infer<typeof taxesResponse>;
export const storeTablesResponse = z.object({ storeTables: z.array(storeTableDto) });
export type StoreTablesResponse = z.infer<typeof storeTablesResponse>;
export const categoriesResponse = z.object({ categories: z.array(categoryDto) });
export type CategoriesResponse = z.infer<typeof categoriesResponse>;
export const menuItemsResponse = z.object({ menuItems: z.array(menuItemDto) });
export type MenuItemsResponse = z.infer<typeof menuItemsResponse>;
export const menuItemResponse = z.object({ menuItem: menuItemDto });
export type MenuItemResponse = z.infer<typeof menuItemResponse>;
export const usersResponse = z.object({ users: z.array(userDto) });
export type UsersResponse = z.infer<typeof usersResponse>;
/** Every add answers the new row's id beside the message (a user's id is their username). */
export const createdResponse = z.object({ message: z.string(), id: z.union([z.number().int(), z.string()]) });
export type CreatedResponse = z.infer<typeof createdResponse>;

// --- Server messages (spec 7: the response's message is shown as a toast) ---------------------------

/** What the settings, menu item and users routes answer: success toasts, not-found and conflict texts. */
export const SETTINGS_MESSAGES = {
  storeSettingsSaved: 'Store details saved successfully!',
  printSettingsSaved: 'Print settings saved successfully!',
  storeSettingsNotFound: 'Store settings not found!',
  printSettingsNotFound: 'Print settings not found!',

  paymentTypeAdded: 'Payment type added successfully!',
  paymentTypeUpdated: 'Payment type updated successfully!',
  paymentTypeActivated: 'Payment type activated successfully!',
  paymentTypeDeactivated: 'Payment type deactivated successfully!',
  paymentTypeDeleted: 'Payment type deleted successfully!',
  paymentTypeNotFound: 'Payment type not found!',
  paymentTypeMadeDefault: 'Default payment type saved successfully!',
  inactivePaymentTypeDefault: 'Only an active payment type can be the default!',

  taxAdded: 'Tax added successfully!',
  taxUpdated: 'Tax updated successfully!',
  taxDeleted: 'Tax deleted successfully!',
  taxNotFound: 'Tax not found!',
  taxInUse: (count: number) => `This tax is used by ${count} menu item(s). Change their tax first!`,

  tableAdded: 'Table added successfully!',
  tableUpdated: 'Table updated successfully!',
  tableDeleted: 'Table deleted successfully!',
  tableNotFound: 'Table not found!',

  categoryAdded: 'Category added successfully!',
  categoryUpdated: 'Category updated successfully!',
  categoryDeleted: 'Category deleted successfully!',
  categoryNotFound: 'Category not found!',

  menuItemAdded: 'Menu item added successfully!',
  menuItemUpdated: 'Menu item updated successfully!',
  menuItemDeleted: 'Menu item deleted successfully!',
  menuItemNotFound: 'Menu item not found!',
  /** A body's categoryId or taxId naming no row: the same words as the schema's format check. */
  invalidCategory: 'Please select a valid category!',
  invalidTax: 'Please select a valid tax!',

  variantAdded: 'Variant added successfully!',
  variantUpdated: 'Variant updated successfully!',
  variantDeleted: 'Variant deleted successfully!',
  variantNotFound: 'Variant not found!',

  addonAdded: 'Addon added successfully!',
  addonUpdated: 'Addon updated successfully!',
  addonDeleted: 'Addon deleted successfully!',
  addonNotFound: 'Addon not found!',

  userAdded: 'User added successfully!',
  userUpdated: 'User updated successfully!',
  passwordReset: 'Password reset successfully! The user has been signed out of every device.',
  userDeleted: 'User deleted successfully!',
  userNotFound: 'User not found!',
  usernameTaken: 'Username already exists!',
  adminProtected: 'Admin users cannot be changed from the Users screen!',
  cannotDeleteSelf: 'You cannot delete your own account!',
  signInLockCleared: 'Sign-in lock cleared!',
} as const;
