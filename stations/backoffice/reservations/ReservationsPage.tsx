// Spec 2.1 /dashboard/reservation: the screen loads on demand, so its forms and request schemas only
// reach browsers that open it.
import { lazyPage } from '../../../shared/ui/deferred/lazyPage';

const ReservationsScreen = lazyPage(() => import('./ReservationsScreen'), 'ReservationsScreen');

export function ReservationsPage() {
  return <ReservationsScreen />;
}
