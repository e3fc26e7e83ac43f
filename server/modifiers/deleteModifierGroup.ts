// DELETE /modifier-groups/delete/{id}: items stop offering it, choices that opened it open nothing; placed lines
// keep their modifiers by value.
import { MODIFIER_GROUP_MESSAGES } from '../../shared/contract/modifiers';
import { deleteModifierGroupRow } from '../db/repositories/modifiers.repository';
import { notFound } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';

export async function deleteModifierGroup(ctx: ServiceContext, id: number): Promise<void> {
  const isDeleted = await inTransaction(ctx, (trx) => deleteModifierGroupRow(trx, id));
  if (!isDeleted) throw notFound(MODIFIER_GROUP_MESSAGES.groupNotFound);
}
