// Over/short per user over a period: the drawers closed in it, summed by whose cash they held: a user's own drawer
// counts for its owner, a shared drawer for whoever closed it (the one who counted it). Sorted by the largest short
// first, as a manager reads it.
import type { DrawerSessionRow } from '../db/schema';
import { listClosedDrawerSessions } from '../db/repositories/drawers.repository';
import type { ServiceContext } from '../infrastructure/context';
import { type Period, periodFor } from '../reports/dateRange';

export interface UserOverShort {
  name: string;
  drawers: number;
  expected: number;
  counted: number;
  overShort: number;
  /** The drawers over and short, each summed (minor units): a 5.00 over and a 5.00 short do not hide each other. */
  over: number;
  short: number;
}

function accountableName(drawer: DrawerSessionRow): string {
  return drawer.user_name ?? drawer.closed_by_name ?? drawer.opened_by_name;
}

export async function overShortByUser(ctx: ServiceContext, query: unknown): Promise<{ period: Period; users: UserOverShort[] }> {
  const period = await periodFor(ctx, query);
  const byName = new Map<string, UserOverShort>();
  for (const drawer of await listClosedDrawerSessions(ctx.db, period.startsAt, period.endsBefore)) {
    const name = accountableName(drawer);
    const sum = byName.get(name) ?? { name, drawers: 0, expected: 0, counted: 0, overShort: 0, over: 0, short: 0 };
    const overShort = drawer.over_short ?? 0;
    sum.drawers += 1;
    sum.expected += drawer.expected_total ?? 0;
    sum.counted += drawer.counted_total ?? 0;
    sum.overShort += overShort;
    if (overShort > 0) sum.over += overShort;
    else sum.short += overShort;
    byName.set(name, sum);
  }
  return { period, users: [...byName.values()].sort((a, b) => a.short - b.short || a.name.localeCompare(b.name)) };
}
