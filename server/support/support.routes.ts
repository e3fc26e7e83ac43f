// Spec 2.14: the Contact Support page's address. Declared in shared/contract/endpoints/support.ts.
import { supportEndpoints } from '../../shared/contract/endpoints/support';
import { getSupportContact } from './getSupportContact';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';

export const supportRoutes: ApiRoutesPlugin = async (app, deps) => {
  const mount = endpointMounter(app, deps);
  mount(supportEndpoints.contact, async () => getSupportContact(deps.ctx));
};
