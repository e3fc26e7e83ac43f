// Spec 2.14 Receipt (/print-receipt), no login: store logo and details (if enabled), header, customer type
// and name (if enabled), order type, receipt number {orderId}-{YYYY-MM-DD}, timestamp, sold by, lines
// (title, variant, addons, quantity, notes if enabled, amount), subtotal excluding tax, tax, total, footer
// and the token circle (if enabled). Prints ~400 ms after load. A slip printed before payment says it is none and
// shows no payment; a paid one says how it was paid.
/** @jsxImportSource preact */
import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { currencySymbol } from '../shared/domain/money/currencySymbols';
import { formatMoney, minorUnits, type MinorUnits } from '../shared/domain/money/money';
import { type BillLineFigure, billLines } from '../shared/domain/bill/billLines';
import {
  isPaidReceipt,
  orderTypeLabel,
  receiptBill,
  receiptBillingAmounts,
  receiptNumber,
  type PrintableReceipt,
  type ReceiptAmounts,
} from '../shared/domain/receipt/receipt';
import { RECEIPT_LINE_LABELS, UNPAID_SLIP_TEXT } from '../shared/domain/receipt/receiptWords';
import { NothingToPrint } from './NothingToPrint';
import { PageSize } from './PageSize';
import { formatTimestamp, pageWidthOf, readReceiptToPrint } from './receiptData';
import { usePrintOnLoad } from './usePrintOnLoad';
import * as css from './print.css';

export function PrintReceipt() {
  const [stored] = useState(readReceiptToPrint);
  const slipRef = useRef<HTMLElement>(null);
  usePrintOnLoad(stored !== null);
  useEffect(() => {
    // The browser's print header and the popup's title bar name the receipt.
    if (stored) document.title = `Receipt ${receiptNumber(stored.receipt)}`;
  }, [stored]);
  useEffect(() => {
    const reprint = stored?.receipt.reprintOf;
    if (!reprint) return;
    // A reprint goes into the audit trail. The API client is a lazy chunk, so a first print stays as small;
    // a failure (offline) never stops the printing.
    void import('./noteReprint').then(({ noteReprintOf }) => noteReprintOf(reprint)).catch(() => undefined);
  }, [stored]);
  if (!stored) return <NothingToPrint />;
  const width = pageWidthOf(stored.receipt);
  return (
    <div className={css.desk}>
      <PageSize widthMm={width} contentRef={slipRef} />
      <ReceiptSlip receipt={stored.receipt} amounts={stored.amounts} width={width} slipRef={slipRef} />
    </div>
  );
}

interface ReceiptSlipProps {
  receipt: PrintableReceipt;
  amounts: ReceiptAmounts;
  width: 80 | 57;
  slipRef?: RefObject<HTMLElement | null>;
}

function ReceiptSlip({ receipt, amounts, width, slipRef }: ReceiptSlipProps) {
  const symbol = currencySymbol(receipt.currency);
  const money = (minor: MinorUnits) => formatMoney(minor, symbol);
  const billing = receiptBillingAmounts(receipt);
  const settings = receipt.printSettings;
  const store = receipt.storeSettings;
  const number = receiptNumber(receipt);
  const isPaid = isPaidReceipt(receipt);
  const orderType = [orderTypeLabel(receipt.deliveryType), receipt.tableTitle].filter(Boolean).join(' · ');
  const customer =
    receipt.customerType === 'CUSTOMER' && receipt.customer
      ? `${receipt.customerType} - ${receipt.customer.name}${receipt.customer.phone ? ` (${receipt.customer.phone})` : ''}`
      : receipt.customerType;

  return (
    <article ref={slipRef} className={css.slip[width]} aria-label={`Receipt ${number}`} data-page-format={width}>
      {settings.show_store_details ? (
        <header>
          {store.image ? <img className={css.logo} src={store.image} alt="" /> : null}
          <h1 className={css.storeName}>{store.store_name}</h1>
          {store.address ? <p className={css.small}>{store.address}</p> : null}
          {store.phone || store.email ? <p className={css.small}>{[store.phone, store.email].filter(Boolean).join(' · ')}</p> : null}
        </header>
      ) : null}
      {settings.header ? (
        <>
          {settings.show_store_details ? <hr className={css.rule} /> : null}
          <p className={css.note}>{settings.header}</p>
        </>
      ) : null}
      {isPaid ? null : <p className={css.unpaid}>{UNPAID_SLIP_TEXT}</p>}
      <hr className={css.rule} />
      <dl className={css.facts}>
        <dt className={css.factLabel}>Receipt</dt>
        <dd className={css.factValue}>{number}</dd>
        <dt className={css.factLabel}>Date</dt>
        <dd className={css.factValue}>{formatTimestamp(receipt.createdAt, receipt.timeZone)}</dd>
        <dt className={css.factLabel}>Sold by</dt>
        <dd className={css.factValue}>{receipt.created_by_name || receipt.created_by || '-'}</dd>
        {billing?.checkLabel ? (
          <>
            <dt className={css.factLabel}>Check</dt>
            <dd className={css.factValue} data-testid="receipt-check">
              {billing.checkLabel}
            </dd>
          </>
        ) : null}
        {settings.show_customer_details ? (
          <>
            <dt className={css.factLabel}>Customer</dt>
            <dd className={css.factValue}>{customer}</dd>
          </>
        ) : null}
        {orderType ? (
          <>
            <dt className={css.factLabel}>Order type</dt>
            <dd className={css.factValue}>{orderType}</dd>
          </>
        ) : null}
      </dl>
      <hr className={css.rule} />
      <table className={css.lines}>
        <thead>
          <tr>
            <th className={css.headCell}>Item</th>
            <th className={[css.headCell, css.qty].join(' ')}>Qty</th>
            <th className={[css.headCell, css.amount].join(' ')}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {receipt.cartItems.map((item, index) => {
            const lineAmount = amounts.lines[index];
            // NO and EXTRA print in capitals: a slip has no other emphasis.
            const choices = [
              item.seat ? `Seat ${item.seat}` : null,
              item.variant,
              item.addons.length > 0 ? `+ ${item.addons.join(', ')}` : null,
              item.modifiers?.join(', '),
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <tr key={index}>
                <td className={css.cell}>
                  <span className={css.itemTitle}>{item.title}</span>
                  {choices ? <span className={css.itemDetail}>{choices}</span> : null}
                  {settings.show_notes && item.notes ? <span className={css.itemNotes}>Note: {item.notes}</span> : null}
                </td>
                <td className={[css.cell, css.qty].join(' ')}>{item.quantity}</td>
                <td className={[css.cell, css.amount].join(' ')}>{lineAmount === undefined ? null : money(lineAmount)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <hr className={css.rule} />
      <dl className={css.totals}>
        {/* A share of a split bill lists the table's lines: their total first, then the share paid. */}
        {billing?.tableTotal != null ? (
          <TotalRow label="Table total" value={money(billing.tableTotal)} testId="receipt-table-total" />
        ) : null}
        {billLines(receiptBill(amounts, billing)).map(({ figure, amount, isGrand }) => (
          <TotalRow
            key={figure}
            label={RECEIPT_LINE_LABELS[figure]}
            value={money(minorUnits(amount))}
            testId={RECEIPT_LINE_TEST_IDS[figure]}
            isGrand={isGrand}
          />
        ))}
        {/* Only a paid receipt says how it was paid. */}
        {isPaid ? (
          <>
            {billing && billing.tenders.length > 1
              ? billing.tenders.map((tender) => <TotalRow key={tender.title} label={tender.title} value={money(tender.amount)} />)
              : null}
            {receipt.paymentType ? <TotalRow label="Paid by" value={receipt.paymentType} /> : null}
            {amounts.tendered !== null ? <TotalRow label="Tendered" value={money(amounts.tendered)} /> : null}
            {amounts.change !== null ? <TotalRow label="Change" value={money(amounts.change)} /> : null}
          </>
        ) : null}
      </dl>
      {settings.footer ? (
        <>
          <hr className={css.rule} />
          <p className={css.note}>{settings.footer}</p>
        </>
      ) : null}
      {settings.print_token ? (
        <div className={css.tokenCircle} aria-label={`Token ${receipt.tokenNo}`}>
          <span className={css.tokenCircleLabel}>TOKEN</span>
          <span className={css.tokenCircleNumber}>{receipt.tokenNo}</span>
        </div>
      ) : null}
    </article>
  );
}

/** Each line's test id on the receipt (billLines gives which, in which order; receiptWords its label). */
const RECEIPT_LINE_TEST_IDS: Record<BillLineFigure, string> = {
  discountTotal: 'receipt-discount',
  itemsTotal: 'receipt-subtotal',
  serviceChargeTotal: 'receipt-service-charge',
  taxTotal: 'receipt-tax',
  roundingTotal: 'receipt-rounding',
  payableTotal: 'receipt-total',
  tipTotal: 'receipt-tip',
  paidTotal: 'receipt-paid',
};

/** One line of the totals: the grand ones (Total, Paid) stand out. */
function TotalRow({ label, value, testId, isGrand }: { label: string; value: string; testId?: string; isGrand?: boolean }) {
  return (
    <>
      <dt className={isGrand ? css.grandLabel : undefined}>{label}</dt>
      <dd className={isGrand ? css.grandValue : css.totalValue} data-testid={testId}>
        {value}
      </dd>
    </>
  );
}
