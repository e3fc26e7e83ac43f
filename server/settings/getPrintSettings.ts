// Spec 2.13, 7 Settings: GET /settings/print-setting.
import { SETTINGS_MESSAGES } from '../../shared/contract/settings';
import { findPrintSettings } from '../db/repositories/settings.repository';
import type { PrintSettingsRow } from '../db/schema';
import { notFound } from '../errors';
import type { ServiceContext } from '../infrastructure/context';

export async function getPrintSettings(ctx: ServiceContext): Promise<PrintSettingsRow> {
  const settings = await findPrintSettings(ctx.db);
  // initializeStore creates the row on boot; missing means the database was tampered with.
  if (!settings) throw notFound(SETTINGS_MESSAGES.printSettingsNotFound);
  return settings;
}
