import { mountStation } from '../shared/shell/mount';
import { DashboardApp } from '../stations/backoffice/DashboardApp';

mountStation('dashboard', <DashboardApp />);
