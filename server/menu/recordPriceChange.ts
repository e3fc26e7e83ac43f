// A menu price change in the audit trail (items, variants, addons), only when the price really moved.
import { formatAmount, minorUnits } from '../../shared/domain/money/money';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';
import { actorOf, recordActivity } from '../activity/recordActivity';

export interface PriceChange {
  type: 'menu_item' | 'variant' | 'addon';
  id: number;
  title: string;
  /** Minor units. */
  from: number;
  to: number;
  /** The menu item a variant or addon belongs to. */
  itemId?: number;
}

const WORDS = { menu_item: 'item', variant: 'variant', addon: 'addon' } as const;

export async function recordPriceChange(
  trx: Db,
  ctx: Pick<ServiceContext, 'now'>,
  actor: Pick<UserRow, 'id' | 'username' | 'name'>,
  change: PriceChange,
): Promise<void> {
  if (change.from === change.to) return;
  await recordActivity(trx, ctx, {
    action: 'menu.price_changed',
    actor: actorOf(actor),
    subject: { type: change.type, id: change.id },
    summary: `Price of ${WORDS[change.type]} "${change.title}" changed from ${formatAmount(minorUnits(change.from))} to ${formatAmount(minorUnits(change.to))}`,
    details: { from: change.from, to: change.to, ...(change.itemId === undefined ? {} : { itemId: change.itemId }) },
  });
}
