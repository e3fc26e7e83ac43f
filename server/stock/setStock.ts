// POST /stock/items/{itemId} and /stock/choices/{choiceId}: 86 an item or a choice, lift it, or set its count and
// low level. In one transaction with its Activity entry (an 86 and its lifting are in the trail); after commit every
// till and kitchen is told (stock_changed).
import { STOCK_MESSAGES, type StockBody } from '../../shared/contract/stock';
import { findStock, type StockKind, updateStock } from '../db/repositories/stock.repository';
import { notFound } from '../errors';
import { type ActingUser, actorOf, recordActivity } from '../activity/recordActivity';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';

export async function setStock(ctx: ServiceContext, user: ActingUser, kind: StockKind, id: number, body: StockBody): Promise<void> {
  await inTransaction(ctx, async (trx, emit) => {
    const before = await findStock(trx, kind, id);
    if (!before) throw notFound(kind === 'item' ? STOCK_MESSAGES.itemNotFound : STOCK_MESSAGES.choiceNotFound);
    // A count of 0 is out; lifting an 86 that a count of 0 made needs a new count (or none).
    const isOut = body.isOut || body.count === 0;
    const values = { is_out: isOut ? 1 : 0, stock_count: body.count, stock_low: body.lowLevel };
    await updateStock(trx, kind, id, { ...values, updated_at: isoNow(ctx) });
    const wasOut = before.is_out === 1;
    const action = isOut && !wasOut ? 'stock.eighty_sixed' : !isOut && wasOut ? 'stock.restored' : 'stock.counted';
    const words = { 'stock.eighty_sixed': '86', 'stock.restored': 'back on', 'stock.counted': 'counted' }[action];
    await recordActivity(trx, ctx, {
      action,
      actor: actorOf(user),
      subject: { type: kind === 'item' ? 'menu_item' : 'modifier_choice', id },
      summary: `${before.name}: ${words}${body.count === null ? '' : `, ${body.count} left`}`,
      details: {
        name: before.name,
        before: { isOut: wasOut, count: before.stock_count },
        after: { isOut, count: body.count, lowLevel: body.lowLevel },
      },
    });
    emit({ type: 'stock.changed', entries: [{ kind, id }] });
  });
}
