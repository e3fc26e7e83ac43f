// The drawer kick: a cash drawer cabled to a receipt printer opens on the printer's pulse (ESC/POS ESC p, made by the
// encoder). A printer names the till whose drawer it drives (Settings › Printers, "Cash drawer of till"); a cash
// sale or a no sale at that till's open drawer queues one kick job in the movement's own transaction, keyed by the
// sale's invoice or the movement, so a replayed request, a double tap or a second node opens it once.
import type { Db } from '../db/client';
import { insertPrintJobs, listKickPrinterIds } from '../db/repositories/printers.repository';
import type { DrawerKick } from './ticket';

/** Queues the kick for the till's drawer; answers whether a job was written (false: no printer drives it). */
export async function queueDrawerKick(trx: Db, kick: { till: string; jobKey: string; now: string }): Promise<boolean> {
  const printerIds = await listKickPrinterIds(trx, kick.till);
  if (printerIds.length === 0) return false;
  const document: DrawerKick = { kind: 'drawer-kick', till: kick.till };
  const inserted = await insertPrintJobs(
    trx,
    printerIds.map((printerId) => ({
      printer_id: printerId,
      job_key: kick.jobKey,
      kind: 'drawer-kick' as const,
      order_id: null,
      document: JSON.stringify(document),
    })),
    kick.now,
  );
  return inserted > 0;
}
