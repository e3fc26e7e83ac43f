// Spec 2.6 Orders screen: later issues build it; for now the shell and its title.
import { PAGES } from '../../../shared/domain/permissions';
import { PageHeader } from '../../../shared/ui/Surface';

export function OrdersPage() {
  return <PageHeader title={PAGES.orders.title} />;
}
