// The spec's cancel confirmations (an order, a line) with an optional reason for the void: the same
// alert dialog, named by the spec's words, plus a reason field and a few one-tap reasons. A lazy chunk of the
// Orders screen (the POS bundle's first load stays within its budget).
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/dialogs/ConfirmDialog';
import { TextField } from '../../../shared/ui/forms/Field';
import * as css from './void.css';

export const QUICK_VOID_REASONS = ['Guest changed mind', 'Guest left', 'Wrong item entered', 'Kitchen error', 'Duplicate order'] as const;
export const VOID_REASON_MAX = 200;

export interface VoidDialogProps {
  /** The spec's question, word for word; it names the dialog. */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** '' when no reason was given (the spec's cancel). */
  onConfirm: (reason: string) => Promise<void> | void;
  onCancel: () => void;
}

export function VoidDialog({ onConfirm, ...props }: VoidDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog {...props} onConfirm={() => onConfirm(reason.trim())}>
      <TextField
        label="Reason (optional)"
        value={reason}
        onValueChange={setReason}
        maxLength={VOID_REASON_MAX}
        placeholder="Why is it voided?"
      />
      <div className={css.reasonChips} role="group" aria-label="Common reasons">
        {QUICK_VOID_REASONS.map((quick) => (
          <button key={quick} type="button" className={css.reasonChip} aria-pressed={reason === quick} onClick={() => setReason(quick)}>
            {quick}
          </button>
        ))}
      </div>
    </ConfirmDialog>
  );
}
