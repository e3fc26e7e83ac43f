// Accessible modal: role=dialog, aria-modal, named by its title, Tab stays inside, Esc closes,
// focus returns to the element that opened it.
import { useEffect, useId, useRef, type ReactNode, type RefObject, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../Button';
import { backdrop, body, header, panel, title as titleClass } from './dialog.css';
import { visuallyHidden } from '../a11y.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Hide the title visually (it still names the dialog). */
  isTitleHidden?: boolean;
  /** Element to focus first; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  describedBy?: string;
  size?: 'sm' | 'md';
  /** Alert dialogs (confirmations) use role=alertdialog. */
  role?: 'dialog' | 'alertdialog';
  /** Show the X button (accessible name 'Close'). */
  hasCloseButton?: boolean;
  className?: string;
}

export function Dialog({
  title,
  onClose,
  children,
  isTitleHidden,
  initialFocusRef,
  describedBy,
  size = 'md',
  role = 'dialog',
  hasCloseButton = true,
  className,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocusRef?.current ?? panelRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panelRef.current;
    target?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener && opener.isConnected) opener.focus();
    };
    // Runs once per opening: the dialog is mounted while open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusables = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className={backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={[panel[size], className].filter(Boolean).join(' ')}
        onKeyDown={handleKeyDown}
      >
        <div className={header} style={isTitleHidden && !hasCloseButton ? { padding: 0 } : undefined}>
          <h2 id={titleId} className={isTitleHidden ? visuallyHidden : titleClass}>
            {title}
          </h2>
          {hasCloseButton ? <IconButton icon="close" label="Close" onClick={() => onCloseRef.current()} /> : null}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

export function DialogBody({ children }: { children: ReactNode }) {
  return <div className={body}>{children}</div>;
}
