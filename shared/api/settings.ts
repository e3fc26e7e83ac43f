// Spec 7 Settings: store and print settings, payment types, taxes, store tables and categories.
// Callers pass the output of the shared request schemas (run through `validate()` first), so money and
// rates arrive here as integer minor units / hundredths of a percent and leave as the API's decimals.
import type { CreatedResponse } from '../contract/answers';
import type { CategoriesResponse } from '../contract/menu';
import type { PaymentTypesResponse } from '../contract/paymentTypes';
import type { PrintSettingsBody, PrintSettingsResponse, StoreSettingsBody, StoreSettingsResponse } from '../contract/settings';
import type { StoreTableBody, StoreTablesResponse } from '../contract/storeTables';
import type { TaxBody, TaxesResponse } from '../contract/taxes';
import type { MessageResponse } from '../contract/session';
import { callEndpoint } from './endpoints';
import { basisPoints, toPercent } from '../domain/money/basisPoints';
import { type MinorUnits, toDecimalAmount } from '../domain/money/money';

// --- Store and print settings -------------------------------------------------------------------

export function getStoreSettings(): Promise<StoreSettingsResponse> {
  return callEndpoint('GET /settings/store-setting', {});
}

export function saveStoreSettings(body: StoreSettingsBody): Promise<MessageResponse> {
  return callEndpoint('POST /settings/store-setting', { body });
}

export function getPrintSettings(): Promise<PrintSettingsResponse> {
  return callEndpoint('GET /settings/print-setting', {});
}

export function savePrintSettings(body: PrintSettingsBody): Promise<MessageResponse> {
  return callEndpoint('POST /settings/print-setting', { body });
}

// --- Payment types -------------------------------------------------------------------------------

export interface PaymentTypeInput {
  title: string;
  isActive: boolean;
  /** Minor units; null or absent keeps the type's step (a new type: exact). */
  roundingStep?: MinorUnits | null;
}

/** The body as the API reads it: the rounding step as a decimal amount (0.05). */
function paymentTypeWireBody({ roundingStep, ...fields }: PaymentTypeInput) {
  return roundingStep === undefined || roundingStep === null ? fields : { ...fields, roundingStep: toDecimalAmount(roundingStep) };
}

export function listPaymentTypes(): Promise<PaymentTypesResponse> {
  return callEndpoint('GET /settings/payment-types', {});
}

export function addPaymentType(body: PaymentTypeInput): Promise<CreatedResponse> {
  return callEndpoint('POST /settings/payment-types/add', { body: paymentTypeWireBody(body) });
}

export function updatePaymentType(paymentTypeId: number, body: PaymentTypeInput): Promise<MessageResponse> {
  return callEndpoint('POST /settings/payment-types/:id/update', { params: { id: paymentTypeId }, body: paymentTypeWireBody(body) });
}

/** Spec 4: the active switch calls the API at once. */
export function togglePaymentType(paymentTypeId: number, isActive: boolean): Promise<MessageResponse> {
  return callEndpoint('POST /settings/payment-types/:id/toggle', { params: { id: paymentTypeId }, body: { isActive } });
}

export function makePaymentTypeDefault(paymentTypeId: number): Promise<MessageResponse> {
  return callEndpoint('POST /settings/payment-types/:id/default', { params: { id: paymentTypeId } });
}

export function deletePaymentType(paymentTypeId: number): Promise<MessageResponse> {
  return callEndpoint('DELETE /settings/payment-types/:id', { params: { id: paymentTypeId } });
}

// --- Taxes ----------------------------------------------------------------------------------------

/** `rate` in hundredths of a percent (the schema's output) → the API's percent decimal (550 → 5.5). */
function taxWire(body: TaxBody) {
  return { title: body.title, rate: toPercent(basisPoints(body.rate ?? 0)), type: body.type };
}

export function listTaxes(): Promise<TaxesResponse> {
  return callEndpoint('GET /settings/taxes', {});
}

export function addTax(body: TaxBody): Promise<CreatedResponse> {
  return callEndpoint('POST /settings/taxes/add', { body: taxWire(body) });
}

export function updateTax(taxId: number, body: TaxBody): Promise<MessageResponse> {
  return callEndpoint('POST /settings/taxes/:id/update', { params: { id: taxId }, body: taxWire(body) });
}

export function deleteTax(taxId: number): Promise<MessageResponse> {
  return callEndpoint('DELETE /settings/taxes/:id', { params: { id: taxId } });
}

// --- Store tables ---------------------------------------------------------------------------------

export function listStoreTables(): Promise<StoreTablesResponse> {
  return callEndpoint('GET /settings/store-tables', {});
}

export function addStoreTable(body: StoreTableBody): Promise<CreatedResponse> {
  return callEndpoint('POST /settings/store-tables/add', { body });
}

export function updateStoreTable(tableId: number, body: StoreTableBody): Promise<MessageResponse> {
  return callEndpoint('POST /settings/store-tables/:id/update', { params: { id: tableId }, body });
}

export function deleteStoreTable(tableId: number): Promise<MessageResponse> {
  return callEndpoint('DELETE /settings/store-tables/:id', { params: { id: tableId } });
}

// --- Categories -----------------------------------------------------------------------------------

export function listCategories(): Promise<CategoriesResponse> {
  return callEndpoint('GET /settings/categories', {});
}

export function addCategory(body: { title: string }): Promise<CreatedResponse> {
  return callEndpoint('POST /settings/categories/add', { body });
}

export function updateCategory(categoryId: number, body: { title: string }): Promise<MessageResponse> {
  return callEndpoint('POST /settings/categories/:id/update', { params: { id: categoryId }, body });
}

export function deleteCategory(categoryId: number): Promise<MessageResponse> {
  return callEndpoint('DELETE /settings/categories/:id', { params: { id: categoryId } });
}
