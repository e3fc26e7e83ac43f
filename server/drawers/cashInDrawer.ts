// Cash and the drawer: which open drawer a user's cash goes into, what a drawer should hold, and the one call every
// payment and refund makes in its own transaction, so cash is never recorded nowhere: a store with drawers on
// refuses cash with no open drawer (409) or records it with no drawer, flagged, as it chose; a store with drawers
// off is not touched.
import { countTotal, type DenominationCount } from '../../shared/domain/money/denominations';
import { formatAmount, minorUnits, type MinorUnits } from '../../shared/domain/money/money';
import { DRAWER_MESSAGES } from '../../shared/contract/drawers';
import type { Db } from '../db/client';
import {
  findDrawerSettings,
  insertDrawerMovement,
  listOpenDrawerSessions,
  lockDrawerSession,
  movementSumOfDrawer,
} from '../db/repositories/drawers.repository';
import { findStoreSettings } from '../db/repositories/settings.repository';
import type { DrawerMovementKind, DrawerSessionRow, PaymentTypeRow } from '../db/schema';
import { findPaymentTypeRow } from '../db/repositories/paymentTypes.repository';
import { conflict, validationFailed } from '../errors';
import type { ActingUser } from '../activity/recordActivity';
import { queueDrawerKick } from '../printers/queueDrawerKick';

/** Who takes the cash: the user, and the signed-in device the request came from (null for a service call in tests). */
export interface CashHandler {
  actor: ActingUser;
  deviceId?: string | null;
}

/**
 * The open drawer a user's cash goes into: their own; else the shared drawer opened on their device; else the one
 * shared drawer open in the store. Undefined when none fits (two shared drawers and neither on this device).
 */
async function drawerOf(db: Db, { actor, deviceId }: CashHandler): Promise<DrawerSessionRow | undefined> {
  const open = await listOpenDrawerSessions(db);
  const own = open.find((drawer) => drawer.user_id === actor.id);
  if (own) return own;
  const shared = open.filter((drawer) => drawer.user_id === null);
  return shared.find((drawer) => deviceId && drawer.device_id === deviceId) ?? (shared.length === 1 ? shared[0] : undefined);
}

/** What the drawer should hold now: its float and every movement (signed). */
export async function expectedCashOf(db: Db, drawer: DrawerSessionRow): Promise<MinorUnits> {
  return minorUnits(drawer.float_total + (await movementSumOfDrawer(db, drawer.id)));
}

/** A count in the store's currency: its total, or 400 naming the value that is no note or coin of it. */
export async function countedTotal(db: Db, counts: readonly DenominationCount[]): Promise<MinorUnits> {
  const currency = (await findStoreSettings(db))?.currency;
  const counted = countTotal(currency, counts);
  if ('unknownValue' in counted) throw validationFailed(DRAWER_MESSAGES.unknownDenomination(formatAmount(counted.unknownValue)));
  return counted.total;
}

export interface CashTender {
  type: Pick<PaymentTypeRow, 'is_cash' | 'rounding_step'>;
  /** What the tender paid (sale) or gave back (refund), positive, its rounding in it. */
  amount: number;
  /** The rounding in that amount (0 for an exact tender). */
  rounding?: number;
}

/**
 * Records the cash tenders of a payment (kind 'sale', into the drawer) or a refund ('refund', out of it) against the
 * handler's open drawer, in the caller's transaction. Nothing for non-cash tenders or a store without drawers.
 * Answers whether the sale queued the drawer's kick (the caller may wake the print worker).
 */
export async function recordCashInDrawer(
  trx: Db,
  handler: CashHandler,
  entry: {
    kind: Extract<DrawerMovementKind, 'sale' | 'refund'>;
    tenders: readonly CashTender[];
    invoiceId: number;
    creditNoteId?: number;
    now: string;
  },
): Promise<boolean> {
  const cash = entry.tenders.filter((tender) => tender.type.is_cash === 1 && tender.amount !== 0);
  if (cash.length === 0) return false;
  const settings = await findDrawerSettings(trx);
  if (settings.is_enabled !== 1) return false;
  const found = await drawerOf(trx, handler);
  // Locked so a close counting this drawer at the same moment either sees this cash or refuses it (closed).
  const drawer = found ? await lockDrawerSession(trx, found.id) : undefined;
  const isOpen = drawer?.status === 'open';
  if (!isOpen && settings.cash_without_drawer === 'refuse') throw conflict(DRAWER_MESSAGES.noOpenDrawer);
  const sign = entry.kind === 'sale' ? 1 : -1;
  for (const tender of cash) {
    await insertDrawerMovement(trx, {
      drawer_session_id: isOpen ? drawer.id : null,
      kind: entry.kind,
      amount: sign * tender.amount,
      rounding_amount: sign * (tender.rounding ?? 0),
      invoice_id: entry.invoiceId,
      credit_note_id: entry.creditNoteId ?? null,
      reason: null,
      recipient: null,
      is_flagged: isOpen ? 0 : 1,
      created_by: handler.actor.id,
      created_by_name: handler.actor.name,
      created_at: entry.now,
    });
  }
  // Cash taken opens the till's drawer (when a printer drives it); once per invoice.
  if (!isOpen || entry.kind !== 'sale') return false;
  return queueDrawerKick(trx, { till: drawer.till, jobKey: `kick:invoice:${entry.invoiceId}`, now: entry.now });
}

/**
 * The drawer entry of an invoice about to be written with the order (create-order-and-invoice): its one tender, or
 * null when it is not cash or the store has no drawers (then the order is written exactly as before).
 */
export async function cashForDrawer(
  db: Db,
  invoice: { payment_type_id?: number | null; total: number; tip_total?: number; rounding_total?: number },
): Promise<{ kind: 'sale'; tenders: CashTender[] } | null> {
  if (invoice.payment_type_id === null || invoice.payment_type_id === undefined) return null;
  if ((await findDrawerSettings(db)).is_enabled !== 1) return null;
  const type = await findPaymentTypeRow(db, invoice.payment_type_id);
  if (!type || type.is_cash !== 1) return null;
  return {
    kind: 'sale',
    tenders: [{ type, amount: invoice.total + (invoice.tip_total ?? 0), rounding: invoice.rounding_total ?? 0 }],
  };
}
