// Spec 2.1 /dashboard/reports: the screen loads on demand (and its chart library later still), so the
// dashboard's first load stays as it was.
import { lazyPage } from '../../../shared/ui/deferred/lazyPage';

const ReportsScreen = lazyPage(() => import('./ReportsScreen'), 'ReportsScreen');

export function ReportsPage() {
  return <ReportsScreen />;
}
