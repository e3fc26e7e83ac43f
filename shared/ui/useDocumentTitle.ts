import { useEffect } from 'react';

/** Keeps the tab title in step with the page (screen readers announce it on full loads). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    document.title = title ? `${title} · Brigade` : 'Brigade';
  }, [title]);
}
