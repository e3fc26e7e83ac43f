// Spec 2.1 /dashboard/users: the screen loads on demand, so its forms and request schemas only reach
// browsers that open it.
import { lazy, Suspense } from 'react';
import { Loading } from '../../../shared/ui/Surface';

const UsersScreen = lazy(() => import('./UsersScreen').then((module) => ({ default: module.UsersScreen })));

export function UsersPage() {
  return (
    <Suspense fallback={<Loading />}>
      <UsersScreen />
    </Suspense>
  );
}
