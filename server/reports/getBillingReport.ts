// What settling the bill adds to Reports for a period (the report's own filters and bounds), read in one
// snapshot: invoice totals before refunds, the credit notes, the discounts and tips the invoices carried, and the tips
// per user (who took the payment) and day. docs/reports.md defines each figure.
import { MAX_REPORT_PERIOD_DAYS, REPORT_DATE_FILTERS } from '../../shared/domain/dates/dateRanges';
import {
  type CreditNoteSums,
  type InvoiceSums,
  type TipsRow,
  sumCreditNotes,
  sumDiscountsAndTips,
  sumInvoices,
  tipsByUserAndDay,
} from '../db/repositories/reports.repository';
import type { ServiceContext } from '../infrastructure/context';
import { type Period, periodFor } from './dateRange';
import { getStoreSettings } from '../settings/getStoreSettings';

export interface BillingReport {
  period: Period;
  currency: string;
  invoices: InvoiceSums;
  refunds: CreditNoteSums;
  discounts: number;
  tips: number;
  tipsByUserDay: TipsRow[];
}

export async function getBillingReport(ctx: ServiceContext, query: unknown): Promise<BillingReport> {
  const period = await periodFor(ctx, query, { filters: REPORT_DATE_FILTERS, maxDays: MAX_REPORT_PERIOD_DAYS });
  const store = await getStoreSettings(ctx);
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx): Promise<BillingReport> => {
      const invoices = await sumInvoices(trx, period);
      const refunds = await sumCreditNotes(trx, period);
      const { discounts, tips } = await sumDiscountsAndTips(trx, period);
      return { period, currency: store.currency, invoices, refunds, discounts, tips, tipsByUserDay: await tipsByUserAndDay(trx, period) };
    });
}
