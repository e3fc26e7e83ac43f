// Closes a drawer with a blind count: the till sends the count in notes and coins before it is shown what the drawer
// should hold; the answer carries the expected cash and the over/short (counted − expected). Off by more than the
// store's limit, a manager's override (as for discounts) and a note are needed. Two tills closing the same drawer:
// the drawer row is locked and closed only while open, so one wins and the other gets 409.
import { type CloseDrawerBody, DRAWER_MESSAGES } from '../../shared/contract/drawers';
import { formatAmount, minorUnits } from '../../shared/domain/money/money';
import { closeDrawerSessionRow, findDrawerSession, findDrawerSettings, lockDrawerSession } from '../db/repositories/drawers.repository';
import type { DrawerSessionRow, UserRow } from '../db/schema';
import { conflict, notFound, validationFailed } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { actorOf, recordActivity } from '../activity/recordActivity';
import { canApproveDiscounts, verifyManagerOverride } from '../billing/managerOverride';
import { countedTotal, expectedCashOf } from './cashInDrawer';

export async function closeDrawer(
  ctx: ServiceContext,
  actor: UserRow,
  drawerId: number,
  body: CloseDrawerBody,
  ip: string | null,
): Promise<DrawerSessionRow> {
  const now = isoNow(ctx);
  // Checked before the transaction, as a sign-in is: its refusal is recorded even though nothing else is written.
  const approver = body.override ? await verifyManagerOverride(ctx, actor, body.override, ip) : null;
  return inTransaction(ctx, async (trx) => {
    const drawer = await lockDrawerSession(trx, drawerId);
    if (!drawer) throw notFound(DRAWER_MESSAGES.drawerNotFound);
    if (drawer.status !== 'open') throw conflict(DRAWER_MESSAGES.drawerClosed);
    const counted = await countedTotal(trx, body.counts);
    const expected = await expectedCashOf(trx, drawer);
    const overShort = minorUnits(counted - expected);
    const settings = await findDrawerSettings(trx);
    const needsApproval = Math.abs(overShort) > settings.over_short_limit;
    if (needsApproval && !approver && !canApproveDiscounts(actor)) {
      throw conflict(DRAWER_MESSAGES.overrideNeeded(formatAmount(overShort)));
    }
    if (needsApproval && !body.note) throw validationFailed(DRAWER_MESSAGES.noteRequired);
    const isClosed = await closeDrawerSessionRow(trx, drawer.id, {
      expected_total: expected,
      counted_total: counted,
      counted_counts: JSON.stringify(body.counts.filter((count) => count.quantity > 0)),
      over_short: overShort,
      close_note: body.note,
      closed_by: actor.id,
      closed_by_name: actor.name,
      approved_by: needsApproval ? (approver ?? actor).id : null,
      approved_by_name: needsApproval ? (approver ?? actor).name : null,
      closed_at: now,
    });
    if (!isClosed) throw conflict(DRAWER_MESSAGES.drawerClosed);
    await recordActivity(trx, ctx, {
      action: 'drawer.closed',
      actor: actorOf(actor),
      approver: needsApproval ? (approver ?? actor) : null,
      subject: { type: 'drawer', id: drawer.id },
      summary:
        `Closed ${drawer.till}'s drawer: counted ${formatAmount(counted)}, expected ${formatAmount(expected)}, ` +
        `${overShort >= 0 ? 'over' : 'short'} ${formatAmount(minorUnits(Math.abs(overShort)))}${body.note ? `: ${body.note}` : ''}`,
      details: { counted, expected, overShort, note: body.note },
    });
    const closed = await findDrawerSession(trx, drawer.id);
    if (!closed) throw new Error('drawer vanished');
    return closed;
  });
}
