// Settling the bill: refunds and credit notes (Invoices screen), discounts, tips and split bills
// (Orders screen). Declared in shared/contract/endpoints/billing.ts; handlers parse ids, call a service, present.
import { billingEndpoints } from '../../shared/contract/endpoints/billing';
import { BILLING_MESSAGES } from '../../shared/domain/bill/billMessages';
import type { FastifyRequest } from 'fastify';
import { SESSION_MESSAGES } from '../../shared/contract/session';
import { notFound, tooManyRequests } from '../errors';
import { creditNotePdfFilename, renderCreditNotePdf } from './creditNotePdf.presenter';
import { presentBillingReport, presentCreditNote, presentCreditNotes, presentRefundable } from './creditNotes.presenter';
import { getBillingReport } from '../reports/getBillingReport';
import { getCreditNote, getCreditNoteDocument, getRefundable, listCreditNotes } from './getRefundable';
import { refundInvoice } from './refundInvoice';
import { DISCOUNT_MESSAGES } from '../../shared/domain/bill/billMessages';
import { presentBillSummary, presentBillingSettings } from './billing.presenter';
import { addDiscountReason, deleteDiscountReason, getBillingSettings, saveBillingSettings, updateDiscountReason } from './billingSettings';
import { getBillSummary } from './getBillSummary';
import { giveDiscount, removeDiscount } from './giveDiscount';
import { SPLIT_MESSAGES } from '../../shared/domain/bill/billMessages';
import { presentBill } from './bills.presenter';
import { payCheck } from './payCheck';
import { splitBill } from './splitBill';
import { removeServiceCharge } from './removeServiceCharge';
import { endpointMounter } from '../http/endpoint';
import { clientIp } from '../http/request';
import type { ApiRoutesPlugin } from '../http/routeDeps';

/** The raw body carries a manager's credentials (read before it is parsed: the rate limit runs first). */
const hasOverride = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'override' in body && body.override !== undefined && body.override !== null;

export const billingRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(billingEndpoints.refundable, async ({ params }) => presentRefundable(await getRefundable(ctx, params.id)));

  mount(billingEndpoints.refund, async ({ params, body, session, idempotency }) =>
    refundInvoice(
      ctx,
      { actor: session.user, deviceId: session.deviceId, invoiceId: params.id, refund: body, idempotency },
      presentCreditNote,
    ),
  );

  mount(billingEndpoints.creditNotes, async ({ query }) => presentCreditNotes(await listCreditNotes(ctx, query)));

  mount(billingEndpoints.creditNote, async ({ params }) => {
    const { creditNotes, lines } = await getCreditNote(ctx, params.id);
    const [note] = creditNotes;
    if (!note) throw notFound(BILLING_MESSAGES.creditNoteNotFound);
    return presentCreditNote(note, lines);
  });

  mount(billingEndpoints.creditNotePdf, async ({ params, reply }) => {
    const id = params.id;
    const document = await getCreditNoteDocument(ctx, id);
    reply
      .header('Content-Type', billingEndpoints.creditNotePdf.response.contentType)
      .header('Content-Disposition', `attachment; filename="${creditNotePdfFilename(id)}"`)
      .header('Cache-Control', 'no-store');
    return renderCreditNotePdf(document);
  });

  mount(billingEndpoints.report, async ({ query }) => presentBillingReport(await getBillingReport(ctx, query)));

  // --- Discounts (Orders screen) and their settings ---

  mount(billingEndpoints.summary, async ({ body }) => presentBillSummary(await getBillSummary(ctx, body.orderIds)));

  // A manager override checks a password: it counts against the per-IP limit sign-in has (auth.routes.ts), so the
  // POS cannot be used to try one password over many usernames. Discounts without credentials are not limited.
  const overrideRateLimit = {
    max: ctx.config.signInLimits.perIpMax,
    timeWindow: ctx.config.signInLimits.perIpWindowMs,
    hook: 'preHandler' as const,
    allowList: (request: FastifyRequest) => !hasOverride(request.body),
    errorResponseBuilder: (_request: unknown, { ttl }: { ttl: number }) => tooManyRequests(SESSION_MESSAGES.tooManyAttempts, ttl / 1000),
  };
  mount(
    billingEndpoints.giveDiscount,
    async ({ body, session, request }) => giveDiscount(ctx, { actor: session.user, discount: body, ip: clientIp(request) }),
    { config: { rateLimit: overrideRateLimit } },
  );

  mount(
    billingEndpoints.removeServiceCharge,
    async ({ body, session, request }) => removeServiceCharge(ctx, { actor: session.user, removal: body, ip: clientIp(request) }),
    { config: { rateLimit: overrideRateLimit } },
  );

  mount(billingEndpoints.removeDiscount, async ({ body, session }) =>
    removeDiscount(ctx, { actor: session.user, orderId: body.orderId, orderItemId: body.orderItemId }),
  );

  mount(billingEndpoints.settings, async () => presentBillingSettings(await getBillingSettings(ctx)));

  mount(billingEndpoints.saveSettings, async ({ body }) => {
    await saveBillingSettings(ctx, {
      discountLimitBasisPoints: body.discountLimitPercent,
      serviceChargeBasisPoints: body.serviceChargePercent ?? undefined,
      serviceChargeTaxBasisPoints: body.serviceChargeTaxPercent,
      serviceChargeMinGuests: body.serviceChargeMinGuests,
    });
    return { message: DISCOUNT_MESSAGES.settingsSaved };
  });

  mount(billingEndpoints.addDiscountReason, async ({ body }) => ({
    message: DISCOUNT_MESSAGES.reasonAdded,
    id: await addDiscountReason(ctx, body),
  }));

  mount(billingEndpoints.updateDiscountReason, async ({ params, body }) => {
    await updateDiscountReason(ctx, params.id, body);
    return { message: DISCOUNT_MESSAGES.reasonUpdated };
  });

  mount(billingEndpoints.deleteDiscountReason, async ({ params }) => {
    await deleteDiscountReason(ctx, params.id);
    return { message: DISCOUNT_MESSAGES.reasonDeleted };
  });

  // --- Split bills (Orders screen) ---

  mount(billingEndpoints.splitBill, async ({ body, session }) => {
    const bill = await splitBill(ctx, { actor: session.user, split: body });
    return { message: SPLIT_MESSAGES.split(bill.checks.length), bill: presentBill(bill) };
  });

  mount(billingEndpoints.payCheck, async ({ params, body, session, idempotency }) =>
    payCheck(ctx, { actor: session.user, deviceId: session.deviceId, checkId: params.id, payment: body, idempotency }),
  );
};
