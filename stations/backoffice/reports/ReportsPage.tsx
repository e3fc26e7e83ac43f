// Spec 2.1 /dashboard/reports: the screen loads on demand (and its chart library later still), so the
// dashboard's first load stays as it was.
import { lazy, Suspense } from 'react';
import { Loading } from '../../../shared/ui/Surface';

const ReportsScreen = lazy(() => import('./ReportsScreen').then((module) => ({ default: module.ReportsScreen })));

export function ReportsPage() {
  return (
    <Suspense fallback={<Loading />}>
      <ReportsScreen />
    </Suspense>
  );
}
