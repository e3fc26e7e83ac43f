// Spec 3 receipt data, stored locally by the POS for the print popups (STORAGE_KEYS.receipt).
// Later issues give it its full shape; the print views only read what they need, defensively.
import { STORAGE_KEYS } from '../shared/domain/session';

export interface StoredReceipt {
  orderId?: number | string;
  tokenNo?: number | string;
  [key: string]: unknown;
}

export function readStoredReceipt(): StoredReceipt | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.receipt);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as StoredReceipt) : null;
  } catch {
    return null;
  }
}
