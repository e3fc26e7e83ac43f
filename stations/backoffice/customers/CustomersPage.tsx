// Spec 2.1 /dashboard/customers: the screen loads on demand, so its forms and request schemas only
// reach browsers that open it.
import { lazyPage } from '../../../shared/ui/deferred/lazyPage';

const CustomersScreen = lazyPage(() => import('./CustomersScreen'), 'CustomersScreen');

export function CustomersPage() {
  return <CustomersScreen />;
}
