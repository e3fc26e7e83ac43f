// Spec 2.7 Kitchen screen: later issues build it; for now the shell and its title.
import { PAGES } from '../../shared/domain/permissions';
import { PageHeader } from '../../shared/ui/Surface';

export function KitchenPage() {
  return <PageHeader title={PAGES.kitchen.title} />;
}
