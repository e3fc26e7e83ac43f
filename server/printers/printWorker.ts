// The print queue's worker, one per node, running after commit and off every request. It claims due jobs (a row
// claim: FOR UPDATE SKIP LOCKED on PostgreSQL, so on several nodes one node sends a given job), sends each to its
// printer (or, once the job has waited backupAfterMs, to the printer's backup, stamped "BACKUP FROM <name>"),
// marks it printed, or puts it back for a later attempt; past notPrintedAfterMs it is "not printed" and waits for a
// Retry. It also checks each printer's state every few seconds (one node per printer per period: a lease on the
// printer row) and tells the stations when a state changes. Everything it knows lives in the database.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { PrintTimings } from '../config';
import {
  type PrinterWithStations,
  claimDueJobs,
  claimStatusCheck,
  failJob,
  listPrinterRows,
  markJobPrinted,
  releaseJobs,
  renewClaim,
  setPrinterState,
} from '../db/repositories/printers.repository';
import type { PrintJobRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';
import { type PrinterAddress, PrinterUnavailable, checkPrinter, sendToPrinter } from './printerConnection';
import { type TicketDocument, renderTicket } from './ticket';
import { prepareScriptImages } from './scriptImages';

export interface PrintWorker {
  /** Looks for due jobs now (after this node queued some). */
  kick(): void;
  /** Stops polling and waits for the sends in flight. */
  stop(): Promise<void>;
}

const CLAIM_BATCH = 50;

export function startPrintWorker(ctx: ServiceContext, log: (message: string, error?: unknown) => void): PrintWorker {
  const timings: PrintTimings = ctx.config.printing;
  const nodeId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  /** Per printer, the chain of this node's sends to it: one connection at a time per printer. */
  const busy = new Map<number, Promise<void>>();
  const checking = new Set<number>();
  let isStopped = false;
  let isTicking = false;
  let isKicked = false;
  let lastStatusRound = 0;

  const iso = (offsetMs = 0) => new Date(ctx.now().getTime() + offsetMs).toISOString();
  const announce = () => ctx.events.publish([{ type: 'printers.updated' }]);

  const tick = async (): Promise<void> => {
    if (isStopped) return;
    if (isTicking) {
      isKicked = true;
      return;
    }
    isTicking = true;
    try {
      // A kick during a round asks for one more round right after it.
      for (let isAgain = true; isAgain; isAgain = isKicked) {
        isKicked = false;
        if (isStopped) break;
        await sendDueJobs();
      }
      if (Date.now() - lastStatusRound >= timings.statusIntervalMs / 2) {
        lastStatusRound = Date.now();
        await checkStates();
      }
    } catch (error) {
      log('print queue round failed', error);
    } finally {
      isTicking = false;
    }
  };

  // A lease outlives one send at its deadlines; each job's is renewed just before its send (renewClaim).
  const lease = (timings.connectMs + timings.statusReplyMs + timings.writeMs) * 2;

  const sendDueJobs = async (): Promise<void> => {
    const jobs = await claimDueJobs(ctx.db, {
      nodeId,
      now: iso(),
      leaseUntil: iso(lease),
      backupBefore: iso(-timings.backupAfterMs),
      givenUpBefore: iso(-timings.notPrintedAfterMs),
      limit: CLAIM_BATCH,
      busyPrinterIds: [...busy.keys()],
    });
    if (jobs.length === 0) return;
    const printers = new Map((await listPrinterRows(ctx.db)).map((printer) => [printer.id, printer]));
    const byPrinter = new Map<number, PrintJobRow[]>();
    for (const job of jobs) byPrinter.set(job.printer_id, [...(byPrinter.get(job.printer_id) ?? []), job]);
    for (const [printerId, printerJobs] of byPrinter) {
      const chain = sendInTurn(printerJobs, printers).finally(() => {
        if (busy.get(printerId) === chain) busy.delete(printerId);
        // Its next jobs may be due already.
        if (!isStopped) setImmediate(() => void tick());
      });
      busy.set(printerId, chain);
    }
  };

  /** One printer's claimed jobs in order; once it is unreachable the rest go back at once rather than each timing out. */
  const sendInTurn = async (jobs: PrintJobRow[], printers: Map<number, PrinterWithStations>): Promise<void> => {
    for (const [index, job] of jobs.entries()) {
      try {
        const unavailable = await sendJob(job, printers);
        if (unavailable) {
          const rest = jobs.slice(index + 1).map((later) => later.id);
          await releaseJobs(ctx.db, rest, nodeId, iso(timings.retryMs), unavailable, iso());
          return;
        }
      } catch (error) {
        log(`print job ${job.id} failed`, error);
      }
    }
  };

  /** Sends one job; answers why its printer cannot print now (null when it printed or was settled otherwise). */
  const sendJob = async (job: PrintJobRow, printers: Map<number, PrinterWithStations>): Promise<string | null> => {
    const printer = printers.get(job.printer_id);
    const waitedMs = ctx.now().getTime() - Date.parse(job.queued_at);
    if (!printer) return null;
    if (waitedMs >= timings.notPrintedAfterMs) {
      await failJob(ctx.db, job.id, nodeId, job.last_error ?? 'not printed in time', iso());
      announce();
      return null;
    }
    const document = JSON.parse(job.document) as TicketDocument;
    // A drawer opening long after the sale would open it for nobody: a kick that waited past the backup time is
    // given up (shown as not printed, with Retry), and it never goes to a backup, whose drawer is another.
    const isKick = document.kind === 'drawer-kick';
    if (isKick && waitedMs >= timings.backupAfterMs) {
      await failJob(ctx.db, job.id, nodeId, job.last_error ?? 'the drawer was not opened in time', iso());
      announce();
      return null;
    }
    // Waited so long behind its printer's other jobs that another node took it over: that node sends it.
    if (!(await renewClaim(ctx.db, job.id, nodeId, iso(lease), iso()))) return null;
    const backup = printer.backup_printer_id === null || isKick ? undefined : printers.get(printer.backup_printer_id);
    const target = backup && waitedMs >= timings.backupAfterMs ? backup : printer;
    await prepareScriptImages(document, target);
    const bytes = renderTicket(document, target, target === printer ? {} : { backupFrom: printer.name });
    try {
      await sendToPrinter(addressOf(target), bytes, timings);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof PrinterUnavailable && (await setPrinterState(ctx.db, target.id, error.state, iso()))) announce();
      await releaseJobs(ctx.db, [job.id], nodeId, iso(timings.retryMs), reason, iso());
      return reason;
    }
    await markJobPrinted(ctx.db, job.id, nodeId, target.name, iso());
    if (await setPrinterState(ctx.db, target.id, 'online', iso())) announce();
    // A ticket that needed more than one attempt may have shown as late somewhere: the stations look again.
    if (job.attempts > 1) announce();
    return null;
  };

  const checkStates = async (): Promise<void> => {
    const printers = await listPrinterRows(ctx.db);
    for (const printer of printers) {
      if (checking.has(printer.id) || busy.has(printer.id)) continue;
      const now = iso();
      if (!(await claimStatusCheck(ctx.db, printer.id, now, iso(-timings.statusIntervalMs)))) continue;
      checking.add(printer.id);
      void checkPrinter(addressOf(printer), timings)
        .then(async (state) => {
          if (await setPrinterState(ctx.db, printer.id, state, iso())) announce();
        })
        .catch((error: unknown) => log(`checking printer ${printer.name} failed`, error))
        .finally(() => checking.delete(printer.id));
    }
  };

  const unsubscribe = ctx.events.subscribe((event) => {
    if (event.type === 'printers.queued') setImmediate(() => void tick());
  });
  const timer = setInterval(() => void tick(), timings.pollMs);
  timer.unref();
  void tick();

  return {
    kick: () => setImmediate(() => void tick()),
    async stop() {
      isStopped = true;
      clearInterval(timer);
      unsubscribe();
      await Promise.allSettled(busy.values());
    },
  };
}

function addressOf(printer: PrinterWithStations): PrinterAddress {
  return { host: printer.host, port: printer.port, commandSet: printer.command_set };
}
