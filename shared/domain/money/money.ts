// Spec 9 "Amounts show 2 decimals with the currency symbol": money is integer minor units (hundredths of
// the currency) everywhere inside Brigade; decimals exist only on the wire and on screen.

declare const minorUnitsBrand: unique symbol;

/**
 * Integer minor units, a type of its own: a plain number (a wire decimal, a form's text, a row's column) becomes
 * one only through `minorUnits` or `decodeDecimalAmount`, which throw on what they cannot read rather than
 * guessing 0. Sums of MinorUnits are plain numbers again: wrap them (`minorUnits(a + b)`).
 */
export type MinorUnits = number & { readonly [minorUnitsBrand]: 'MinorUnits' };

/**
 * An amount Brigade cannot read as money: shown as an error, never as 0.
 * @internal Exported for tests: the api client knows it by name (importing it would put it in every bundle); tests import it.
 */
export class UnreadableAmountError extends RangeError {
  constructor(value: unknown) {
    super(`Unreadable amount: ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`);
    this.name = 'UnreadableAmountError';
  }
}

/** The one constructor: an integer count of minor units (safe integer), else UnreadableAmountError. */
export function minorUnits(value: number): MinorUnits {
  if (!Number.isSafeInteger(value)) throw new UnreadableAmountError(value);
  // The brand exists only in the types: this is the one place a number is declared to be money.
  return (value === 0 ? 0 : value) as MinorUnits;
}

export const ZERO_MINOR: MinorUnits = minorUnits(0);

const DECIMAL_AMOUNT = /^-?\d{1,13}(\.\d{1,2})?$/;

/**
 * Hundredths of a decimal (number or string, at most 2 decimals): 12.5 → 1250, '0.29' → 29. Undefined when it
 * is not such a number (NaN, "1e3", "12.345", "", objects…). Parsing the text avoids binary float error:
 * 0.29 → 29, not 28.999…. Also reads percentages as basis points (5 → 500).
 */
export function parseHundredths(value: unknown): number | undefined {
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
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative && hundredths !== 0 ? -hundredths : hundredths;
}

/**
 * What a user typed (a form field, a request body's amount) → minor units, or undefined when it is no amount:
 * the caller answers with its validation message.
 */
export function parseDecimalAmount(value: unknown): MinorUnits | undefined {
  const hundredths = parseHundredths(value);
  return hundredths === undefined ? undefined : minorUnits(hundredths);
}

/** Hundredths of a decimal Brigade itself sent or stored (an amount, a tax rate): UnreadableAmountError otherwise. */
export function decodeHundredths(value: unknown): number {
  const hundredths = parseHundredths(value);
  if (hundredths === undefined) throw new UnreadableAmountError(value);
  return hundredths;
}

/** The one decoder of a wire amount (a decimal Brigade itself sent or stored): UnreadableAmountError otherwise. */
export function decodeDecimalAmount(value: unknown): MinorUnits {
  return minorUnits(decodeHundredths(value));
}

/** Amounts added up (the sum checked like any other amount). */
export function sumMinor(amounts: readonly MinorUnits[]): MinorUnits {
  let sum = 0;
  for (const amount of amounts) sum += amount;
  return minorUnits(sum);
}

/** Minor units → the decimal number the API sends (12.5 for 1250). Exact for every integer below 2^53. */
export function toDecimalAmount(minor: MinorUnits): number {
  return minor / 100;
}

/** Minor units → sign, whole units and the 2 decimals, as text (exact: integer arithmetic, no float formatting). */
function decimalParts(minor: number): { sign: string; whole: string; cents: string } {
  const absolute = Math.abs(Math.trunc(minor));
  return { sign: minor < 0 ? '-' : '', whole: String(Math.floor(absolute / 100)), cents: String(absolute % 100).padStart(2, '0') };
}

/** Minor units → '1234.50' (2 decimals, no grouping): a CSV cell a spreadsheet reads as a number. */
export function formatPlainAmount(minor: MinorUnits): string {
  const { sign, whole, cents } = decimalParts(minor);
  return `${sign}${whole}.${cents}`;
}

/** Minor units → '12.50' (2 decimals, thousands grouped). */
export function formatAmount(minor: MinorUnits): string {
  const { sign, whole, cents } = decimalParts(minor);
  // Commas every three digits, as toLocaleString('en-US') writes them, without its first call's locale setup
  // (~10 ms on a cheap tablet, paid by the POS's first screen).
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

/** Minor units → '$12.50' with the store currency's symbol (spec 9). */
export function formatMoney(minor: MinorUnits, symbol: string): string {
  const text = formatAmount(minor);
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/**
 * numerator / denominator rounded half away from zero, exactly (BigInt: an amount × a rate can pass 2^53): the one
 * rounding of a share (tax on a line, a percentage discount, tip or service charge, a rounding step).
 */
export function divideRounded(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return Number(negative ? -quotient : quotient);
}

/** Rounds half away from zero (2.5 → 3, -2.5 → -3): the one rounding rule for tax per line. */
export function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.round(Math.abs(value));
  return value < 0 ? -rounded : rounded;
}
