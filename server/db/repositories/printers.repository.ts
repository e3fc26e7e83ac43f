// All SQL of network printers: the printers and the stations they print for, their last known state (and the check's
// lease, so one node checks a printer per period), and the durable print queue: jobs inserted once per
// (printer, job_key), claimed by one node (FOR UPDATE SKIP LOCKED on PostgreSQL; SQLite is one process), marked
// printed, released for a later attempt, or failed ("not printed").
import { type Insertable, type Updateable, sql } from 'kysely';
import { type Db, isPostgres } from '../client';
import { runWriteTransaction } from '../groupCommit';
import type { OrderItemAddonRow, OrderRow, PrintJobRow, PrintJobsTable, PrinterRow, PrintersTable } from '../schema';
import { type RoutedLine, loadRoutedLines } from './kitchen.repository';
import type { PrinterState } from '../../../shared/domain/printers';

export type PrinterWithStations = PrinterRow & { stationIds: number[] };

export async function listPrinterRows(db: Db): Promise<PrinterWithStations[]> {
  const printers = await db.selectFrom('printers').selectAll().orderBy('name').orderBy('id').execute();
  if (printers.length === 0) return [];
  const stations = await db.selectFrom('printer_stations').selectAll().orderBy('station_id').execute();
  return printers.map((printer) => ({
    ...printer,
    stationIds: stations.filter((row) => row.printer_id === printer.id).map((row) => row.station_id),
  }));
}

/** The printers that print kitchen tickets, with their stations. */
export async function listKitchenPrinterRows(db: Db): Promise<PrinterWithStations[]> {
  return (await listPrinterRows(db)).filter((printer) => printer.role !== 'receipt');
}

export async function hasKitchenPrinters(db: Db): Promise<boolean> {
  const row = await db.selectFrom('printers').select('id').where('role', '!=', 'receipt').limit(1).executeTakeFirst();
  return row !== undefined;
}

export function findPrinterRow(db: Db, id: number): Promise<PrinterRow | undefined> {
  return db.selectFrom('printers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPrinterByName(db: Db, name: string): Promise<PrinterRow | undefined> {
  return db.selectFrom('printers').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function insertPrinter(db: Db, row: Insertable<PrintersTable>): Promise<number> {
  const { id } = await db.insertInto('printers').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updatePrinterRow(db: Db, id: number, values: Updateable<PrintersTable>): Promise<boolean> {
  const result = await db.updateTable('printers').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Jobs go with the printer (cascade); a printer backing it up loses its backup (set null). */
export async function deletePrinterRow(db: Db, id: number): Promise<boolean> {
  await db.updateTable('printers').set({ backup_printer_id: null }).where('backup_printer_id', '=', id).execute();
  await clearReceiptPrinter(db, id);
  await db.deleteFrom('print_jobs').where('printer_id', '=', id).execute();
  await db.deleteFrom('printer_stations').where('printer_id', '=', id).execute();
  const result = await db.deleteFrom('printers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function replacePrinterStations(db: Db, printerId: number, stationIds: readonly number[]): Promise<void> {
  await db.deleteFrom('printer_stations').where('printer_id', '=', printerId).execute();
  if (stationIds.length === 0) return;
  await db
    .insertInto('printer_stations')
    .values(stationIds.map((stationId) => ({ printer_id: printerId, station_id: stationId })))
    .execute();
}

/**
 * Takes the printer's status check for this period: true for the one caller (of any node) that moved the check's
 * time forward, false while another checked it less than `periodMs` ago.
 */
export async function claimStatusCheck(db: Db, printerId: number, now: string, checkedBefore: string): Promise<boolean> {
  const result = await db
    .updateTable('printers')
    .set({ status_checked_at: now })
    .where('id', '=', printerId)
    .where((eb) => eb.or([eb('status_checked_at', 'is', null), eb('status_checked_at', '<=', checkedBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets the state; true when it changed (the stations are told then). */
export async function setPrinterState(db: Db, printerId: number, state: PrinterState, now: string): Promise<boolean> {
  const result = await db
    .updateTable('printers')
    .set({ status: state, status_changed_at: now })
    .where('id', '=', printerId)
    .where('status', '!=', state)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The states in which a printer prints nothing. */
const DOWN_STATES: PrinterState[] = ['offline', 'cover-open', 'paper-out'];

export type NewPrintJob = Pick<Insertable<PrintJobsTable>, 'printer_id' | 'job_key' | 'kind' | 'order_id' | 'document'>;

/** Inserts the jobs; one whose (printer, key) exists already is left as it is. Answers how many were new. */
export async function insertPrintJobs(db: Db, jobs: readonly NewPrintJob[], now: string): Promise<number> {
  if (jobs.length === 0) return 0;
  const result = await db
    .insertInto('print_jobs')
    .values(
      jobs.map((job) => ({ ...job, status: 'pending' as const, queued_at: now, next_attempt_at: now, created_at: now, updated_at: now })),
    )
    .onConflict((conflict) => conflict.columns(['printer_id', 'job_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export interface JobClaim {
  nodeId: string;
  now: string;
  leaseUntil: string;
  /** Jobs queued before this may go to their printer's backup; before `givenUpBefore`, they are failed. */
  backupBefore: string;
  givenUpBefore: string;
  limit: number;
  /** Printers this node is busy with: their next job waits for the current one. */
  busyPrinterIds: readonly number[];
}

/**
 * Claims due pending jobs for this node, oldest first. On PostgreSQL the rows are locked with SKIP LOCKED, so nodes
 * claiming at once take different jobs; a claim whose lease ran out (its node died) can be taken again.
 */
export async function claimDueJobs(db: Db, claim: JobClaim): Promise<PrintJobRow[]> {
  return runWriteTransaction(db, async (trx) => {
    let due = trx
      .selectFrom('print_jobs')
      .innerJoin('printers', 'printers.id', 'print_jobs.printer_id')
      .select('print_jobs.id')
      .where('print_jobs.status', '=', 'pending')
      .where('print_jobs.next_attempt_at', '<=', claim.now)
      .where((eb) => eb.or([eb('print_jobs.claimed_until', 'is', null), eb('print_jobs.claimed_until', '<', claim.now)]))
      // A printer known to be down is left alone (its state check says when it is back), unless the job is due for
      // its backup or for giving up: a dead printer costs no attempts, and no writes, while Send is busy.
      .where((eb) =>
        eb.or([
          eb('printers.status', 'not in', DOWN_STATES),
          eb.and([eb('print_jobs.queued_at', '<=', claim.backupBefore), eb('printers.backup_printer_id', 'is not', null)]),
          eb('print_jobs.queued_at', '<=', claim.givenUpBefore),
        ]),
      )
      .orderBy('print_jobs.id')
      .limit(claim.limit);
    if (claim.busyPrinterIds.length > 0) due = due.where('print_jobs.printer_id', 'not in', [...claim.busyPrinterIds]);
    // Only the job rows are locked: the printer rows stay free for the state checks.
    if (isPostgres(trx)) due = due.forUpdate('print_jobs').skipLocked();
    const ids = (await due.execute()).map((row) => row.id);
    if (ids.length === 0) return [];
    return trx
      .updateTable('print_jobs')
      .set({ claimed_by: claim.nodeId, claimed_until: claim.leaseUntil, attempts: sql`attempts + 1`, updated_at: claim.now })
      .where('id', 'in', ids)
      .returningAll()
      .execute()
      .then((rows) => rows.sort((a, b) => a.id - b.id));
  });
}

/**
 * Just before sending: the claim is still this node's (its lease did not run out while the job waited behind others
 * of its printer), and it is renewed for the send. False: another node has it now, and this node must not send it.
 */
export async function renewClaim(db: Db, jobId: number, nodeId: string, leaseUntil: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('print_jobs')
    .set({ claimed_until: leaseUntil })
    .where('id', '=', jobId)
    .where('claimed_by', '=', nodeId)
    .where('status', '=', 'pending')
    .where('claimed_until', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Printed: only by the node holding the claim (a node whose lease ran out and was taken over changes nothing). */
export async function markJobPrinted(db: Db, jobId: number, nodeId: string, printedOn: string, now: string): Promise<void> {
  await db
    .updateTable('print_jobs')
    .set({
      status: 'printed',
      printed_at: now,
      printed_on: printedOn,
      claimed_by: null,
      claimed_until: null,
      last_error: null,
      updated_at: now,
    })
    .where('id', '=', jobId)
    .where('claimed_by', '=', nodeId)
    .execute();
}

/** Back in the queue for a later attempt (one statement for a dead printer's whole batch). */
export async function releaseJobs(
  db: Db,
  jobIds: readonly number[],
  nodeId: string,
  nextAttemptAt: string,
  error: string,
  now: string,
): Promise<void> {
  if (jobIds.length === 0) return;
  await db
    .updateTable('print_jobs')
    .set({ claimed_by: null, claimed_until: null, next_attempt_at: nextAttemptAt, last_error: error, updated_at: now })
    .where('id', 'in', [...jobIds])
    .where('claimed_by', '=', nodeId)
    .execute();
}

/** Not printed in time: the stations show it with Retry; the queue no longer tries it. */
export async function failJob(db: Db, jobId: number, nodeId: string, error: string, now: string): Promise<void> {
  await db
    .updateTable('print_jobs')
    .set({ status: 'failed', claimed_by: null, claimed_until: null, last_error: error, updated_at: now })
    .where('id', '=', jobId)
    .where('claimed_by', '=', nodeId)
    .execute();
}

/** Retry: queued again now, with the backup and "not printed" times counting afresh. False if not a failed job. */
export async function requeueFailedJob(db: Db, jobId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('print_jobs')
    .set({ status: 'pending', queued_at: now, next_attempt_at: now, claimed_by: null, claimed_until: null, updated_at: now })
    .where('id', '=', jobId)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findPrintJob(db: Db, jobId: number): Promise<PrintJobRow | undefined> {
  return db.selectFrom('print_jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
}

export type FailedJobRow = Pick<PrintJobRow, 'id' | 'printer_id' | 'order_id' | 'kind' | 'queued_at' | 'last_error'> & {
  printer_name: string;
  token_no: number | null;
};

/** The jobs not printed (failed), oldest first, with their printer's name and order's token. */
export function listFailedJobs(db: Db, limit: number): Promise<FailedJobRow[]> {
  return db
    .selectFrom('print_jobs')
    .innerJoin('printers', 'printers.id', 'print_jobs.printer_id')
    .leftJoin('orders', 'orders.id', 'print_jobs.order_id')
    .select([
      'print_jobs.id',
      'print_jobs.printer_id',
      'print_jobs.order_id',
      'print_jobs.kind',
      'print_jobs.queued_at',
      'print_jobs.last_error',
      'printers.name as printer_name',
      'orders.token_no',
    ])
    .where('print_jobs.status', '=', 'failed')
    .orderBy('print_jobs.id')
    .limit(limit)
    .execute();
}

export interface TicketSource {
  order: Pick<OrderRow, 'id' | 'token_no' | 'table_title' | 'floor' | 'delivery_type' | 'created_by_name' | 'created_at' | 'customer_name'>;
  lines: RoutedLine[];
  addons: Pick<OrderItemAddonRow, 'order_item_id' | 'title'>[];
  timeZone: string;
}

/** What a kitchen ticket of the order prints: the order, its lines with their station (today's routing), their add-ons. */
export async function loadTicketSource(db: Db, orderId: number): Promise<TicketSource | undefined> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'token_no', 'table_title', 'floor', 'delivery_type', 'created_by_name', 'created_at', 'customer_name'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return undefined;
  const lines = await loadRoutedLines(db, orderId);
  const addons =
    lines.length === 0
      ? []
      : await db
          .selectFrom('order_item_addons')
          .select(['order_item_id', 'title'])
          .where(
            'order_item_id',
            'in',
            lines.map((line) => line.id),
          )
          .orderBy('id')
          .execute();
  const store = await db.selectFrom('store_settings').select('time_zone').executeTakeFirst();
  return { order, lines, addons, timeZone: store?.time_zone ?? 'UTC' };
}

/** Whole order rows by id (a receipt's orders), oldest first. */
export function loadOrderRows(db: Db, orderIds: readonly number[]): Promise<OrderRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', 'in', [...orderIds])
    .orderBy('id')
    .execute();
}

/** The printers that drive this till's cash drawer (its kick). */
export async function listKickPrinterIds(db: Db, till: string): Promise<number[]> {
  const rows = await db.selectFrom('printers').select('id').where('drawer_till', '=', till).orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** The printer is no receipt printer any more (deleted, or kitchen tickets only): receipts go back to the popup. */
export async function clearReceiptPrinter(db: Db, printerId: number): Promise<void> {
  await db.updateTable('print_settings').set({ receipt_printer_id: null }).where('receipt_printer_id', '=', printerId).execute();
}
