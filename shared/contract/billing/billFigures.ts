// The one wire fragment of a bill's figures (server/billing/billFigures.presenter.ts writes it, shared/api
// decodes it): spec 7's `sub_total`, `tax_total`, `total`, as the spec spells them, and Brigade's `discount_total`.
// Each maps to a figure of shared/domain/bill/bill.ts BillTotals (docs/architecture.md "One bill").
import { z } from 'zod';

/** A line's own figures: the spec's three. */
export const LINE_TOTALS_FIELDS = {
  /** itemsTotal: the items after discounts, without tax. */
  sub_total: z.number(),
  /** taxTotal */
  tax_total: z.number(),
  /** payableTotal */
  total: z.number(),
};

export const BILL_TOTALS_FIELDS = {
  ...LINE_TOTALS_FIELDS,
  /** serviceChargeTotal: already in total (its tax, when taxed, in tax_total). */
  service_charge_total: z.number(),
};

/** With the discounts already out of them (a split bill, a check). */
export const DISCOUNTED_TOTALS_FIELDS = { ...BILL_TOTALS_FIELDS, discount_total: z.number() };
