// Spec 2.5 Send order for Processing: the totals summary, then POST /pos/create-order.
import { useRef, useState } from 'react';
import type { BillTotals } from '../../../../shared/domain/bill/bill';
import { Button } from '../../../../shared/ui/Button';
import { Dialog, DialogBody } from '../../../../shared/ui/dialogs/Dialog';
import { actions } from '../../../../shared/ui/dialogs/dialog.css';
import { OrderSummary } from './OrderSummary';
import * as css from './dialogs.css';

const SEND_DIALOG_TITLE = 'Send order for Processing';

export interface SendOrderDialogProps {
  totals: BillTotals;
  currencySymbol: string;
  details: readonly string[];
  onSend: () => Promise<void>;
  onClose: () => void;
}

export function SendOrderDialog({ totals, currencySymbol, details, onSend, onClose }: SendOrderDialogProps) {
  const sendRef = useRef<HTMLButtonElement>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function handleSend() {
    if (isBusy) return;
    setIsBusy(true);
    try {
      await onSend();
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Dialog title={SEND_DIALOG_TITLE} onClose={onClose} initialFocusRef={sendRef}>
      <DialogBody>
        <div className={css.stack}>
          <OrderSummary totals={totals} currencySymbol={currencySymbol} details={details} />
        </div>
      </DialogBody>
      <div className={actions}>
        <Button variant="secondary" onClick={onClose} disabled={isBusy}>
          Cancel
        </Button>
        <Button ref={sendRef} onClick={handleSend} disabled={isBusy} aria-busy={isBusy}>
          Send
        </Button>
      </div>
    </Dialog>
  );
}
