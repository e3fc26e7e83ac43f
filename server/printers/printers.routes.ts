// Network printers: Settings › Printers, the stations' printer chip and Retry, the kitchen reprint.
// Declared in shared/contract/endpoints/printers.ts.
import { printersEndpoints } from '../../shared/contract/endpoints/printers';
import { PRINTER_MESSAGES } from '../../shared/contract/printers';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';
import { deletePrinter, listPrinters, queueTestPrint } from './managePrinters';
import { presentPrintStatus, presentPrinter, presentReceiptSettings } from './printers.presenter';
import { getReceiptSettings, printReceiptAgain, saveReceiptSettings } from './receiptPrinting';
import { getPrintStatus, retryPrintJob } from './printStatus';
import { reprintOrder } from './reprintOrder';
import { savePrinter } from './savePrinter';

export const printersRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(printersEndpoints.list, async () => (await listPrinters(ctx)).map(presentPrinter));

  mount(printersEndpoints.add, async ({ body }) => ({ message: PRINTER_MESSAGES.printerAdded, id: await savePrinter(ctx, null, body) }));

  mount(printersEndpoints.update, async ({ params, body }) => ({
    message: PRINTER_MESSAGES.printerUpdated,
    id: await savePrinter(ctx, params.id, body),
  }));

  mount(printersEndpoints.remove, async ({ params }) => {
    await deletePrinter(ctx, params.id);
    return { message: PRINTER_MESSAGES.printerDeleted };
  });

  mount(printersEndpoints.test, async ({ params }) => {
    await queueTestPrint(ctx, params.id);
    return { message: PRINTER_MESSAGES.testQueued };
  });

  mount(printersEndpoints.status, async ({ reply }) => {
    reply.header('Cache-Control', 'no-store');
    return presentPrintStatus(await getPrintStatus(ctx));
  });

  mount(printersEndpoints.retry, async ({ params }) => {
    await retryPrintJob(ctx, params.id);
    return { message: PRINTER_MESSAGES.retryQueued };
  });

  mount(printersEndpoints.reprint, async ({ body, idempotency }) => reprintOrder(ctx, body.orderId, idempotency));

  mount(printersEndpoints.receiptSettings, async () => presentReceiptSettings(await getReceiptSettings(ctx)));

  mount(printersEndpoints.saveReceiptSettings, async ({ body }) => {
    await saveReceiptSettings(ctx, body);
    return { message: PRINTER_MESSAGES.receiptSettingsUpdated };
  });

  mount(printersEndpoints.printReceipt, async ({ body, idempotency }) => printReceiptAgain(ctx, body, idempotency));
};
