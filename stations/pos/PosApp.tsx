// The POS bundle (React): point of sale and orders, guarded by their scopes, inside the shell.
// The outbox starts with the bundle (a lazy chunk), so orders kept on an earlier visit are sent as soon
// as the server can be reached, whichever of the two screens is open.
import { useEffect } from 'react';
import { PAGES } from '../../shared/domain/navigation/sitemap';
import { DashboardStation } from '../../shared/shell/DashboardStation';
import { NotFoundPage } from '../../shared/shell/NotFound';
import { Sidebar } from '../../shared/shell/Sidebar';
import { Route, Switch } from 'wouter';
import { posStartsOnFloor } from '../../shared/state/posStart';
import { lazyPage } from '../../shared/ui/deferred/lazyPage';
import { ordersStillWork } from './orders/ordersState';
import { PosPage } from './register/PosPage';

// The till's first screen does not wait for the Orders screen's code (a lazy chunk the service worker keeps too).
const OrdersPage = lazyPage(() => import('./orders/OrdersPage'), 'OrdersPage');
// Table service's floor view: a lazy chunk too, so the register's first screen stays as small as it was.
const FloorPage = lazyPage(() => import('./floor/FloorPage'), 'FloorPage');
// The cash drawer's screen: a lazy chunk, opened a few times a shift.
const DrawerPage = lazyPage(() => import('./drawer/DrawerPage'), 'DrawerPage');

const loadPosOutbox = () => import('./outbox/posOutbox');

// A dine-in till starts on the floor: the page's first load at the register's own path shows the floor instead
// (before the first render and before the register's data is fetched). Inside the page, Floor and POS go both ways.
if (posStartsOnFloor.peek() && typeof window !== 'undefined' && window.location.pathname.replace(/\/+$/, '') === PAGES.pos.path) {
  window.history.replaceState(window.history.state, '', PAGES.floor.path);
}

/** What still works here without the server, as the status chip says it. */
function stillWorks(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === PAGES.pos.path) return 'Orders are queued';
  if (path === PAGES.orders.path) return ordersStillWork();
  if (path === PAGES.floor.path) return 'Showing the last floor; floor changes need the connection';
  return null;
}

export function PosApp() {
  useEffect(() => {
    void loadPosOutbox()
      .then(({ posOutbox }) => posOutbox())
      .catch(() => undefined);
  }, []);
  return (
    <DashboardStation sidebar={<Sidebar />} stillWorks={stillWorks}>
      <Switch>
        <Route path={PAGES.pos.path} component={PosPage} />
        <Route path={PAGES.orders.path} component={OrdersPage} />
        <Route path={PAGES.floor.path} component={FloorPage} />
        <Route path={PAGES.drawer.path} component={DrawerPage} />
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </DashboardStation>
  );
}
