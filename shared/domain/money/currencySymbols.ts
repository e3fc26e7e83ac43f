// Spec 3 currency symbols: the store currency symbol is looked up here everywhere (stations, print popups and
// the server's PDF). Split from ./currencies.ts so a screen that shows money does not ship the 155
// English names only the store settings form needs. Same data as before, generated from that list.

/** The ISO 4217 codes in use (155), the same order as CURRENCIES in ./currencies.ts. */
export const CURRENCY_CODES: readonly string[] = (
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL ' +
  'BSD BTN BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ' +
  'ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR ' +
  'IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL ' +
  'LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR ' +
  'NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD ' +
  'SHP SLE SOS SRD SSP STN SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD ' +
  'UYU UZS VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG'
).split(' ');

/** Symbols that are not the code itself; every other currency is shown by its code. */
const SYMBOLS: Readonly<Record<string, string>> = {
  AFN: '؋',
  AMD: '֏',
  AOA: 'Kz',
  ARS: '$',
  AUD: '$',
  AZN: '₼',
  BAM: 'KM',
  BBD: '$',
  BDT: '৳',
  BMD: '$',
  BND: '$',
  BOB: 'Bs',
  BRL: 'R$',
  BSD: '$',
  BWP: 'P',
  BZD: '$',
  CAD: '$',
  CLP: '$',
  CNY: '¥',
  COP: '$',
  CRC: '₡',
  CUP: '$',
  CZK: 'Kč',
  DKK: 'kr',
  DOP: '$',
  EGP: 'E£',
  EUR: '€',
  FJD: '$',
  FKP: '£',
  GBP: '£',
  GEL: '₾',
  GHS: 'GH₵',
  GIP: '£',
  GNF: 'FG',
  GTQ: 'Q',
  GYD: '$',
  HKD: '$',
  HNL: 'L',
  HUF: 'Ft',
  IDR: 'Rp',
  ILS: '₪',
  INR: '₹',
  ISK: 'kr',
  JMD: '$',
  JPY: '¥',
  KGS: '⃀',
  KHR: '៛',
  KMF: 'CF',
  KPW: '₩',
  KRW: '₩',
  KYD: '$',
  KZT: '₸',
  LAK: '₭',
  LBP: 'L£',
  LKR: 'Rs',
  LRD: '$',
  MGA: 'Ar',
  MMK: 'K',
  MNT: '₮',
  MUR: 'Rs',
  MXN: '$',
  MYR: 'RM',
  NAD: '$',
  NGN: '₦',
  NIO: 'C$',
  NOK: 'kr',
  NPR: 'Rs',
  NZD: '$',
  PHP: '₱',
  PKR: 'Rs',
  PLN: 'zł',
  PYG: '₲',
  RON: 'lei',
  RUB: '₽',
  RWF: 'RF',
  SBD: '$',
  SEK: 'kr',
  SGD: '$',
  SHP: '£',
  SRD: '$',
  SSP: '£',
  STN: 'Db',
  SYP: '£',
  THB: '฿',
  TOP: 'T$',
  TRY: '₺',
  TTD: '$',
  TWD: '$',
  UAH: '₴',
  USD: '$',
  UYU: '$',
  VND: '₫',
  XAF: 'FCFA',
  XCD: '$',
  XCG: 'Cg.',
  XOF: 'F CFA',
  XPF: 'CFPF',
  ZAR: 'R',
  ZMW: 'ZK',
};

const KNOWN_CODES = new Set(CURRENCY_CODES);

export function isCurrencyCode(code: string): boolean {
  return KNOWN_CODES.has(code);
}

/** The symbol to show for a currency code; the code itself when the code is unknown. */
export function currencySymbol(code: string | null | undefined): string {
  if (!code) return code ?? '';
  const upper = code.toUpperCase();
  if (!KNOWN_CODES.has(upper)) return code;
  return SYMBOLS[upper] ?? upper;
}
