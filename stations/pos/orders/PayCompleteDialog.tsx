// Spec 2.6 / 4 Pay & Complete (a lazy chunk of the Orders screen, see OrdersPage): its props and what it hands back
// when paid. The bill is settled in it (stations/pos/orders/settle): the server's bill with discounts, a tip,
// one payment or a split bill.
import type { PaidOrders as PaidAnswer, PaymentSummary } from '../../../shared/api/orders';
import type { OrdersInitResponse } from '../../../shared/contract/orders';
import type { OrderView } from '../../../shared/domain/orderViews';
import type { ReceiptBilling } from '../../../shared/domain/receipt/receipt';
import type { BillTotals, OrderTotals } from '../../../shared/domain/bill/bill';

export { PAY_COMPLETE_TITLE, PAYMENT_TYPE_REQUIRED, SettleDialog as PayCompleteDialog } from './settle/SettleDialog';

export interface PaidOrders {
  response: PaidAnswer;
  summary: PaymentSummary;
  /** The summary's totals: what was charged (with the cash rounding of the payment type). */
  totals: OrderTotals & Partial<Pick<BillTotals, 'serviceChargeTotal' | 'roundingTotal'>>;
  paymentTypeTitle: string;
  shouldPrint: boolean;
  /** The receipt's discount, tip and what was paid (decimals, as the receipt stores them). */
  billing?: ReceiptBilling | null;
}

export interface PayCompleteDialogProps {
  /** The unpaid orders to pay (the caller leaves paid ones out). */
  orders: readonly OrderView[];
  /** 'Table 2', 'Dine Out / Delivery'. */
  context: string;
  init: OrdersInitResponse;
  currencySymbol: string;
  onPaid: (paid: PaidOrders) => Promise<void> | void;
  onClose: () => void;
}
