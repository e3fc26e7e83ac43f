// Spec 2.5 POS screen: later issues build it; for now the shell and its title.
import { PAGES } from '../../../shared/domain/permissions';
import { PageHeader } from '../../../shared/ui/Surface';

export function PosPage() {
  return <PageHeader title={PAGES.pos.title} />;
}
