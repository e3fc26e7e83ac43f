// The report pages beside Reports: Z reports and over/short (links that stay inside the dashboard bundle).
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { goTo } from '../../../shared/shell/station';
import { LinkButton } from '../../../shared/ui/Button';

const LINKS = [
  { page: 'reports', label: 'Reports' },
  { page: 'zReports', label: 'Z reports' },
  { page: 'overShort', label: 'Over/short' },
] as const;

export function ReportsLinks({ current }: { current: (typeof LINKS)[number]['page'] }) {
  return (
    <>
      {LINKS.filter((link) => link.page !== current).map((link) => (
        <LinkButton
          key={link.page}
          variant="secondary"
          icon="reports"
          href={PAGES[link.page].path}
          onClick={(event) => {
            event.preventDefault();
            goTo(PAGES[link.page].path);
          }}
        >
          {link.label}
        </LinkButton>
      ))}
    </>
  );
}
