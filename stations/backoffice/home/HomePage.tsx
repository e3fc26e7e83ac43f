// Spec 2.1 /dashboard/home (also the empty child path): the screen loads on demand like the others.
import { lazy, Suspense } from 'react';
import { Loading } from '../../../shared/ui/Surface';

const HomeScreen = lazy(() => import('./HomeScreen').then((module) => ({ default: module.HomeScreen })));

export function HomePage() {
  return (
    <Suspense fallback={<Loading />}>
      <HomeScreen />
    </Suspense>
  );
}
