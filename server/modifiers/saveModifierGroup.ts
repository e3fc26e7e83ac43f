// POST /modifier-groups/add and /modifier-groups/update/{id}: a group and its choices in one transaction. A choice
// may open a child group one level deep: neither the group it opens nor a group that is itself opened may open
// another. Choices sent with their id keep it; missing ones are deleted (placed lines keep theirs by value).
import { MODIFIER_GROUP_MESSAGES, type ModifierGroupBody } from '../../shared/contract/modifiers';
import type { Db } from '../db/client';
import {
  deleteChoiceRows,
  groupsWithChildren,
  insertChoice,
  insertModifierGroup,
  listChoiceRows,
  modifierGroupExists,
  parentGroupIds,
  updateChoiceRow,
  updateModifierGroupRow,
} from '../db/repositories/modifiers.repository';
import { notFound, validationFailed } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';

export async function addModifierGroup(ctx: ServiceContext, body: ModifierGroupBody): Promise<number> {
  const now = isoNow(ctx);
  return inTransaction(ctx, async (trx) => {
    await checkChildGroups(trx, null, body);
    const id = await insertModifierGroup(trx, { ...groupColumns(body), created_at: now, updated_at: now });
    await writeChoices(trx, id, body, now);
    return id;
  });
}

export async function updateModifierGroup(ctx: ServiceContext, id: number, body: ModifierGroupBody): Promise<void> {
  const now = isoNow(ctx);
  await inTransaction(ctx, async (trx) => {
    if (!(await modifierGroupExists(trx, id))) throw notFound(MODIFIER_GROUP_MESSAGES.groupNotFound);
    await checkChildGroups(trx, id, body);
    await updateModifierGroupRow(trx, id, { ...groupColumns(body), updated_at: now });
    await writeChoices(trx, id, body, now);
  });
}

function groupColumns(body: ModifierGroupBody) {
  return {
    name: body.name,
    is_required: body.isRequired ? 1 : 0,
    min_choices: body.minChoices,
    max_choices: body.maxChoices,
    free_choices: body.freeChoices,
  };
}

async function checkChildGroups(trx: Db, id: number | null, body: ModifierGroupBody): Promise<void> {
  const childIds = [...new Set(body.choices.flatMap((choice) => (choice.childGroupId === null ? [] : [choice.childGroupId])))];
  if (childIds.length === 0) return;
  if (id !== null && childIds.includes(id)) throw validationFailed(MODIFIER_GROUP_MESSAGES.childOfItself);
  for (const childId of childIds)
    if (!(await modifierGroupExists(trx, childId))) throw validationFailed(MODIFIER_GROUP_MESSAGES.invalidGroup);
  const isOpened = id !== null && (await parentGroupIds(trx, id)).length > 0;
  if (isOpened || (await groupsWithChildren(trx, childIds)).length > 0) throw validationFailed(MODIFIER_GROUP_MESSAGES.tooDeep);
}

async function writeChoices(trx: Db, groupId: number, body: ModifierGroupBody, now: string): Promise<void> {
  const existing = new Set((await listChoiceRows(trx, groupId)).map((choice) => choice.id));
  const kept = new Set<number>();
  for (const choice of body.choices)
    if (choice.id !== null && !existing.has(choice.id)) throw validationFailed(MODIFIER_GROUP_MESSAGES.invalidChoice);
  await deleteChoiceRows(
    trx,
    groupId,
    [...existing].filter((choiceId) => !body.choices.some((choice) => choice.id === choiceId)),
  );
  for (const [position, choice] of body.choices.entries()) {
    const columns = {
      group_id: groupId,
      name: choice.name,
      kind: choice.kind,
      price_change: choice.priceChange,
      is_default: choice.isDefault ? 1 : 0,
      child_group_id: choice.childGroupId,
      position,
      updated_at: now,
    };
    if (choice.id !== null && !kept.has(choice.id)) {
      kept.add(choice.id);
      await updateChoiceRow(trx, groupId, choice.id, columns);
    } else await insertChoice(trx, { ...columns, created_at: now });
  }
}
