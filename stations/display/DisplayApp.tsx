// The public display bundle (Preact via compat aliases), guarded, inside the shell.
import { Route, Switch } from 'wouter';
import { PAGES } from '../../shared/domain/permissions';
import { DashboardStation } from '../../shared/shell/DashboardStation';
import { NotFoundPage } from '../../shared/shell/NotFound';
import { DisplayPage } from './DisplayPage';

export function DisplayApp() {
  return (
    <DashboardStation>
      <Switch>
        <Route path={PAGES.publicDisplay.path} component={DisplayPage} />
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </DashboardStation>
  );
}
