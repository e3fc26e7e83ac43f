// Spec 2.1 /dashboard/home (also the empty child path): the screen loads on demand like the others.
import { lazyPage } from '../../../shared/ui/deferred/lazyPage';

const HomeScreen = lazyPage(() => import('./HomeScreen'), 'HomeScreen');

export function HomePage() {
  return <HomeScreen />;
}
