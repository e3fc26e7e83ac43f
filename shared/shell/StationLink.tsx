// A link that stays client-side inside this bundle and is a plain full-load anchor across stations.
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { goTo, isSameStation } from './station';

export interface StationLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

export function StationLink({ href, onClick, children, ...rest }: StationLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !isSameStation(href)) return;
    // Let the browser handle new-tab / new-window clicks.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    goTo(href);
  }
  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
