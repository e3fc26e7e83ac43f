// The POS bundle (React): point of sale and orders, guarded by their scopes, inside the shell.
import { PAGES } from '../../shared/domain/permissions';
import { DashboardStation } from '../../shared/shell/DashboardStation';
import { NotFoundPage } from '../../shared/shell/NotFound';
import { Route, Switch } from 'wouter';
import { OrdersPage } from './orders/OrdersPage';
import { PosPage } from './pos/PosPage';

export function PosApp() {
  return (
    <DashboardStation>
      <Switch>
        <Route path={PAGES.pos.path} component={PosPage} />
        <Route path={PAGES.orders.path} component={OrdersPage} />
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </DashboardStation>
  );
}
