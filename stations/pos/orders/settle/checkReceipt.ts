// The receipt of one check of a split bill: the check's lines (by items) or the whole table's with the
// table's total (a share), the check's own totals, its discount share, tip, what was paid and by what, and
// 'Check 2 of 4' or 'Share 2 of 4'.
import type { BillView, CheckView, SplitView } from '../../../../shared/api/billing';
import type { OrdersInitResponse } from '../../../../shared/contract/orders';
import type { MinorUnits } from '../../../../shared/domain/money/money';
import { buildOrdersReceipt } from '../../../../shared/domain/receipt/ordersReceipt';
import type { PrintableReceipt } from '../../../../shared/domain/receipt/receipt';
import { checkLabel } from '../../../../shared/domain/bill/splits';

export interface CheckReceiptInput {
  bill: BillView;
  split: SplitView;
  check: CheckView;
  init: Pick<OrdersInitResponse, 'storeSettings' | 'printSettings'>;
  tenders: readonly { title: string; amount: MinorUnits }[];
  tip: MinorUnits;
  paid: MinorUnits;
}

export function buildCheckReceipt({ bill, split, check, init, tenders, tip, paid }: CheckReceiptInput): PrintableReceipt | null {
  const lineIds = new Set(check.line_ids);
  const orders =
    split.mode === 'items'
      ? bill.orders
          .map((order) => ({ ...order, items: order.items.filter((item) => lineIds.has(item.id)) }))
          .filter((order) => order.items.length > 0)
      : bill.orders;
  const receipt = buildOrdersReceipt({
    orders,
    totals: check.totals,
    tableTitle: null,
    init,
    paymentType: [...new Set(tenders.map((tender) => tender.title))].join(' + '),
  });
  if (!receipt) return null;
  return {
    ...receipt,
    billing: {
      discountTotal: check.discount,
      tip,
      paid,
      checkLabel: checkLabel({ position: check.position, count: split.checks.length, mode: split.mode }),
      tableTotal: split.mode === 'items' ? null : split.totals.payableTotal,
      tenders: tenders.map((tender) => ({ title: tender.title, amount: tender.amount })),
    },
  };
}
