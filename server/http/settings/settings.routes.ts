// Spec 2.13, 7 Settings. This issue: reading the store details; the settings issue adds the rest.
import { presentStoreSettings } from '../../presenters/settings.presenter';
import { getStoreSettings } from '../../services/getStoreSettings';
import type { ApiRoutesPlugin } from '../routeDeps';

export const settingsRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/settings/store-setting', async () => presentStoreSettings(await getStoreSettings(ctx)));
};
