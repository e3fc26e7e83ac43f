// The public display bundle (Preact via compat aliases), guarded, inside the shell.
import { PAGES } from '../../shared/domain/navigation/sitemap';
import { DashboardStation } from '../../shared/shell/DashboardStation';
import { NotFoundPage } from '../../shared/shell/NotFound';
import { SidebarMenu } from '../../shared/shell/SidebarMenu';
import { usePathname } from 'wouter/use-browser-location';
import { DisplayPage } from './DisplayPage';

/** One page per TV station: no router, only wouter's location hook (its Switch would cost this bundle ~2 KiB). */
export function DisplayApp() {
  const pathname = usePathname();
  const isOwnPage = pathname.replace(/\/+$/, '').toLowerCase() === PAGES.publicDisplay.path.toLowerCase();
  return <DashboardStation sidebar={<SidebarMenu />}>{isOwnPage ? <DisplayPage /> : <NotFoundPage />}</DashboardStation>;
}
