// Spec 2.5 Order sent for Processing: token number and order ID, with Print Token (the print-token offer
// of spec 4) and Print Receipt (again, or when the browser blocked the automatic popup).
import { useRef } from 'react';
import { Button } from '../../../../shared/ui/Button';
import { Dialog, DialogBody } from '../../../../shared/ui/dialogs/Dialog';
import { actions } from '../../../../shared/ui/dialogs/dialog.css';
import * as css from './dialogs.css';
import { OrderNumbers, PrintSlipButtons } from './SentOrder';

const ORDER_SENT_TITLE = 'Order sent for Processing';

export interface OrderSentDialogProps {
  tokenNo: number;
  orderId: number;
  change: string | null;
  wasReceiptBlocked: boolean;
  onPrintToken: () => void;
  onPrintReceipt: () => void;
  onClose: () => void;
}

export function OrderSentDialog({
  tokenNo,
  orderId,
  change,
  wasReceiptBlocked,
  onPrintToken,
  onPrintReceipt,
  onClose,
}: OrderSentDialogProps) {
  const doneRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={ORDER_SENT_TITLE} onClose={onClose} initialFocusRef={doneRef}>
      <DialogBody>
        <div className={css.stack}>
          <OrderNumbers tokenNo={tokenNo} orderId={orderId} />
          {change !== null ? (
            <div className={css.change} role="status">
              <span>Change</span>
              <span>{change}</span>
            </div>
          ) : null}
          {wasReceiptBlocked ? (
            <p className={css.muted} role="alert">
              The browser blocked the receipt window. Use Print Receipt, or allow popups for this site.
            </p>
          ) : null}
        </div>
      </DialogBody>
      <div className={actions}>
        <PrintSlipButtons onPrintToken={onPrintToken} onPrintReceipt={onPrintReceipt} />
        <Button ref={doneRef} onClick={onClose}>
          Done
        </Button>
      </div>
    </Dialog>
  );
}
