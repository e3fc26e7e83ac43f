// Opens a drawer at a till with a float counted in the store currency's notes and coins: the opener's own drawer,
// or shared by everyone at the till (on the opener's device). One open drawer per till and per user: the partial
// unique indexes decide between two tills opening at once (409 for the second).
import { DRAWER_MESSAGES, type OpenDrawerBody } from '../../shared/contract/drawers';
import { formatAmount } from '../../shared/domain/money/money';
import { isUniqueViolation } from '../db/errors';
import { findDrawerSession, insertDrawerSession, listOpenDrawerSessions } from '../db/repositories/drawers.repository';
import type { DrawerSessionRow } from '../db/schema';
import { conflict } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { actorOf, recordActivity } from '../activity/recordActivity';
import { type CashHandler, countedTotal } from './cashInDrawer';

export async function openDrawer(ctx: ServiceContext, { actor, deviceId }: CashHandler, body: OpenDrawerBody): Promise<DrawerSessionRow> {
  const now = isoNow(ctx);
  try {
    return await inTransaction(ctx, async (trx) => {
      const total = await countedTotal(trx, body.counts);
      const open = await listOpenDrawerSessions(trx);
      if (open.some((drawer) => drawer.till === body.till)) throw conflict(DRAWER_MESSAGES.tillHasOpenDrawer(body.till));
      if (!body.isShared && open.some((drawer) => drawer.user_id === actor.id)) throw conflict(DRAWER_MESSAGES.userHasOpenDrawer);
      const id = await insertDrawerSession(trx, {
        till: body.till,
        user_id: body.isShared ? null : actor.id,
        user_name: body.isShared ? null : actor.name,
        device_id: deviceId ?? null,
        status: 'open',
        float_total: total,
        float_counts: JSON.stringify(body.counts.filter((count) => count.quantity > 0)),
        opened_by: actor.id,
        opened_by_name: actor.name,
        opened_at: now,
      });
      await recordActivity(trx, ctx, {
        action: 'drawer.opened',
        actor: actorOf(actor),
        subject: { type: 'drawer', id },
        summary: `Opened ${body.till}'s drawer (${body.isShared ? 'shared' : actor.name}) with a float of ${formatAmount(total)}`,
        details: { till: body.till, float: total, isShared: body.isShared },
      });
      const drawer = await findDrawerSession(trx, id);
      if (!drawer) throw new Error('drawer not found after insert');
      return drawer;
    });
  } catch (error) {
    // Another till opened this till's (or this user's) drawer first, both past the check (PostgreSQL).
    if (isUniqueViolation(error)) throw conflict(DRAWER_MESSAGES.tillHasOpenDrawer(body.till));
    throw error;
  }
}
