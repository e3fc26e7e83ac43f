// Spec 2.14 public display 'Your Orders': later issues build the order grid; for now the title.
import { PAGES } from '../../shared/domain/permissions';
import { PageHeader } from '../../shared/ui/Surface';

export function DisplayPage() {
  return <PageHeader title={PAGES.publicDisplay.title} />;
}
