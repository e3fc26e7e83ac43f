// Spec 2.1 /dashboard/users: the page itself comes in a later issue; for now the shell and its title.
import { PAGES } from '../../../shared/domain/permissions';
import { PageHeader } from '../../../shared/ui/Surface';

export function UsersPage() {
  return <PageHeader title={PAGES.users.title} />;
}
