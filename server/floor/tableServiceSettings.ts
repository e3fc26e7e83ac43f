// Seats and courses (Settings › Tables): read by the POS init and the settings page; saved in one transaction with its
// Activity entry. Lines already placed keep the course name they were sold with.
import type { TableServiceSettingsBody } from '../../shared/contract/floor';
import { TABLE_SERVICE_MESSAGES } from '../../shared/domain/tableService';
import {
  type TableServiceSettings,
  findTableServiceSettings,
  updateTableServiceSettings,
} from '../db/repositories/tableService.repository';
import type { UserRow } from '../db/schema';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { actorOf, recordActivity } from '../activity/recordActivity';

export function getTableServiceSettings(ctx: ServiceContext): Promise<TableServiceSettings> {
  return findTableServiceSettings(ctx.db);
}

export function saveTableServiceSettings(
  ctx: ServiceContext,
  { settings, actor }: { settings: TableServiceSettingsBody; actor: UserRow },
): Promise<{ message: string }> {
  return inTransaction(ctx, async (trx) => {
    const before = await findTableServiceSettings(trx);
    await updateTableServiceSettings(trx, settings, ctx.now().toISOString());
    await recordActivity(trx, ctx, {
      action: 'table_service.changed',
      actor: actorOf(actor),
      summary: `Seat numbers ${settings.seatNumbers}; courses ${settings.courses.join(', ')}; auto-fire ${
        settings.autoFireMinutes === null ? 'off' : `${settings.autoFireMinutes} min`
      }`,
      details: { before, after: settings },
    });
    return { message: TABLE_SERVICE_MESSAGES.settingsSaved };
  });
}
