// Spec 2.1 /dashboard/invoices: the page itself comes in a later issue; for now the shell and its title.
import { PAGES } from '../../../shared/domain/permissions';
import { PageHeader } from '../../../shared/ui/Surface';

export function InvoicesPage() {
  return <PageHeader title={PAGES.invoices.title} />;
}
