// Network printers: Settings › Printers, the stations' printer chip (states, tickets not printed, Retry) and the
// kitchen reprint. Zod-free (the kitchen bundle imports it): the endpoints are typed by a type-only import.
import type { PrintStatusResponse, PrinterDto } from '../contract/printers';
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
