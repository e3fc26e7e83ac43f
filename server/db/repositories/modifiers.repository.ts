// All SQL about modifier groups: the groups and their choices, which items offer which groups (in the item's
// order), and the chosen modifiers an order line keeps by value. A menu read is two queries whatever the number
// of groups or items.
import type { Insertable } from 'kysely';
import type { Db } from '../client';
import type {
  ModifierChoiceRow,
  ModifierChoicesTable,
  ModifierGroupRow,
  ModifierGroupsTable,
  OrderItemModifierRow,
  OrderItemModifiersTable,
} from '../schema';

export interface ModifierGroupWithChoices extends ModifierGroupRow {
  /** In the group's order. */
  choices: ModifierChoiceRow[];
}

/** Every group with its choices (the menu has tens of groups, not thousands: read whole). */
export async function listModifierGroupRows(db: Db): Promise<ModifierGroupWithChoices[]> {
  const [groups, choices] = await Promise.all([
    db.selectFrom('modifier_groups').selectAll().orderBy('id').execute(),
    db.selectFrom('modifier_choices').selectAll().orderBy('group_id').orderBy('position').orderBy('id').execute(),
  ]);
  const byGroup = new Map<number, ModifierChoiceRow[]>();
  for (const choice of choices) byGroup.set(choice.group_id, [...(byGroup.get(choice.group_id) ?? []), choice]);
  return groups.map((group) => ({ ...group, choices: byGroup.get(group.id) ?? [] }));
}

export async function modifierGroupExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('modifier_groups').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function insertModifierGroup(db: Db, row: Insertable<ModifierGroupsTable>): Promise<number> {
  const { id } = await db.insertInto('modifier_groups').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateModifierGroupRow(
  db: Db,
  id: number,
  row: Omit<Insertable<ModifierGroupsTable>, 'created_at'>,
): Promise<boolean> {
  const result = await db.updateTable('modifier_groups').set(row).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteModifierGroupRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('modifier_groups').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listChoiceRows(db: Db, groupId: number): Promise<ModifierChoiceRow[]> {
  return db.selectFrom('modifier_choices').selectAll().where('group_id', '=', groupId).execute();
}

export async function insertChoice(db: Db, row: Insertable<ModifierChoicesTable>): Promise<number> {
  const { id } = await db.insertInto('modifier_choices').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateChoiceRow(
  db: Db,
  groupId: number,
  id: number,
  row: Omit<Insertable<ModifierChoicesTable>, 'created_at'>,
): Promise<void> {
  await db.updateTable('modifier_choices').set(row).where('id', '=', id).where('group_id', '=', groupId).execute();
}

export async function deleteChoiceRows(db: Db, groupId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('modifier_choices')
    .where('group_id', '=', groupId)
    .where('id', 'in', [...ids])
    .execute();
}

/** The groups that open a child group: a child group must not open another (one level deep). */
export async function groupsWithChildren(db: Db, groupIds: readonly number[]): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('modifier_choices')
    .select('group_id')
    .distinct()
    .where('group_id', 'in', [...groupIds])
    .where('child_group_id', 'is not', null)
    .execute();
  return rows.map((row) => row.group_id);
}

/** The groups whose choices open this one (it is a child group). */
export async function parentGroupIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await db.selectFrom('modifier_choices').select('group_id').distinct().where('child_group_id', '=', groupId).execute();
  return rows.map((row) => row.group_id);
}

// --- Items' groups -----------------------------------------------------------------------------

export interface ItemModifierGroupLink {
  item_id: number;
  group_id: number;
}

/** Which groups the items offer, each item's in its order (all items without ids). */
export function listItemGroupLinks(db: Db, itemIds?: readonly number[]): Promise<ItemModifierGroupLink[]> {
  let query = db.selectFrom('menu_item_modifier_groups').select(['item_id', 'group_id']).orderBy('item_id').orderBy('position');
  if (itemIds) {
    if (itemIds.length === 0) return Promise.resolve([]);
    query = query.where('item_id', 'in', [...new Set(itemIds)]);
  }
  return query.execute();
}

/** Replaces the groups an item offers with these, in this order. */
export async function replaceItemGroups(db: Db, itemId: number, groupIds: readonly number[]): Promise<void> {
  await db.deleteFrom('menu_item_modifier_groups').where('item_id', '=', itemId).execute();
  if (groupIds.length === 0) return;
  await db
    .insertInto('menu_item_modifier_groups')
    .values(groupIds.map((groupId, position) => ({ item_id: itemId, group_id: groupId, position })))
    .execute();
}

// --- Placed lines' modifiers ----------------------------------------------------------------------

/** The chosen modifiers of these order lines, each line's in the order it was placed with. */
export function listOrderItemModifierRows(db: Db, orderItemIds: readonly number[]): Promise<OrderItemModifierRow[]> {
  if (orderItemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_item_modifiers')
    .selectAll()
    .where('order_item_id', 'in', [...orderItemIds])
    .orderBy('order_item_id')
    .orderBy('position')
    .execute();
}

/** The groups these items offer (with every group, so child groups are there): one query when none offers any. */
export async function loadItemModifierGroups(
  db: Db,
  itemIds: readonly number[],
): Promise<{ groups: ModifierGroupWithChoices[]; links: ItemModifierGroupLink[] }> {
  const links = await listItemGroupLinks(db, itemIds);
  return { groups: links.length === 0 ? [] : await listModifierGroupRows(db), links };
}

export async function insertOrderItemModifiers(db: Db, rows: readonly Insertable<OrderItemModifiersTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('order_item_modifiers')
    .values([...rows])
    .execute();
}
