// A receipt, token slip, invoice or credit note printed again goes into the audit trail. The print
// pages call this when the stored document says it was printed before; the server checks the document exists
// and writes who reprinted what.
import type { ReprintBody } from '../../shared/contract/activity';
import { ACTIVITY_MESSAGES } from '../../shared/domain/activity';
import { creditNoteNumber } from '../../shared/domain/bill/billMessages';
import { findOrderToken } from '../db/repositories/orders.repository';
import { findCreditNote } from '../db/repositories/creditNotes.repository';
import { findInvoicesByIds } from '../db/repositories/invoices.repository';
import type { UserRow } from '../db/schema';
import { notFound } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { type ActivityEntry, actorOf, recordActivity } from './recordActivity';

const DOCUMENT_WORDS = { receipt: 'the receipt', token: 'the token slip', invoice: 'invoice', 'credit-note': 'credit note' } as const;

export async function noteReprint(ctx: ServiceContext, user: Pick<UserRow, 'id' | 'username' | 'name'>, body: ReprintBody): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    const word = DOCUMENT_WORDS[body.document];
    let entry: Pick<ActivityEntry, 'subject' | 'summary'>;
    if (body.creditNoteId !== null) {
      const [note] = (await findCreditNote(trx, body.creditNoteId)).creditNotes;
      if (!note) throw notFound(ACTIVITY_MESSAGES.reprintNotFound);
      entry = {
        subject: { type: 'credit_note', id: note.id },
        summary: `Reprinted credit note ${creditNoteNumber(note.id)} (invoice #${note.invoice_id})`,
      };
    } else if (body.invoiceId !== null) {
      const [invoice] = (await findInvoicesByIds(trx, [body.invoiceId])).invoices;
      if (!invoice) throw notFound(ACTIVITY_MESSAGES.reprintNotFound);
      entry = {
        subject: { type: 'invoice', id: invoice.id },
        summary: `Reprinted ${word === 'invoice' ? 'invoice' : word + ' of invoice'} #${invoice.id}`,
      };
    } else {
      const order = body.orderId === null ? undefined : await findOrderToken(trx, body.orderId);
      if (!order) throw notFound(ACTIVITY_MESSAGES.reprintNotFound);
      entry = { subject: { type: 'order', id: order.id }, summary: `Reprinted ${word} of order #${order.id} (token ${order.token_no})` };
    }
    await recordActivity(trx, ctx, { action: 'print.reprinted', actor: actorOf(user), ...entry, details: { document: body.document } });
  });
}
