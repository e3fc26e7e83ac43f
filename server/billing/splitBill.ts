// Split a table's bill into checks, in one transaction: lock the orders → open and unpaid (404/409) → no
// check of an earlier split paid yet (409; an unpaid earlier split is replaced) → the total the dialog showed is
// still the orders' stored total (409) → the checks from the server's own figures (shared/domain/bill/splits.ts: evenly
// by guests, by amounts that add up to the total, or by items, each charged line on exactly one check, by seat being
// by items with one check per seat and the seatless lines on one shared check; 400
// otherwise) → the bill, its orders, checks and check lines. order_update after commit. Also: the open bill of some
// orders, for the Pay & Complete dialog to carry on with.
import type { SplitBillBody } from '../../shared/contract/billing/splits';
import { SPLIT_MESSAGES } from '../../shared/domain/bill/billMessages';
import { formatAmount } from '../../shared/domain/money/money';
import { type BillTotals, addBills, billOfLines, storedBill } from '../../shared/domain/bill/bill';
import { amountChecks, evenChecks, itemChecks } from '../../shared/domain/bill/splits';
import { billColumnsOf, lineFiguresOfRow } from '../db/billColumns';
import type { Db } from '../db/client';
import {
  checksOfBill,
  insertBill,
  insertBillOrders,
  insertCheckLines,
  insertChecks,
  lineIdsOfCheck,
  openBillsOfOrders,
  orderIdsOfBill,
} from '../db/repositories/billing.repository';
import { loadOrderLines } from '../db/repositories/orders.repository';
import type { BillRow, CheckRow } from '../db/schema';
import { conflict, validationFailed } from '../errors';
import { assertBillOpenForChanges } from './assertBillOpenForChanges';
import { TABLE_SERVICE_MESSAGES, groupLinesBySeat } from '../../shared/domain/tableService';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { assertOrdersAllow, lockExistingOrders, storedTotals } from '../orders/orderRules';
import type { ActingUser } from '../activity/recordActivity';

/** A split bill as it is stored: its checks, its orders and, split by items, the lines of each check. */
export interface BillWithChecks {
  bill: BillRow;
  checks: CheckRow[];
  orderIds: number[];
  /** items: the line ids of each check. */
  linesByCheck: ReadonlyMap<number, number[]>;
}

async function loadBill(trx: Db, bill: BillRow): Promise<BillWithChecks> {
  const checks = await checksOfBill(trx, bill.id);
  const linesByCheck = new Map<number, number[]>();
  if (bill.mode === 'items') for (const check of checks) linesByCheck.set(check.id, await lineIdsOfCheck(trx, check.id));
  return { bill, checks, orderIds: await orderIdsOfBill(trx, bill.id), linesByCheck };
}

/** The open bill holding these orders (the first, should there be several), or null. */
export async function findOpenBill(trx: Db, orderIds: readonly number[]): Promise<BillWithChecks | null> {
  const [bill] = (await openBillsOfOrders(trx, orderIds)).bills;
  return bill ? loadBill(trx, bill) : null;
}

export async function splitBill(
  ctx: ServiceContext,
  { actor, split }: { actor: ActingUser; split: SplitBillBody },
): Promise<BillWithChecks> {
  return inTransaction(ctx, async (trx, emit) => {
    const orders = await lockExistingOrders(trx, split.orderIds);
    assertOrdersAllow('pay', orders);
    await assertBillOpenForChanges(trx, orders);
    const ids = orders.map((order) => order.id);
    const stored = addBills(orders.map(storedTotals));
    if (split.expectedTotal !== stored.payableTotal) throw conflict(SPLIT_MESSAGES.totalsChanged);
    const lines = (await loadOrderLines(trx, ids)).items.filter((item) => item.status !== 'cancelled');
    // An order stores its three totals; its discounts are on its lines.
    const figures = storedBill({ ...stored, discountTotal: billOfLines(lines.map(lineFiguresOfRow)).discountTotal });

    let checks: BillTotals[] | null;
    let lineIdsByCheck: number[][] = [];
    if (split.mode === 'even') {
      if (split.guests === undefined) throw validationFailed(SPLIT_MESSAGES.guestsInvalid);
      checks = evenChecks(figures, split.guests);
    } else if (split.mode === 'amount') {
      checks = amountChecks(
        figures,
        (split.amounts ?? []).map((amount) => amount ?? -1),
      );
      if (!checks) throw validationFailed(SPLIT_MESSAGES.amountsInvalid(formatAmount(figures.payableTotal)));
    } else {
      if (split.mode === 'seats') {
        const bySeat = groupLinesBySeat(lines);
        if (bySeat.every((group) => group.seat === null)) throw validationFailed(TABLE_SERVICE_MESSAGES.noSeats);
        lineIdsByCheck = bySeat.map((group) => group.lineIds);
      } else {
        lineIdsByCheck = split.checks ?? [];
      }
      const checkOf = new Map<number, number>();
      for (const [index, lineIds] of lineIdsByCheck.entries()) {
        for (const id of lineIds) {
          if (checkOf.has(id)) throw validationFailed(SPLIT_MESSAGES.itemsInvalid);
          checkOf.set(id, index);
        }
      }
      const isEveryLineOnce = checkOf.size === lines.length && lines.every((line) => checkOf.has(line.id));
      checks = isEveryLineOnce
        ? itemChecks(
            lines.map(lineFiguresOfRow),
            lines.map((line) => checkOf.get(line.id) ?? -1),
            lineIdsByCheck.length,
            figures,
          )
        : null;
      if (!checks) throw validationFailed(SPLIT_MESSAGES.itemsInvalid);
    }
    // A check of 0.00 could never be paid (every payment is above 0), and would hold the others forever.
    if (checks.some((check) => check.payableTotal <= 0)) throw validationFailed(SPLIT_MESSAGES.checkWithoutAmount);

    const now = isoNow(ctx);
    const billId = await insertBill(trx, {
      status: 'open',
      mode: split.mode === 'seats' ? 'items' : split.mode,
      ...billColumnsOf(figures),
      created_by: actor.id,
      created_by_name: actor.name,
      created_at: now,
      settled_at: null,
    });
    await insertBillOrders(trx, billId, ids);
    const checkIds = await insertChecks(
      trx,
      checks.map((check, index) => ({
        bill_id: billId,
        position: index + 1,
        ...billColumnsOf(check),
        invoice_id: null,
        paid_at: null,
      })),
    );
    await insertCheckLines(
      trx,
      lineIdsByCheck.flatMap((lineIds, index) => lineIds.map((lineId) => ({ check_id: checkIds[index] ?? 0, order_item_id: lineId }))),
    );
    emit({ type: 'orders.updated', orderIds: ids });
    const bill = await findOpenBill(trx, ids);
    if (!bill) throw new Error('split bill not found after insert');
    return bill;
  });
}
