// Spec 2.1 /dashboard/users: the screen loads on demand, so its forms and request schemas only reach
// browsers that open it.
import { lazyPage } from '../../../shared/ui/deferred/lazyPage';

const UsersScreen = lazyPage(() => import('./UsersScreen'), 'UsersScreen');

export function UsersPage() {
  return <UsersScreen />;
}
