// Network printers: Settings › Printers, the stations' printer chip (states, tickets not printed, Retry) and the
// kitchen reprint. Zod-free (the kitchen bundle imports it): the endpoints are typed by a type-only import.
import type { PrintStatusResponse, PrinterDto, ReceiptSettingsDto } from '../contract/printers';
import type { EndpointRequest } from './endpoints';
import { callEndpoint } from './endpoints';
import { IDEMPOTENCY_KEY_HEADER } from '../contract/posTypes';

export type PrinterInput = NonNullable<EndpointRequest<'POST /printers/add'>['body']>;

export function listPrinters(): Promise<PrinterDto[]> {
  return callEndpoint('GET /printers', {});
}

export function savePrinter(id: number | null, body: PrinterInput): Promise<{ message: string; id: number }> {
  return id === null ? callEndpoint('POST /printers/add', { body }) : callEndpoint('POST /printers/:id/update', { params: { id }, body });
}

export function deletePrinter(id: number): Promise<{ message: string }> {
  return callEndpoint('DELETE /printers/:id', { params: { id } });
}

export function testPrinter(id: number): Promise<{ message: string }> {
  return callEndpoint('POST /printers/:id/test', { params: { id } });
}

export function getPrintStatus(): Promise<PrintStatusResponse> {
  return callEndpoint('GET /printers/status', {});
}

export function retryPrintJob(jobId: number): Promise<{ message: string }> {
  return callEndpoint('POST /printers/jobs/:id/retry', { params: { id: jobId } });
}

/** One key per tap: a retried request (a slow network) prints once. */
export function reprintOrder(orderId: number): Promise<{ message: string }> {
  return callEndpoint(
    'POST /printers/reprint',
    { body: { orderId } },
    {
      headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
    },
  );
}

export function getReceiptSettings(): Promise<ReceiptSettingsDto> {
  return callEndpoint('GET /printers/receipt-settings', {});
}

export function saveReceiptSettings(body: ReceiptSettingsDto): Promise<{ message: string }> {
  return callEndpoint('POST /printers/receipt-settings', { body });
}

/**
 * Print Receipt on the receipt printer: the orders' pre-bill (one unpaid) or receipt again, or an invoice's receipt
 * again. One key per tap: a retried request prints once.
 */
export function printReceiptOnPrinter(
  target: { orderIds: readonly number[] } | { invoiceId: number },
): Promise<{ message: string; isQueued: boolean }> {
  const body = 'invoiceId' in target ? { invoiceId: target.invoiceId } : { orderIds: [...target.orderIds] };
  return callEndpoint('POST /printers/receipt', { body }, { headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() } });
}
