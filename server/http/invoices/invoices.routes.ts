// Spec 7 Invoices (issue 6): the period's list, init, the orders of an invoice for printing, search; beyond
// the spec, one invoice as a PDF and the period's invoices as CSV (downloads: attachment, never cached).
import type { FastifyReply } from 'fastify';
import { INVOICE_MESSAGES, invoiceSearchQuery } from '../../../shared/contract/offerings';
import { orderIdsBody } from '../../../shared/contract/orders';
import { invoicePdfFilename, renderInvoicePdf } from '../../presenters/invoicePdf.presenter';
import { presentInvoices, presentInvoicesInit } from '../../presenters/invoices.presenter';
import { invoicesCsvFilename, presentInvoicesCsv } from '../../presenters/invoicesCsv.presenter';
import { presentOrders } from '../../presenters/orders.presenter';
import { exportInvoices } from '../../services/exportInvoices';
import { getInvoiceDocument } from '../../services/getInvoiceDocument';
import { getInvoiceOrders } from '../../services/getInvoiceOrders';
import { getInvoicesInit } from '../../services/getInvoicesInit';
import { listInvoices } from '../../services/listInvoices';
import { searchInvoices } from '../../services/searchInvoices';
import { idParam } from '../params';
import { parseWith } from '../parse';
import type { ApiRoutesPlugin } from '../routeDeps';

function sendDownload(reply: FastifyReply, contentType: string, filename: string, body: string | Buffer) {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}

export const invoicesRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/invoices', async (request) => presentInvoices(await listInvoices(ctx, request.query)));

  app.get('/invoices/init', async () => presentInvoicesInit(await getInvoicesInit(ctx)));

  app.post('/invoices/orders', async (request) => ({
    orders: presentOrders(await getInvoiceOrders(ctx, parseWith(orderIdsBody, request.body))),
  }));

  app.get('/invoices/search', async (request) => presentInvoices(await searchInvoices(ctx, parseWith(invoiceSearchQuery, request.query))));

  app.get('/invoices/export.csv', async (request, reply) => {
    const data = await exportInvoices(ctx, request.query);
    return sendDownload(reply, 'text/csv; charset=utf-8', invoicesCsvFilename(data.period), presentInvoicesCsv(data));
  });

  app.get<{ Params: { id: string } }>('/invoices/:id/pdf', async (request, reply) => {
    const invoiceId = idParam(request.params.id, INVOICE_MESSAGES.invoiceNotFound);
    const pdf = await renderInvoicePdf(await getInvoiceDocument(ctx, invoiceId));
    return sendDownload(reply, 'application/pdf', invoicePdfFilename(invoiceId), pdf);
  });
};
