// Spec 7 Settings: store and print settings, payment types, taxes, store tables and categories.
// Callers pass the output of the shared request schemas (run through `validate()` first), so money and
// rates arrive here as integer minor units / hundredths of a percent and leave as the API's decimals.
import type {
  CategoriesResponse,
  CreatedResponse,
  PaymentTypesResponse,
  PrintSettingsBody,
  PrintSettingsResponse,
  StoreSettingsBody,
  StoreSettingsResponse,
  StoreTableBody,
  StoreTablesResponse,
  TaxBody,
  TaxesResponse,
} from '../contract/settings';
import type { MessageResponse } from '../contract/session';
import { toDecimalAmount } from '../domain/money';
import { api } from './http';

const id = (value: number) => encodeURIComponent(String(value));

// --- Store and print settings -------------------------------------------------------------------

export function getStoreSettings(): Promise<StoreSettingsResponse> {
  return api.get<StoreSettingsResponse>('/settings/store-setting');
}

export function saveStoreSettings(body: StoreSettingsBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/settings/store-setting', body);
}

export function getPrintSettings(): Promise<PrintSettingsResponse> {
  return api.get<PrintSettingsResponse>('/settings/print-setting');
}

export function savePrintSettings(body: PrintSettingsBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/settings/print-setting', body);
}

// --- Payment types -------------------------------------------------------------------------------

export interface PaymentTypeInput {
  title: string;
  isActive: boolean;
}

export function listPaymentTypes(): Promise<PaymentTypesResponse> {
  return api.get<PaymentTypesResponse>('/settings/payment-types');
}

export function addPaymentType(body: PaymentTypeInput): Promise<CreatedResponse> {
  return api.post<CreatedResponse>('/settings/payment-types/add', body);
}

export function updatePaymentType(paymentTypeId: number, body: PaymentTypeInput): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/settings/payment-types/${id(paymentTypeId)}/update`, body);
}

/** Spec 4: the active switch calls the API at once. */
export function togglePaymentType(paymentTypeId: number, isActive: boolean): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/settings/payment-types/${id(paymentTypeId)}/toggle`, { isActive });
}

export function deletePaymentType(paymentTypeId: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/settings/payment-types/${id(paymentTypeId)}`);
}

// --- Taxes ----------------------------------------------------------------------------------------

/** `rate` in hundredths of a percent (the schema's output) → the API's percent decimal (550 → 5.5). */
function taxWire(body: TaxBody) {
  return { title: body.title, rate: toDecimalAmount(body.rate ?? 0), type: body.type };
}

export function listTaxes(): Promise<TaxesResponse> {
  return api.get<TaxesResponse>('/settings/taxes');
}

export function addTax(body: TaxBody): Promise<CreatedResponse> {
  return api.post<CreatedResponse>('/settings/taxes/add', taxWire(body));
}

export function updateTax(taxId: number, body: TaxBody): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/settings/taxes/${id(taxId)}/update`, taxWire(body));
}

export function deleteTax(taxId: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/settings/taxes/${id(taxId)}`);
}

// --- Store tables ---------------------------------------------------------------------------------

export function listStoreTables(): Promise<StoreTablesResponse> {
  return api.get<StoreTablesResponse>('/settings/store-tables');
}

export function addStoreTable(body: StoreTableBody): Promise<CreatedResponse> {
  return api.post<CreatedResponse>('/settings/store-tables/add', body);
}

export function updateStoreTable(tableId: number, body: StoreTableBody): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/settings/store-tables/${id(tableId)}/update`, body);
}

export function deleteStoreTable(tableId: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/settings/store-tables/${id(tableId)}`);
}

// --- Categories -----------------------------------------------------------------------------------

export function listCategories(): Promise<CategoriesResponse> {
  return api.get<CategoriesResponse>('/settings/categories');
}

export function addCategory(body: { title: string }): Promise<CreatedResponse> {
  return api.post<CreatedResponse>('/settings/categories/add', body);
}

export function updateCategory(categoryId: number, body: { title: string }): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/settings/categories/${id(categoryId)}/update`, body);
}

export function deleteCategory(categoryId: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/settings/categories/${id(categoryId)}`);
}
