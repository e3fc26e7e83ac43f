// Spec 2.1 /dashboard/reports: the page itself comes in a later issue; for now the shell and its title.
import { PAGES } from '../../../shared/domain/permissions';
import { PageHeader } from '../../../shared/ui/Surface';

export function ReportsPage() {
  return <PageHeader title={PAGES.reports.title} />;
}
