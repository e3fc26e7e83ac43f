// POST /printers/reprint: the order's kitchen tickets again (its lines still in play), each marked REPRINT, to the
// printers that print them. Keyed by the request's Idempotency-Key, so a double tap or a retried request prints once.
import { randomUUID } from 'node:crypto';
import { PRINTER_MESSAGES } from '../../shared/contract/printers';
import { findOrderToken } from '../db/repositories/orders.repository';
import { hasKitchenPrinters } from '../db/repositories/printers.repository';
import { conflict, notFound } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { type IdempotencyKeyClaim, type KeyedAnswer, withIdempotency } from '../infrastructure/idempotency';
import { queueKitchenTickets } from './queueKitchenTickets';

export function reprintOrder(
  ctx: ServiceContext,
  orderId: number,
  idempotency: IdempotencyKeyClaim | null,
): Promise<KeyedAnswer<{ message: string }>> {
  const now = isoNow(ctx);
  return inTransaction(ctx, (trx, emit) =>
    withIdempotency(trx, idempotency, now, async () => {
      const order = await findOrderToken(trx, orderId);
      if (!order) throw notFound(PRINTER_MESSAGES.orderNotFound);
      if (!(await hasKitchenPrinters(trx))) throw conflict(PRINTER_MESSAGES.noKitchenPrinter);
      // The key names this request: the same key replays above and never reaches here twice.
      const jobKey = `reprint:${orderId}:${idempotency?.key ?? randomUUID()}`;
      const queued = await queueKitchenTickets(trx, { orderId, change: 'reprint', jobKey, at: now });
      if (queued === 0) throw conflict(PRINTER_MESSAGES.nothingToPrint(order.token_no));
      emit({ type: 'printers.queued' });
      return { message: PRINTER_MESSAGES.reprintQueued(order.token_no) };
    }),
  );
}
