// What a sent order shows in the dialogs that follow it ('Order sent for Processing', and a queued order once the
// server took it): its token and order id, and the buttons that print its token and receipt.
import { Button } from '../../../../shared/ui/Button';
import * as css from './dialogs.css';

export function OrderNumbers({ tokenNo, orderId, role }: { tokenNo: number; orderId: number; role?: 'status' }) {
  return (
    <div className={css.tokenBox} role={role}>
      <div>
        <span className={css.tokenLabel}>Token</span>
        <span className={css.tokenNumber} data-testid="token-no">
          {tokenNo}
        </span>
      </div>
      <div>
        <span className={css.tokenLabel}>Order ID</span>
        <span className={css.orderNumber} data-testid="order-id">
          {orderId}
        </span>
      </div>
    </div>
  );
}

export function PrintSlipButtons({ onPrintToken, onPrintReceipt }: { onPrintToken: () => void; onPrintReceipt: () => void }) {
  return (
    <>
      <Button variant="secondary" icon="printer" onClick={onPrintToken}>
        Print Token
      </Button>
      <Button variant="secondary" icon="printer" onClick={onPrintReceipt}>
        Print Receipt
      </Button>
    </>
  );
}
