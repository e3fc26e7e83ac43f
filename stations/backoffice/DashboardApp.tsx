// The dashboard bundle (React): login, no-access and the back-office pages behind the shell.
import { PAGES, PUBLIC_PATHS } from '../../shared/domain/navigation/sitemap';
import { GuardedShell } from '../../shared/shell/GuardedShell';
import { Sidebar } from '../../shared/shell/Sidebar';
import { NotFoundPage } from '../../shared/shell/NotFound';
import { Route, Switch } from 'wouter';
import { AppToaster } from '../../shared/shell/toast';
import { lazyPage } from '../../shared/ui/deferred/lazyPage';
import { CustomersPage } from './customers/CustomersPage';
import { HomePage } from './home/HomePage';
import { InvoicesPage } from './invoices/InvoicesPage';
import { LoginPage } from './login/LoginPage';
import { NoAccessPage } from './no-access/NoAccessPage';
import { StandaloneNotFound } from './not-found/StandaloneNotFound';
import { ProfilePage } from './profile/ProfilePage';
import { ReportsPage } from './reports/ReportsPage';
import { ReservationsPage } from './reservations/ReservationsPage';
import { UsersPage } from './users/UsersPage';

// Rarely opened pages load on demand like the screens do. Login, no-access and My Profile (the landing
// page of users without the dashboard scope) stay in the first download.
const DevicesPage = lazyPage(() => import('./devices/DevicesPage'), 'DevicesPage');
const SupportPage = lazyPage(() => import('./support/SupportPage'), 'SupportPage');
const ActivityScreen = lazyPage(() => import('./activity/ActivityScreen'), 'ActivityScreen');
// Reports › Z reports and Reports › Over/short: opened by managers at the end of a day.
const ZReportsScreen = lazyPage(() => import('./reports/ZReportsScreen'), 'ZReportsScreen');
const OverShortScreen = lazyPage(() => import('./reports/OverShortScreen'), 'OverShortScreen');
// The settings area with all its pages (their forms and request schemas): only SETTINGS holders open it.
const SettingsArea = lazyPage(() => import('./settings/SettingsArea'), 'SettingsArea');

/** '/dashboard' and everything below it: guarded, inside the shell. */
const DASHBOARD_AREA = /^\/dashboard(?:\/.*)?$/;

function BackofficeRoutes() {
  return (
    <Switch>
      <Route path="/dashboard" component={HomePage} />
      <Route path={PAGES.home.path} component={HomePage} />
      <Route path={PAGES.profile.path} component={ProfilePage} />
      <Route path={PAGES.devices.path}>
        <DevicesPage />
      </Route>
      <Route path={PAGES.support.path}>
        <SupportPage />
      </Route>
      <Route path={PAGES.reservations.path} component={ReservationsPage} />
      <Route path={PAGES.customers.path} component={CustomersPage} />
      <Route path={PAGES.invoices.path} component={InvoicesPage} />
      <Route path={PAGES.users.path} component={UsersPage} />
      <Route path={PAGES.reports.path} component={ReportsPage} />
      <Route path={PAGES.activity.path}>
        <ActivityScreen />
      </Route>
      <Route path={PAGES.zReports.path}>
        <ZReportsScreen />
      </Route>
      <Route path={PAGES.overShort.path}>
        <OverShortScreen />
      </Route>
      <Route path={`${PAGES.settings.path}/*?`}>
        <SettingsArea />
      </Route>
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
          <GuardedShell sidebar={<Sidebar />}>
            <BackofficeRoutes />
          </GuardedShell>
        </Route>
        <Route component={StandaloneNotFound} />
      </Switch>
    </>
  );
}
