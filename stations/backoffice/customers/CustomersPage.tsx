// Spec 2.1 /dashboard/customers: the screen loads on demand, so its forms and request schemas only
// reach browsers that open it.
import { lazy, Suspense } from 'react';
import { Loading } from '../../../shared/ui/Surface';

const CustomersScreen = lazy(() => import('./CustomersScreen').then((module) => ({ default: module.CustomersScreen })));

export function CustomersPage() {
  return (
    <Suspense fallback={<Loading />}>
      <CustomersScreen />
    </Suspense>
  );
}
