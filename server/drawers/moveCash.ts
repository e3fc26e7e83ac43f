// Cash moved by hand on an open drawer: pay in (reason), pay out (reason, recipient), safe drop, tip-out, and no sale
// (opens the drawer, no money). Each is who and when in the Activity trail; money out never takes the drawer below 0.
import { DRAWER_MESSAGES, type DrawerMovementBody } from '../../shared/contract/drawers';
import { ACTIVITY_ACTION_LABELS } from '../../shared/domain/activity';
import { formatAmount } from '../../shared/domain/money/money';
import { findDrawerSession, insertDrawerMovement, lockDrawerSession } from '../db/repositories/drawers.repository';
import type { DrawerSessionRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { actorOf, recordActivity } from '../activity/recordActivity';
import { type CashHandler, expectedCashOf } from './cashInDrawer';
import { queueDrawerKick } from '../printers/queueDrawerKick';

const INTO_DRAWER = new Set<DrawerMovementBody['kind']>(['pay_in']);

export async function moveCash(
  ctx: ServiceContext,
  { actor }: CashHandler,
  drawerId: number,
  body: DrawerMovementBody,
): Promise<DrawerSessionRow> {
  const now = isoNow(ctx);
  return inTransaction(ctx, async (trx, emit) => {
    const drawer = await lockDrawerSession(trx, drawerId);
    if (!drawer) throw notFound(DRAWER_MESSAGES.drawerNotFound);
    if (drawer.status !== 'open') throw conflict(DRAWER_MESSAGES.drawerClosed);
    const amount = body.kind === 'no_sale' ? 0 : INTO_DRAWER.has(body.kind) ? body.amount : -body.amount;
    if (amount < 0 && (await expectedCashOf(trx, drawer)) + amount < 0) throw conflict(DRAWER_MESSAGES.notEnoughCash);
    const movementId = await insertDrawerMovement(trx, {
      drawer_session_id: drawer.id,
      kind: body.kind,
      amount,
      invoice_id: null,
      credit_note_id: null,
      reason: body.reason,
      recipient: body.recipient,
      created_by: actor.id,
      created_by_name: actor.name,
      created_at: now,
    });
    // A no sale opens the drawer (when a printer drives it), once per movement.
    if (body.kind === 'no_sale' && (await queueDrawerKick(trx, { till: drawer.till, jobKey: `kick:movement:${movementId}`, now }))) {
      emit({ type: 'printers.queued' });
    }
    const action = `drawer.${body.kind}` as const;
    const words = [body.kind === 'no_sale' ? null : formatAmount(body.amount), body.recipient ? `to ${body.recipient}` : null, body.reason]
      .filter(Boolean)
      .join(', ');
    await recordActivity(trx, ctx, {
      action,
      actor: actorOf(actor),
      subject: { type: 'drawer', id: drawer.id },
      summary: `${ACTIVITY_ACTION_LABELS[action]} at ${drawer.till}${words ? `: ${words}` : ''}`,
      details: { amount, reason: body.reason, recipient: body.recipient },
    });
    const written = await findDrawerSession(trx, drawer.id);
    if (!written) throw new Error('drawer vanished');
    return written;
  });
}
