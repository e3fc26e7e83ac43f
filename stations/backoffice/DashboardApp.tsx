// The dashboard bundle (React): login, no-access and the back-office pages behind the shell.
import { Route, Switch } from 'wouter';
import { PAGES, PUBLIC_PATHS } from '../../shared/domain/permissions';
import { GuardedShell } from '../../shared/shell/DashboardStation';
import { NotFoundPage } from '../../shared/shell/NotFound';
import { AppToaster } from '../../shared/shell/toast';
import { CustomersPage } from './customers/CustomersPage';
import { DevicesPage } from './devices/DevicesPage';
import { HomePage } from './home/HomePage';
import { InvoicesPage } from './invoices/InvoicesPage';
import { LoginPage } from './login/LoginPage';
import { NoAccessPage } from './no-access/NoAccessPage';
import { StandaloneNotFound } from './not-found/StandaloneNotFound';
import { ProfilePage } from './profile/ProfilePage';
import { ReportsPage } from './reports/ReportsPage';
import { ReservationsPage } from './reservations/ReservationsPage';
import { SettingsArea } from './settings/SettingsArea';
import { SupportPage } from './support/SupportPage';
import { UsersPage } from './users/UsersPage';

/** '/dashboard' and everything below it: guarded, inside the shell. */
const DASHBOARD_AREA = /^\/dashboard(?:\/.*)?$/;

function BackofficeRoutes() {
  return (
    <Switch>
      <Route path="/dashboard" component={HomePage} />
      <Route path={PAGES.home.path} component={HomePage} />
      <Route path={PAGES.profile.path} component={ProfilePage} />
      <Route path={PAGES.devices.path} component={DevicesPage} />
      <Route path={PAGES.support.path} component={SupportPage} />
      <Route path={PAGES.reservations.path} component={ReservationsPage} />
      <Route path={PAGES.customers.path} component={CustomersPage} />
      <Route path={PAGES.invoices.path} component={InvoicesPage} />
      <Route path={PAGES.users.path} component={UsersPage} />
      <Route path={PAGES.reports.path} component={ReportsPage} />
      <Route path={`${PAGES.settings.path}/*?`} component={SettingsArea} />
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

export function DashboardApp() {
  return (
    <>
      <AppToaster />
      <Switch>
        <Route path={PUBLIC_PATHS.login} component={LoginPage} />
        <Route path={PUBLIC_PATHS.noAccess} component={NoAccessPage} />
        <Route path={DASHBOARD_AREA}>
          <GuardedShell>
            <BackofficeRoutes />
          </GuardedShell>
        </Route>
        <Route component={StandaloneNotFound} />
      </Switch>
    </>
  );
}
