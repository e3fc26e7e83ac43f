// Spec 5: destructive actions ask first ('Are you sure! This device will be logged out!').
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { Icon } from '../Icon';
import { actions, confirmIcon, confirmRow } from './dialog.css';

export interface ConfirmDialogProps {
  /** The question, word for word from the spec; it also names the dialog. */
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
  /** Between the question and the buttons (the void dialog's reason field). */
  children?: ReactNode;
}

export function ConfirmDialog({
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const [isBusy, setIsBusy] = useState(false);

  async function handleConfirm() {
    setIsBusy(true);
    try {
      await onConfirm();
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Dialog
      title={message}
      isTitleHidden
      hasCloseButton={false}
      role="alertdialog"
      size="sm"
      onClose={onCancel}
      initialFocusRef={cancelRef}
      describedBy={messageId}
    >
      <div className={confirmRow}>
        <span className={confirmIcon}>
          <Icon name="alert" size={22} />
        </span>
        <p id={messageId}>{message}</p>
      </div>
      {children}
      <div className={actions}>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={isBusy}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={handleConfirm} disabled={isBusy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
