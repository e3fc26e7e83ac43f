// Spec 7 Invoices: the period's list, init, the orders of an invoice for printing, search; beyond
// the spec, one invoice as a PDF and the period's invoices as CSV (downloads: attachment, never cached).
// Declared in shared/contract/endpoints/invoices.ts.
import { invoicesEndpoints } from '../../shared/contract/endpoints/invoices';
import { invoicePdfFilename, renderInvoicePdf } from './invoicePdf.presenter';
import { presentInvoiceOrders, presentInvoices, presentInvoicesInit } from './invoices.presenter';
import { invoicesCsvChunks, invoicesCsvFilename } from './invoicesCsv.presenter';
import { exportInvoiceLines } from './exportInvoiceLines';
import { invoiceLinesCsvChunks, invoiceLinesCsvFilename } from './invoiceLinesCsv.presenter';
import { exportInvoices } from './exportInvoices';
import { getInvoiceDocument } from './getInvoiceDocument';
import { getInvoiceOrders } from './getInvoiceOrders';
import { getInvoicesInit } from './getInvoicesInit';
import { listInvoices } from './listInvoices';
import { searchInvoices } from './searchInvoices';
import { download, startedStream } from '../http/download';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';

export const invoicesRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(invoicesEndpoints.list, async ({ query }) => presentInvoices(await listInvoices(ctx, query)));

  mount(invoicesEndpoints.init, async () => presentInvoicesInit(await getInvoicesInit(ctx)));

  mount(invoicesEndpoints.orders, async ({ body }) => presentInvoiceOrders(await getInvoiceOrders(ctx, body)));

  mount(invoicesEndpoints.search, async ({ query }) => presentInvoices(await searchInvoices(ctx, query)));

  mount(invoicesEndpoints.exportCsv, async ({ query, reply }) => {
    const data = await exportInvoices(ctx, query);
    const csv = await startedStream(invoicesCsvChunks(data), reply.log);
    return download(reply, invoicesEndpoints.exportCsv.response, invoicesCsvFilename(data.period), csv);
  });

  mount(invoicesEndpoints.exportLinesCsv, async ({ query, reply }) => {
    const data = await exportInvoiceLines(ctx, query);
    const csv = await startedStream(invoiceLinesCsvChunks(data), reply.log);
    return download(reply, invoicesEndpoints.exportLinesCsv.response, invoiceLinesCsvFilename(data.period), csv);
  });

  mount(invoicesEndpoints.pdf, async ({ params, reply }) => {
    const invoiceId = params.id;
    const pdf = await renderInvoicePdf(await getInvoiceDocument(ctx, invoiceId));
    return download(reply, invoicesEndpoints.pdf.response, invoicePdfFilename(invoiceId), pdf);
  });
};
