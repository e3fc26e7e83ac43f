// The kitchen bundle (Preact via compat aliases), guarded, inside the shell.
import { Route, Switch } from 'wouter';
import { PAGES } from '../../shared/domain/permissions';
import { DashboardStation } from '../../shared/shell/DashboardStation';
import { NotFoundPage } from '../../shared/shell/NotFound';
import { KitchenPage } from './KitchenPage';

export function KitchenApp() {
  return (
    <DashboardStation>
      <Switch>
        <Route path={PAGES.kitchen.path} component={KitchenPage} />
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </DashboardStation>
  );
}
