// Spec 2.14 / 9: the print popups (receipt and token slip) are 400x400 windows over the stored receipt data.
export const PRINT_RECEIPT_PATH = '/print-receipt';
export const PRINT_TOKEN_PATH = '/print-token';

/** Opens a print popup; false when the browser blocked the window. */
export function openPrintWindow(path: typeof PRINT_RECEIPT_PATH | typeof PRINT_TOKEN_PATH): boolean {
  return window.open(path, '_blank', 'width=400,height=400') !== null;
}
