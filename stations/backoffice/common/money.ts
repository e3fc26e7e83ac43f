// Amounts travel as decimals (12.5); screens show them with 2 decimals and the store currency symbol
// (spec 9) through the one formatter in shared/domain/money/money.
import { currencySymbol } from '../../../shared/domain/money/currencySymbols';
import { formatMoney, parseDecimalAmount } from '../../../shared/domain/money/money';

export function formatPrice(amount: number | null | undefined, currencyCode: string | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  const minor = parseDecimalAmount(amount);
  return minor === undefined ? String(amount) : formatMoney(minor, currencySymbol(currencyCode));
}

/** A decimal from the API as the text of an amount field ('12.50'); '' for none. */
export function amountText(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : amount.toFixed(2);
}

/** A tax rate for display and for its field: 5 → '5', 7.5 → '7.5'. */
export function rateText(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '' : String(rate);
}
