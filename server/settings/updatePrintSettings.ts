// Spec 2.13, 7 Settings: POST /settings/print-setting.
import { type PrintSettingsBody, SETTINGS_MESSAGES } from '../../shared/contract/settings';
import { updatePrintSettingsRow } from '../db/repositories/settings.repository';
import type { Flag } from '../db/schema';
import { notFound } from '../errors';
import { type ServiceContext, isoNow } from '../infrastructure/context';

const flag = (value: boolean): Flag => (value ? 1 : 0);

export async function updatePrintSettings(ctx: ServiceContext, body: PrintSettingsBody): Promise<void> {
  const isSaved = await updatePrintSettingsRow(ctx.db, {
    page_format: body.pageFormat,
    header: body.header,
    footer: body.footer,
    show_notes: flag(body.showNotes),
    is_enable_print: flag(body.isEnablePrint),
    show_store_details: flag(body.showStoreDetails),
    show_customer_details: flag(body.showCustomerDetails),
    print_token: flag(body.printToken),
    updated_at: isoNow(ctx),
  });
  if (!isSaved) throw notFound(SETTINGS_MESSAGES.printSettingsNotFound);
}
