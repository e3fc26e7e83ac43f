// Helpers shared by the network printer api tests (not a test file itself): paths, the quick timings the tests run
// the print queue with, and waiting for the queue to settle.
import type { Db } from '../../../server/db/client';
import type { PrintTimings } from '../../../server/config';

export const PRINTERS = '/api/v1/printers';
export const ADD_PRINTER = '/api/v1/printers/add';
export const UPDATE_PRINTER = (id: number | string) => `/api/v1/printers/${id}/update`;
export const DELETE_PRINTER = (id: number | string) => `/api/v1/printers/${id}`;
export const TEST_PRINT = (id: number | string) => `/api/v1/printers/${id}/test`;
export const PRINT_STATUS = '/api/v1/printers/status';
export const RETRY_JOB = (id: number | string) => `/api/v1/printers/jobs/${id}/retry`;
export const REPRINT = '/api/v1/printers/reprint';

/** Seconds become fractions: the behaviours are the same, the tests wait less. */
export const QUICK_PRINTING: PrintTimings = {
  statusIntervalMs: 300,
  backupAfterMs: 1500,
  notPrintedAfterMs: 3000,
  pollMs: 100,
  retryMs: 150,
  connectMs: 500,
  statusReplyMs: 300,
  writeMs: 3000,
};

/** Polls `check` until it answers a value (not undefined/false), or throws after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves once no job is pending (every job printed or failed). */
export function queueSettled(db: Db): Promise<true> {
  return eventually(async () => {
    const pending = await db.selectFrom('print_jobs').select('id').where('status', '=', 'pending').limit(1).executeTakeFirst();
    return pending === undefined;
  }, 'the print queue to settle');
}

export async function jobsOfOrder(db: Db, orderId: number) {
  return db.selectFrom('print_jobs').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export const RECEIPT_SETTINGS = '/api/v1/printers/receipt-settings';
export const PRINT_RECEIPT = '/api/v1/printers/receipt';
