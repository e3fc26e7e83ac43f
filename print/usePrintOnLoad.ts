// Spec 2.14 / 9: printing starts about 400 ms after load; the popup closes itself once printed.
// `?preview=1` only shows the page (tests, screenshots, a look before printing).
import { useEffect } from 'preact/hooks';

const PRINT_DELAY_MS = 400;

function isPreview(search: string = window.location.search): boolean {
  return new URLSearchParams(search).get('preview') === '1';
}

export function usePrintOnLoad(hasContent: boolean): void {
  useEffect(() => {
    if (!hasContent || isPreview()) return;
    // Only a window the POS opened may close itself; a tab opened by hand stays (close() is a no-op there).
    const handleAfterPrint = () => window.close();
    window.addEventListener('afterprint', handleAfterPrint);
    const timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', handleAfterPrint);
    };
  }, [hasContent]);
}
