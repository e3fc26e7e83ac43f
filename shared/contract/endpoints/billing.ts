// Settling the bill: refunds and credit notes (the Invoices screen: INVOICES), discounts and tips, split
// bills and their checks (the Orders screen's Pay & Complete). Refunds and check payments are idempotent.
import type { Permission } from '../../domain/access/scopes';
import { creditNoteDto, creditNotesResponse, refundBody, refundResponse, refundableResponse } from '../billing/refunds';
import {
  billSummaryResponse,
  billingSettingsBody,
  billingSettingsResponse,
  discountAnswer,
  discountReasonBody,
  giveDiscountBody,
  removeDiscountBody,
  removeServiceChargeBody,
} from '../billing/discounts';
import { payCheckBody, payCheckResponse, splitBillBody, splitBillResponse } from '../billing/splits';
import { endpoint } from '../endpoint';
import { idParam } from '../pathParams';
import { BILLING_MESSAGES, DISCOUNT_MESSAGES, SPLIT_MESSAGES } from '../../domain/bill/billMessages';
import { orderIdsBody } from '../orders';
import { createdResponse } from '../answers';
import { messageResponse } from '../session';
import { billingReportQuery, billingReportResponse, dateFilterQuery } from '../reports';

const INVOICES_SCOPES = ['INVOICES'] as const satisfies readonly Permission[];
/** The Orders screen's scopes (spec 2.1): who takes payment there gives discounts and tips. */
const ORDERS_SCOPES = ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY'] as const satisfies readonly Permission[];
const SETTINGS_SCOPES = ['SETTINGS'] as const satisfies readonly Permission[];
const tag = 'billing';
const invoiceId = idParam(BILLING_MESSAGES.invoiceNotFound);
const creditNoteId = idParam(BILLING_MESSAGES.creditNoteNotFound);
const discountReasonId = idParam(DISCOUNT_MESSAGES.reasonNotFound);

export const billingEndpoints = {
  refundable: endpoint({
    method: 'GET',
    path: '/billing/invoices/:id/refund',
    params: { id: invoiceId },
    access: INVOICES_SCOPES,
    tag,
    summary: 'What a refund of the invoice can still give back: the remainder, its lines and earlier credit notes.',
    response: refundableResponse,
  }),
  refund: endpoint({
    method: 'POST',
    path: '/billing/invoices/:id/refund',
    params: { id: invoiceId },
    access: INVOICES_SCOPES,
    tag,
    summary: 'Refunds the invoice wholly or by lines as a credit note (the invoice is never changed).',
    body: refundBody,
    response: refundResponse,
    idempotent: true,
  }),
  creditNotes: endpoint({
    method: 'GET',
    path: '/billing/credit-notes',
    access: ['INVOICES', 'REPORTS'],
    tag,
    summary: 'The credit notes made in a period (spec 9 filters, at most 366 days), newest first.',
    query: dateFilterQuery,
    response: creditNotesResponse,
  }),
  creditNote: endpoint({
    method: 'GET',
    path: '/billing/credit-notes/:id',
    params: { id: creditNoteId },
    access: INVOICES_SCOPES,
    tag,
    summary: 'One credit note with its lines.',
    response: creditNoteDto,
  }),
  creditNotePdf: endpoint({
    method: 'GET',
    path: '/billing/credit-notes/:id/pdf',
    params: { id: creditNoteId },
    access: INVOICES_SCOPES,
    tag,
    summary: 'One credit note as a PDF (download).',
    response: { contentType: 'application/pdf' },
  }),
  summary: endpoint({
    method: 'POST',
    path: '/billing/summary',
    access: ORDERS_SCOPES,
    tag,
    summary:
      "Pay & Complete's bill: the orders' totals, each line with its discount, the discounts given, and the reasons and limit for a new one.",
    body: orderIdsBody,
    response: billSummaryResponse,
  }),
  giveDiscount: endpoint({
    method: 'POST',
    path: '/billing/discounts',
    access: ORDERS_SCOPES,
    tag,
    summary:
      "Gives a discount on a line or a whole open order (replacing that target's earlier one); above the store's limit a manager approves (override).",
    body: giveDiscountBody,
    response: discountAnswer,
  }),
  removeDiscount: endpoint({
    method: 'POST',
    path: '/billing/discounts/remove',
    access: ORDERS_SCOPES,
    tag,
    summary: 'Removes the discount of a line or of a whole open order.',
    body: removeDiscountBody,
    response: discountAnswer,
  }),
  removeServiceCharge: endpoint({
    method: 'POST',
    path: '/billing/service-charge/remove',
    access: ORDERS_SCOPES,
    tag,
    summary: "Takes the service charge off an open order, with a reason; admin or a SETTINGS user, or a manager's credentials (override).",
    body: removeServiceChargeBody,
    response: discountAnswer,
  }),
  splitBill: endpoint({
    method: 'POST',
    path: '/billing/bills',
    access: ORDERS_SCOPES,
    tag,
    summary:
      "Splits the orders' bill into checks: evenly by guests, by amounts adding up to the total, or by items (replaces a split with no check paid).",
    body: splitBillBody,
    response: splitBillResponse,
  }),
  payCheck: endpoint({
    method: 'POST',
    path: '/billing/checks/:id/pay',
    params: { id: idParam(SPLIT_MESSAGES.checkNotFound) },
    access: ORDERS_SCOPES,
    tag,
    summary: 'Pays one check with one or more payment types and a tip (its own invoice); the last check completes the orders.',
    body: payCheckBody,
    response: payCheckResponse,
    idempotent: true,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/billing/settings',
    access: SETTINGS_SCOPES,
    tag,
    summary: "The store's discount reasons and the limit above which a manager approves a discount.",
    response: billingSettingsResponse,
  }),
  saveSettings: endpoint({
    method: 'POST',
    path: '/billing/settings',
    access: SETTINGS_SCOPES,
    tag,
    summary: 'Sets the discount limit (a percent of what a discount applies to).',
    body: billingSettingsBody,
    response: messageResponse,
  }),
  addDiscountReason: endpoint({
    method: 'POST',
    path: '/billing/discount-reasons/add',
    access: SETTINGS_SCOPES,
    tag,
    summary: 'Adds a discount reason.',
    body: discountReasonBody,
    response: createdResponse,
  }),
  updateDiscountReason: endpoint({
    method: 'POST',
    path: '/billing/discount-reasons/:id/update',
    params: { id: discountReasonId },
    access: SETTINGS_SCOPES,
    tag,
    summary: 'Renames a discount reason or switches it on or off.',
    body: discountReasonBody,
    response: messageResponse,
  }),
  deleteDiscountReason: endpoint({
    method: 'DELETE',
    path: '/billing/discount-reasons/:id',
    params: { id: discountReasonId },
    access: SETTINGS_SCOPES,
    tag,
    summary: 'Deletes a discount reason (discounts given keep its title).',
    response: messageResponse,
  }),
  report: endpoint({
    method: 'GET',
    path: '/billing/report',
    access: ['REPORTS'],
    tag,
    summary: "Reports' refunds, discounts and tips of a period (the report's filters); Revenue is net of the refunds.",
    query: billingReportQuery,
    response: billingReportResponse,
  }),
} as const;
