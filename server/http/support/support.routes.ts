// Spec 2.14: the Contact Support page's address.
import type { SupportContactResponse } from '../../../shared/contract/session';
import { getSupportContact } from '../../services/getSupportContact';
import type { ApiRoutesPlugin } from '../routeDeps';

export const supportRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/support/contact', async () => (await getSupportContact(ctx)) satisfies SupportContactResponse);
};
