// All SQL of the audit trail: one insert (inside the caller's transaction, so an entry exists exactly
// when its change committed) and keyset pages, newest first. Never an UPDATE or DELETE: the table refuses them.
import type { Insertable } from 'kysely';
import type { Db } from '../client';
import type { AuditEntriesTable, AuditEntryRow } from '../schema';

export async function insertAuditEntry(db: Db, row: Insertable<AuditEntriesTable>): Promise<void> {
  await db.insertInto('audit_entries').values(row).execute();
}

/** Where the previous page (or CSV batch) stopped: its last entry. */
export type AuditCursor = Pick<AuditEntryRow, 'id' | 'created_at'>;

export interface AuditFilter {
  /** Half-open UTC interval of created_at. */
  startsAt: string;
  endsBefore: string;
  /** The person who acted or approved. */
  userId: number | null;
  action: string | null;
  /** Only entries after this one in the newest-first order (the next page). */
  after: AuditCursor | null;
}

/**
 * At most `limit` entries of the filter, newest first: by created_at, then id (ids need not follow the clock: a
 * clock stepped back, several nodes). Keyset on (created_at, id), the order of the trail's indexes (the period's,
 * the action's, the actor's and the approver's), so a page seeks to where the last one stopped instead of sorting
 * the whole period again (the CSV reads a year in pages). A person is who acted or approved: two index ranges of
 * `limit` each, merged.
 */
export async function listAuditEntries(db: Db, filter: AuditFilter, limit: number): Promise<AuditEntryRow[]> {
  const page = (person: 'actor_id' | 'approver_id' | null) => {
    let query = db.selectFrom('audit_entries').selectAll().where('created_at', '>=', filter.startsAt);
    const { after } = filter;
    // One upper bound on created_at (the cursor's when it lies inside the period, else the period's end) plus a
    // tie-break: SQLite seeks with one bound per side, so a second one would make each page scan from the end.
    if (after === null || after.created_at >= filter.endsBefore) query = query.where('created_at', '<', filter.endsBefore);
    else
      query = query
        .where('created_at', '<=', after.created_at)
        .where((eb) => eb.or([eb('created_at', '<', after.created_at), eb('id', '<', after.id)]));
    if (person !== null && filter.userId !== null) query = query.where(person, '=', filter.userId);
    if (filter.action !== null) query = query.where('action', '=', filter.action);
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  };
  if (filter.userId === null) return page(null);
  const acted = await page('actor_id');
  const approved = await page('approver_id');
  const byId = new Map([...acted, ...approved].map((row) => [row.id, row]));
  return [...byId.values()].sort(newestFirst).slice(0, limit);
}

function newestFirst(a: AuditCursor, b: AuditCursor): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return b.id - a.id;
}

/** The entry a page cursor names (entries are never deleted: a cursor handed out always exists). */
export function findAuditCursor(db: Db, id: number): Promise<AuditCursor | undefined> {
  return db.selectFrom('audit_entries').select(['id', 'created_at']).where('id', '=', id).executeTakeFirst();
}
