// The kitchen bundle (Preact via compat aliases), guarded, inside the shell.
import { PAGES } from '../../shared/domain/sitemap';
import { DashboardStation } from '../../shared/shell/DashboardStation';
import { NotFoundPage } from '../../shared/shell/NotFound';
import { usePathname } from 'wouter/use-browser-location';
import { KitchenPage } from './KitchenPage';

/** One page per TV station: no router, only wouter's location hook (its Switch would cost this bundle ~2 KiB). */
export function KitchenApp() {
  const pathname = usePathname();
  const isOwnPage = pathname.replace(/\/+$/, '').toLowerCase() === PAGES.kitchen.path.toLowerCase();
  return <DashboardStation>{isOwnPage ? <KitchenPage /> : <NotFoundPage />}</DashboardStation>;
}
