// Unknown path inside a bundle.
import { button } from '../ui/button.css';
import { EmptyState, PageHeader } from '../ui/Surface';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { StationLink } from './StationLink';

const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundContent({ homePath = '/' }: { homePath?: string }) {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <EmptyState icon="alert" title="This page does not exist." description="Check the address or pick a page from the menu.">
      <StationLink href={homePath} className={button.secondary}>
        Go to the start page
      </StationLink>
    </EmptyState>
  );
}

export function NotFoundPage({ homePath = '/' }: { homePath?: string }) {
  return (
    <>
      <PageHeader title={NOT_FOUND_TITLE} />
      <NotFoundContent homePath={homePath} />
    </>
  );
}
