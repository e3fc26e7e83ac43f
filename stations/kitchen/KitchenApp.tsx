// The kitchen bundle (Preact via compat aliases), guarded, inside the shell. `?station=grill` picks the
// prep station; each station's screen is its own page instance (its own board, cache and focus frame).
import { KITCHEN_STATION_PARAM } from '../../shared/domain/kitchen';
import { PAGES } from '../../shared/domain/navigation/sitemap';
import { DashboardStation } from '../../shared/shell/DashboardStation';
import { NotFoundPage } from '../../shared/shell/NotFound';
import { SidebarMenu } from '../../shared/shell/SidebarMenu';
import { usePathname, useSearch } from 'wouter/use-browser-location';
import { KitchenPage } from './KitchenPage';

/** One page per TV station: no router, only wouter's location hooks (its Switch would cost this bundle ~2 KiB). */
export function KitchenApp() {
  const pathname = usePathname();
  const station = new URLSearchParams(useSearch()).get(KITCHEN_STATION_PARAM)?.trim().toLowerCase() || null;
  const isOwnPage = pathname.replace(/\/+$/, '').toLowerCase() === PAGES.kitchen.path.toLowerCase();
  return (
    <DashboardStation sidebar={<SidebarMenu />}>
      {isOwnPage ? <KitchenPage key={station ?? ''} station={station} /> : <NotFoundPage />}
    </DashboardStation>
  );
}
