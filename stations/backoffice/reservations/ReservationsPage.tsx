// Spec 2.1 /dashboard/reservation: the screen loads on demand, so its forms and request schemas only
// reach browsers that open it.
import { lazy, Suspense } from 'react';
import { Loading } from '../../../shared/ui/Surface';

const ReservationsScreen = lazy(() => import('./ReservationsScreen').then((module) => ({ default: module.ReservationsScreen })));

export function ReservationsPage() {
  return (
    <Suspense fallback={<Loading />}>
      <ReservationsScreen />
    </Suspense>
  );
}
