// Spec 2.14 Token slip (/print-token), no login: a large token number and a date/time.
import { useState } from 'react';
import { NothingToPrint } from './NothingToPrint';
import { readStoredReceipt } from './receiptData';
import * as css from './print.css';

export function PrintToken() {
  const [receipt] = useState(readStoredReceipt);
  const [printedAt] = useState(() => new Date().toLocaleString());
  if (!receipt || receipt.tokenNo === undefined) return <NothingToPrint />;
  return (
    <main className={css.page}>
      <h1 className={css.muted}>Token</h1>
      <p className={css.token}>{String(receipt.tokenNo)}</p>
      <p className={css.muted}>{printedAt}</p>
    </main>
  );
}
