// Issue 14 /dashboard/activity: the audit trail screen loads on demand, so the dashboard's first load stays as it was.
import { lazy, Suspense } from 'react';
import { Loading } from '../../../shared/ui/Surface';

const ActivityScreen = lazy(() => import('./ActivityScreen').then((module) => ({ default: module.ActivityScreen })));

export function ActivityPage() {
  return (
    <Suspense fallback={<Loading />}>
      <ActivityScreen />
    </Suspense>
  );
}
