// Row → wire shapes of the settings routes (spec 3: store settings, print settings, payment type,
// tax, store table, category). Tax rates travel in percent (basis points / 100), flags as booleans.
import type { CategoryDto } from '../../shared/contract/menu';
import type { PaymentTypeDto } from '../../shared/contract/paymentTypes';
import type { PrintSettingsResponse, StoreSettingsResponse } from '../../shared/contract/settings';
import type { StoreTableDto } from '../../shared/contract/storeTables';
import type { TaxDto } from '../../shared/contract/taxes';
import type { CategoryRow, PaymentTypeRow, PrintSettingsRow, StoreSettingsRow, StoreTableRow, TaxRow } from '../db/schema';
import { basisPoints, toPercent } from '../../shared/domain/money/basisPoints';
import { minorUnits, toDecimalAmount } from '../../shared/domain/money/money';
import { printSettingsOfColumns, storeSettingsOfColumns } from '../../shared/domain/receipt/receipt';

export function presentStoreSettings(store: StoreSettingsRow): StoreSettingsResponse {
  return storeSettingsOfColumns(store);
}

export function presentPrintSettings(settings: PrintSettingsRow): PrintSettingsResponse {
  return printSettingsOfColumns(settings);
}

export function presentPaymentType(row: PaymentTypeRow): PaymentTypeDto {
  return { id: row.id, title: row.title, is_active: row.is_active === 1, rounding_step: toDecimalAmount(minorUnits(row.rounding_step)) };
}

/** Basis points → percent with up to 2 decimals (1250 → 12.5). */
export function presentTaxRate(rateBasisPoints: number): number {
  return toPercent(basisPoints(rateBasisPoints));
}

export function presentTax(row: TaxRow): TaxDto {
  return { id: row.id, title: row.title, rate: presentTaxRate(row.rate_bp), type: row.type };
}

export function presentStoreTable(row: StoreTableRow): StoreTableDto {
  return { id: row.id, table_title: row.table_title, floor: row.floor, seating_capacity: row.seating_capacity };
}

export function presentCategory(row: CategoryRow): CategoryDto {
  return { id: row.id, title: row.title };
}
