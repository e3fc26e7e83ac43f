// Spec 3 receipt data, stored locally by the POS (STORAGE_KEYS.receipt) for the print popups, read defensively.
import { decodeReceipt, receiptAmounts, type PrintableReceipt, type ReceiptAmounts } from '../shared/domain/receipt/receipt';
import { STORAGE_KEYS } from '../shared/domain/access/session';

export function readStoredReceipt(): PrintableReceipt | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.receipt);
    return raw ? decodeReceipt(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/** Whether receipt data is stored at all (a stored receipt that reads as null was refused). */
export function hasStoredReceiptData(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.receipt) !== null;
  } catch {
    return false;
  }
}

/** The stored receipt with its amounts, or null when there is none or one of its figures is unreadable. */
export function readReceiptToPrint(): { receipt: PrintableReceipt; amounts: ReceiptAmounts } | null {
  const receipt = readStoredReceipt();
  return receipt ? { receipt, amounts: receiptAmounts(receipt) } : null;
}

/** Spec 9 page sizes: 80 mm or 57 mm (anything else prints as 80 mm). */
export function pageWidthOf(receipt: PrintableReceipt | null): 80 | 57 {
  return receipt?.printSettings.page_format === 57 ? 57 : 80;
}

/** The order's date and time in the store's time zone (the browser's when it is unknown). */
export function formatTimestamp(iso: string, timeZone?: string | null): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone: timeZone || undefined }).format(date);
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(date);
  }
}
