// Spec 2.1 /dashboard/invoices: the screen loads on demand, so its table and calls only reach browsers that
// open it (the dashboard's first load stays as it was).
import { lazy, Suspense } from 'react';
import { Loading } from '../../../shared/ui/Surface';

const InvoicesScreen = lazy(() => import('./InvoicesScreen').then((module) => ({ default: module.InvoicesScreen })));

export function InvoicesPage() {
  return (
    <Suspense fallback={<Loading />}>
      <InvoicesScreen />
    </Suspense>
  );
}
