// Spec 2.13, 7 Settings: store details and print settings (single rows). Declared in
// shared/contract/endpoints/settings.ts; the settings area's other lists are their own resources (storeTables,
// taxes, paymentTypes, menu).
import { settingsEndpoints } from '../../shared/contract/endpoints/settings';
import { SETTINGS_MESSAGES } from '../../shared/contract/settings';
import { presentPrintSettings, presentStoreSettings } from './settings.presenter';
import { getPrintSettings } from './getPrintSettings';
import { getStoreSettings } from './getStoreSettings';
import { updatePrintSettings } from './updatePrintSettings';
import { updateStoreSettings } from './updateStoreSettings';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';

export const settingsRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(settingsEndpoints.getStore, async () => presentStoreSettings(await getStoreSettings(ctx)));

  mount(settingsEndpoints.saveStore, async ({ body }) => {
    await updateStoreSettings(ctx, body);
    return { message: SETTINGS_MESSAGES.storeSettingsSaved };
  });

  mount(settingsEndpoints.getPrint, async () => presentPrintSettings(await getPrintSettings(ctx)));

  mount(settingsEndpoints.savePrint, async ({ body }) => {
    await updatePrintSettings(ctx, body);
    return { message: SETTINGS_MESSAGES.printSettingsSaved };
  });
};
