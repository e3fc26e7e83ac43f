// Cards, badges, loading / empty / error states and the page header shared by every screen.
import type { HTMLAttributes, ReactNode } from 'react';
import { LOADING_TEXT } from '../domain/messages';
import { Button } from './Button';
import { Icon, type IconName } from './Icon';
import { useDocumentTitle } from './useDocumentTitle';
import {
  badge,
  card,
  loadingRow,
  pageActions,
  pageDescription,
  pageHeader,
  pageTitle,
  spinner,
  stateBox,
  stateIcon,
  stateIconError,
  stateTitle,
} from './surface.css';

export function Card({ className, children, ...rest }: HTMLAttributes<HTMLElement> & { children: ReactNode }) {
  return (
    <section className={[card, className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </section>
  );
}

export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof badge; children: ReactNode }) {
  return <span className={badge[tone]}>{children}</span>;
}

function Spinner() {
  return <span className={spinner} aria-hidden="true" />;
}

/** Spec 8: loading screens say 'Please wait...'. */
export function Loading({ text = LOADING_TEXT }: { text?: string }) {
  return (
    <div className={loadingRow} role="status" aria-live="polite">
      <Spinner />
      <span>{text}</span>
    </div>
  );
}

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: IconName;
  children?: ReactNode;
}

export function EmptyState({ title, description, icon = 'search', children }: EmptyStateProps) {
  return (
    <div className={stateBox}>
      <span className={stateIcon}>
        <Icon name={icon} size={26} />
      </span>
      <p className={stateTitle}>{title}</p>
      {description ? <p>{description}</p> : null}
      {children}
    </div>
  );
}

/** A load failure: the spec's text, announced to screen readers; with `onRetry`, a Try again button that loads again. */
export function ErrorState({ message, onRetry, children }: { message: string; onRetry?: () => unknown; children?: ReactNode }) {
  return (
    <div className={stateBox} role="alert">
      <span className={[stateIcon, stateIconError].join(' ')}>
        <Icon name="alert" size={26} />
      </span>
      <p className={stateTitle}>{message}</p>
      {children}
      {onRetry ? (
        <Button variant="secondary" onClick={() => void onRetry()}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The tab title; defaults to `title`. Null leaves it to a nested section. */
  documentTitle?: string | null;
}

/** The page's one h1. */
export function PageHeader({ title, description, actions, documentTitle }: PageHeaderProps) {
  useDocumentTitle(documentTitle === undefined ? title : documentTitle);
  return (
    <header className={pageHeader}>
      <div>
        <h1 className={pageTitle}>{title}</h1>
        {description ? <p className={pageDescription}>{description}</p> : null}
      </div>
      {actions ? <div className={pageActions}>{actions}</div> : null}
    </header>
  );
}
