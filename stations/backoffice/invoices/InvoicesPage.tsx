// Spec 2.1 /dashboard/invoices: the screen loads on demand, so its table and calls only reach browsers that
// open it (the dashboard's first load stays as it was).
import { lazyPage } from '../../../shared/ui/deferred/lazyPage';

const InvoicesScreen = lazyPage(() => import('./InvoicesScreen'), 'InvoicesScreen');

export function InvoicesPage() {
  return <InvoicesScreen />;
}
