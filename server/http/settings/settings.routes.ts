// Spec 2.13, 7 Settings: store details and print settings (single rows). The catalogue routes of
// the settings area sit beside this file, one per resource.
import type { MessageResponse } from '../../../shared/contract/session';
import { SETTINGS_MESSAGES, printSettingsBody, storeSettingsBody } from '../../../shared/contract/settings';
import { presentPrintSettings, presentStoreSettings } from '../../presenters/settings.presenter';
import { getPrintSettings } from '../../services/getPrintSettings';
import { getStoreSettings } from '../../services/getStoreSettings';
import { updatePrintSettings } from '../../services/updatePrintSettings';
import { updateStoreSettings } from '../../services/updateStoreSettings';
import { parseWith } from '../parse';
import type { ApiRoutesPlugin } from '../routeDeps';

export const settingsRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/settings/store-setting', async () => presentStoreSettings(await getStoreSettings(ctx)));

  app.post('/settings/store-setting', async (request) => {
    await updateStoreSettings(ctx, parseWith(storeSettingsBody, request.body));
    return { message: SETTINGS_MESSAGES.storeSettingsSaved } satisfies MessageResponse;
  });

  app.get('/settings/print-setting', async () => presentPrintSettings(await getPrintSettings(ctx)));

  app.post('/settings/print-setting', async (request) => {
    await updatePrintSettings(ctx, parseWith(printSettingsBody, request.body));
    return { message: SETTINGS_MESSAGES.printSettingsSaved } satisfies MessageResponse;
  });
};
