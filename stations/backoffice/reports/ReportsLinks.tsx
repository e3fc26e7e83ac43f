// The report pages beside Reports: Z reports and over/short (links that stay inside the dashboard bundle, as every station link does).
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { StationLink } from '../../../shared/shell/StationLink';
import { button } from '../../../shared/ui/button.css';
import { Icon } from '../../../shared/ui/Icon';

const LINKS = [
  { page: 'reports', label: 'Reports' },
  { page: 'zReports', label: 'Z reports' },
  { page: 'overShort', label: 'Over/short' },
] as const;

export function ReportsLinks({ current }: { current: (typeof LINKS)[number]['page'] }) {
  return (
    <>
      {LINKS.filter((link) => link.page !== current).map((link) => (
        <StationLink key={link.page} href={PAGES[link.page].path} className={button.secondary}>
          <Icon name="reports" />
          {link.label}
        </StationLink>
      ))}
    </>
  );
}
