// Spec 9 "Amounts show 2 decimals with the currency symbol": money is integer minor units (hundredths of
// the currency) everywhere inside Brigade; decimals exist only on the wire and on screen.

export type MinorUnits = number;

const DECIMAL_AMOUNT = /^-?\d{1,13}(\.\d{1,2})?$/;

/**
 * A decimal amount from a form or an API body (number or string, at most 2 decimals) → minor units.
 * Returns undefined when it is not such a number (NaN, "1e3", "12.345", "", objects…). Parsing the text
 * avoids binary float error: 0.29 → 29, not 28.999….
 */
export function parseDecimalAmount(value: unknown): MinorUnits | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return undefined;
  }
  if (!DECIMAL_AMOUNT.test(text)) return undefined;
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative && minor !== 0 ? -minor : minor;
}

/** Minor units → the decimal number the API sends (12.5 for 1250). Exact for every integer below 2^53. */
export function toDecimalAmount(minor: MinorUnits): number {
  return minor / 100;
}

/** Minor units → '12.50' (2 decimals, thousands grouped). */
export function formatAmount(minor: MinorUnits): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(minor));
  const whole = Math.floor(absolute / 100).toLocaleString('en-US');
  const cents = String(absolute % 100).padStart(2, '0');
  return `${sign}${whole}.${cents}`;
}

/** Minor units → '$12.50' with the store currency's symbol (spec 9). */
export function formatMoney(minor: MinorUnits, symbol: string): string {
  const text = formatAmount(minor);
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** Rounds half away from zero (2.5 → 3, -2.5 → -3): the one rounding rule for tax per line. */
export function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.round(Math.abs(value));
  return value < 0 ? -rounded : rounded;
}
