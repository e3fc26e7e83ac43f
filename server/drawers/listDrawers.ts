// The Drawer screen's data: the store's drawer settings and currency, the open drawers and the last closed ones,
// each with its movements. An open drawer's expected cash is not given: the close is blind.
import {
  findDrawerSettings,
  listDrawerSessions,
  listOpenDrawerSessions,
  movementsOfDrawer,
  updateDrawerSettings,
} from '../db/repositories/drawers.repository';
import { findStoreSettings } from '../db/repositories/settings.repository';
import type { DrawerMovementRow, DrawerSessionRow, DrawerSettingsRow } from '../db/schema';
import type { DrawerSettingsBody } from '../../shared/contract/drawers';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import type { Db } from '../db/client';

/** How many closed drawers the screen lists. */
const RECENT_CLOSED = 20;

export interface DrawerWithMovements {
  drawer: DrawerSessionRow;
  movements: DrawerMovementRow[];
}

export async function withMovements(db: Db, drawer: DrawerSessionRow): Promise<DrawerWithMovements> {
  return { drawer, movements: await movementsOfDrawer(db, drawer.id) };
}

export async function listDrawers(ctx: ServiceContext): Promise<{
  settings: DrawerSettingsRow;
  currency: string;
  open: DrawerWithMovements[];
  recent: DrawerWithMovements[];
}> {
  const settings = await findDrawerSettings(ctx.db);
  const currency = (await findStoreSettings(ctx.db))?.currency ?? 'USD';
  const open = await Promise.all((await listOpenDrawerSessions(ctx.db)).map((drawer) => withMovements(ctx.db, drawer)));
  const closed = (await listDrawerSessions(ctx.db, RECENT_CLOSED + open.length))
    .filter((drawer) => drawer.status === 'closed')
    .slice(0, RECENT_CLOSED);
  const recent = await Promise.all(closed.map((drawer) => withMovements(ctx.db, drawer)));
  return { settings, currency, open, recent };
}

export async function saveDrawerSettings(ctx: ServiceContext, body: DrawerSettingsBody): Promise<void> {
  await inTransaction(ctx, (trx) =>
    updateDrawerSettings(trx, {
      is_enabled: body.isEnabled ? 1 : 0,
      cash_without_drawer: body.cashWithoutDrawer,
      over_short_limit: body.overShortLimit,
      ...(body.dayCutoff === undefined ? {} : { day_cutoff_minutes: minutesOf(body.dayCutoff) }),
      updated_at: isoNow(ctx),
    }),
  );
}

const MINUTES_PER_HOUR = 60;

/** 'HH:MM' (the contract checked it) → minutes after midnight. */
function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * MINUTES_PER_HOUR + minutes;
}
