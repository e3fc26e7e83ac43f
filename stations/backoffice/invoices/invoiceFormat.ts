// Spec 2.10 cells and 3 invoice: how one invoice reads in the table, and its stored totals as the receipt's.
import type { InvoiceView } from '../../../shared/api/invoices';

/** Spec 2.10: the customer column says WALKIN when the invoice has no customer. */
const WALKIN_LABEL = 'WALKIN';

export function customerLabel(invoice: Pick<InvoiceView, 'customer_type' | 'name'>): string {
  const name = invoice.name?.trim();
  return invoice.customer_type === 'CUSTOMER' && name ? name : WALKIN_LABEL;
}

export function orderIdsText(invoice: Pick<InvoiceView, 'orders'>): string {
  return invoice.orders.map((order) => order.order_id).join(', ');
}

export function tokensText(invoice: Pick<InvoiceView, 'orders'>): string {
  return invoice.orders.map((order) => order.token_no).join(', ');
}

function formatterIn(timeZone: string | null | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone: timeZone || undefined });
  } catch {
    return new Intl.DateTimeFormat(undefined, options);
  }
}

/** An ISO instant through a formatter; an unreadable one is shown as it came. */
function formatIso(format: Intl.DateTimeFormat): (iso: string) => string {
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}

/** Date ('Nov 22, 2026') and time ('3:55 PM') of an instant in the store's time zone (the browser's when unknown). */
export function dateTimeFormatters(timeZone: string | null | undefined): { date: (iso: string) => string; time: (iso: string) => string } {
  return {
    date: formatIso(formatterIn(timeZone, { dateStyle: 'medium' })),
    time: formatIso(formatterIn(timeZone, { timeStyle: 'short' })),
  };
}
