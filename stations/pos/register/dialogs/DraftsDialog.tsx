// Spec 2.5 Drafts: reference, item count and date; load (replaces the cart) or delete each, clear all.
import { useState } from 'react';
import { cartItemCount, type Draft } from '../../../../shared/domain/cart';
import { CONFIRM_TEXTS } from '../../../../shared/domain/messages';
import { useSignals } from '../../../../shared/state';
import { posDrafts } from '../posState';
import { Button, IconButton } from '../../../../shared/ui/Button';
import { ConfirmDialog } from '../../../../shared/ui/dialogs/ConfirmDialog';
import { Dialog, DialogBody } from '../../../../shared/ui/dialogs/Dialog';
import { actions } from '../../../../shared/ui/dialogs/dialog.css';
import { formatDateTime } from '../../../../shared/ui/format';
import { countLabel } from '../catalog';
import * as css from './dialogs.css';

const DRAFTS_DIALOG_TITLE = 'Drafts';

export interface DraftsDialogProps {
  onLoad: (draft: Draft) => void;
  onDelete: (draft: Draft) => void;
  onClearAll: () => void;
  onClose: () => void;
}

export function DraftsDialog({ onLoad, onDelete, onClearAll, onClose }: DraftsDialogProps) {
  useSignals();
  const drafts = posDrafts.value;
  const [isConfirmingClear, setIsConfirmingClear] = useState(false);

  return (
    <Dialog title={DRAFTS_DIALOG_TITLE} onClose={onClose}>
      <DialogBody>
        {drafts.length === 0 ? (
          <p className={css.empty}>No drafts saved. Use Draft on the cart to keep an order for later.</p>
        ) : (
          <ul className={css.draftList} aria-label="Saved drafts">
            {drafts.map((draft) => (
              <li key={draft.id} className={css.draftRow} aria-label={draft.nameRef}>
                <div className={css.draftText}>
                  <span className={css.draftName}>{draft.nameRef}</span>
                  <span className={css.draftMeta}>
                    {countLabel(cartItemCount(draft.cart), 'item', 'items')} · {formatDateTime(draft.date)}
                  </span>
                </div>
                <Button variant="secondary" onClick={() => onLoad(draft)} aria-label={`Load ${draft.nameRef}`}>
                  Load
                </Button>
                <IconButton icon="trash" label={`Delete ${draft.nameRef}`} onClick={() => onDelete(draft)} />
              </li>
            ))}
          </ul>
        )}
      </DialogBody>
      <div className={actions}>
        {drafts.length > 0 ? (
          <Button variant="dangerOutline" icon="trash" onClick={() => setIsConfirmingClear(true)}>
            Clear All
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      {isConfirmingClear ? (
        <ConfirmDialog
          message={CONFIRM_TEXTS.delete}
          confirmLabel="Clear All"
          onCancel={() => setIsConfirmingClear(false)}
          onConfirm={() => {
            setIsConfirmingClear(false);
            onClearAll();
          }}
        />
      ) : null}
    </Dialog>
  );
}
