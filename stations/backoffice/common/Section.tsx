// The frame of a back-office section (settings pages, Users, Customers, Reservations, Home): its h2 with
// actions, the loading / error / empty states of spec 8, and the delete confirmation of spec 5.
import { useState, type ReactNode } from 'react';
import { CONFIRM_TEXTS } from '../../../shared/domain/messages';
import { StationLink } from '../../../shared/shell/StationLink';
import { ConfirmDialog } from '../../../shared/ui/dialogs/ConfirmDialog';
import { Icon } from '../../../shared/ui/Icon';
import { ErrorState, Loading } from '../../../shared/ui/Surface';
import type { LoadState } from '../../../shared/ui/useLoad';
import { useDocumentTitle } from '../../../shared/ui/useDocumentTitle';
import * as css from './common.css';
import { runAction } from './feedback';

export interface SectionHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The tab title; defaults to `title`. */
  documentTitle?: string;
}

export function SectionHeader({ title, description, actions, documentTitle }: SectionHeaderProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className={css.sectionHeader}>
      <div className={css.sectionText}>
        <h2 className={css.sectionTitle}>{title}</h2>
        {description ? <p className={css.sectionDescription}>{description}</p> : null}
      </div>
      {actions ? <div className={css.sectionActions}>{actions}</div> : null}
    </div>
  );
}

export interface LoadViewProps<T> {
  state: LoadState<T>;
  /** Spec 8: ERROR_DEFAULTS.detailsLoad or ERROR_DEFAULTS.dataLoad. */
  errorText: string;
  children: (data: T) => ReactNode;
}

/** 'Please wait...' while loading, the spec's text on failure, the content once ready. */
export function LoadView<T>({ state, errorText, children }: LoadViewProps<T>) {
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <ErrorState message={errorText} />;
  return <>{children(state.data)}</>;
}

export function ConfirmDelete({ onConfirm, onCancel }: { onConfirm: () => Promise<void>; onCancel: () => void }) {
  return <ConfirmDialog message={CONFIRM_TEXTS.delete} confirmLabel="Yes, delete" onConfirm={onConfirm} onCancel={onCancel} />;
}

/**
 * Spec 5's delete flow for a list: `ask(row)` opens the confirmation; confirming runs `remove(row)` with the
 * usual toasts, then `onDeleted()` (reload the list) when it succeeded. Render `dialog` once in the page.
 */
export function useDeleteConfirmation<T>(remove: (row: T) => Promise<{ message: string }>, onDeleted: () => Promise<void> | void) {
  const [pending, setPending] = useState<T | null>(null);
  async function handleConfirm() {
    if (pending === null) return;
    if (await runAction(() => remove(pending))) await onDeleted();
    setPending(null);
  }
  const dialog = pending === null ? null : <ConfirmDelete onConfirm={handleConfirm} onCancel={() => setPending(null)} />;
  return { ask: setPending, dialog };
}

export interface Crumb {
  label: string;
  href?: string;
}

/** Spec 2.13: 'Settings > Menu Items > item title'; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={css.breadcrumb}>
      <ol className={css.breadcrumbList}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={css.breadcrumbItem}>
              {item.href && !isLast ? (
                <StationLink href={item.href} className={css.breadcrumbLink}>
                  {item.label}
                </StationLink>
              ) : (
                <span className={css.breadcrumbCurrent} aria-current={isLast ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
              {isLast ? null : <Icon name="chevronRight" size={14} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
