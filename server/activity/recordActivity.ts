// The one way a change is written to the audit trail. Call it with the change's own transaction, so
// the entry and the change commit (or roll back) together: the trail never shows something that did not happen,
// nor misses something that did.
import type { ActivityAction } from '../../shared/domain/activity';
import type { Db } from '../db/client';
import { insertAuditEntry } from '../db/repositories/activity.repository';
import type { UserRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';

export interface ActivityActor {
  /** null: somebody unknown (a failed sign-in with a username nobody has). */
  id: number | null;
  username: string;
  name: string;
}

type ActivitySubjectType =
  | 'user'
  | 'menu_item'
  | 'variant'
  | 'addon'
  | 'modifier_choice'
  | 'order'
  | 'order_item'
  | 'invoice'
  | 'credit_note'
  | 'table'
  | 'floor_area'
  | 'drawer'
  | 'z_report';

export interface ActivityEntry {
  action: ActivityAction;
  actor: ActivityActor;
  /** A manager override: who approved it. */
  approver?: Pick<UserRow, 'id' | 'name'> | null;
  subject?: { type: ActivitySubjectType; id: number | string } | null;
  /** One line a person reads in the Activity page and the CSV. */
  summary: string;
  /** Figures worth keeping (amounts in minor units, before/after, reason), stored as JSON. */
  details?: Record<string, unknown>;
}

/** Who acts: the signed-in user (services take it from the route's session). */
export type ActingUser = Pick<UserRow, 'id' | 'name'> & Partial<Pick<UserRow, 'username'>>;

export function actorOf(user: ActingUser): ActivityActor {
  return { id: user.id, username: user.username ?? '', name: user.name };
}

export async function recordActivity(trx: Db, ctx: Pick<ServiceContext, 'now'>, entry: ActivityEntry): Promise<void> {
  await insertAuditEntry(trx, {
    created_at: ctx.now().toISOString(),
    action: entry.action,
    actor_id: entry.actor.id,
    actor_username: entry.actor.username.slice(0, 200),
    actor_name: entry.actor.name.slice(0, 200),
    approver_id: entry.approver?.id ?? null,
    approver_name: entry.approver?.name ?? null,
    subject_type: entry.subject?.type ?? null,
    subject_id: entry.subject ? String(entry.subject.id) : null,
    summary: entry.summary.slice(0, 500),
    details: entry.details ? JSON.stringify(entry.details) : null,
  });
}
