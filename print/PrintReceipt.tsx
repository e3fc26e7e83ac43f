// Spec 2.14 Receipt (/print-receipt), no login. The full receipt layout comes with the POS issue.
import { useState } from 'react';
import { NothingToPrint } from './NothingToPrint';
import { readStoredReceipt } from './receiptData';
import * as css from './print.css';

export function PrintReceipt() {
  const [receipt] = useState(readStoredReceipt);
  if (!receipt) return <NothingToPrint />;
  return (
    <main className={css.page}>
      <h1 className={css.title}>Receipt</h1>
      {receipt.orderId !== undefined ? <p className={css.muted}>Order {String(receipt.orderId)}</p> : null}
    </main>
  );
}
