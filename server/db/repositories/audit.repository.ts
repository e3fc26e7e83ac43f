// All SQL of the audit trail (issue 14): one insert (inside the caller's transaction, so an entry exists exactly
// when its change committed) and keyset pages, newest first. Never an UPDATE or DELETE: the table refuses them.
import type { Insertable } from 'kysely';
import type { Db } from '../client';
import type { AuditEntriesTable, AuditEntryRow, OrderRow, UserRow } from '../schema';

export async function insertAuditEntry(db: Db, row: Insertable<AuditEntriesTable>): Promise<void> {
  await db.insertInto('audit_entries').values(row).execute();
}

export interface AuditFilter {
  /** Half-open UTC interval of created_at. */
  startsAt: string;
  endsBefore: string;
  /** The person who acted or approved. */
  userId: number | null;
  action: string | null;
  /** Only entries with a smaller id (the next page of a newest-first list). */
  beforeId: number | null;
}

/**
 * At most `limit` entries of the filter, newest (highest id) first. A page is one index range: by created_at,
 * or by actor/approver or action when those are given, stopped at `limit` rows.
 */
export function listAuditEntries(db: Db, filter: AuditFilter, limit: number): Promise<AuditEntryRow[]> {
  let query = db
    .selectFrom('audit_entries')
    .selectAll()
    .where('created_at', '>=', filter.startsAt)
    .where('created_at', '<', filter.endsBefore);
  if (filter.userId !== null) {
    const userId = filter.userId;
    query = query.where((eb) => eb.or([eb('actor_id', '=', userId), eb('approver_id', '=', userId)]));
  }
  if (filter.action !== null) query = query.where('action', '=', filter.action);
  if (filter.beforeId !== null) query = query.where('id', '<', filter.beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** Everyone who could appear in the trail as a user (deleted users still appear by their name snapshots). */
export function listAuditUsers(db: Db): Promise<Pick<UserRow, 'id' | 'username' | 'name'>[]> {
  return db.selectFrom('users').select(['id', 'username', 'name']).orderBy('name').orderBy('id').execute();
}

/** An order's id and token, to name it in an entry (a reprinted receipt). */
export function findOrderToken(db: Db, id: number): Promise<Pick<OrderRow, 'id' | 'token_no'> | undefined> {
  return db.selectFrom('orders').select(['id', 'token_no']).where('id', '=', id).executeTakeFirst();
}

/** A variant's or addon's title and price before a change, read in the changing transaction (price-change entries). */
export function findOptionPrice(
  db: Db,
  table: 'menu_item_variants' | 'menu_item_addons',
  itemId: number,
  optionId: number,
): Promise<{ id: number; title: string; price: number } | undefined> {
  return db.selectFrom(table).select(['id', 'title', 'price']).where('id', '=', optionId).where('item_id', '=', itemId).executeTakeFirst();
}
