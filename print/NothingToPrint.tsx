/** @jsxImportSource preact */
import { hasStoredReceiptData } from './receiptData';
import * as css from './print.css';

/**
 * Shown when no receipt data is stored (the popup was opened directly or the data was cleared), or when the stored
 * data was refused: a figure that cannot be read is never printed as a guess.
 */
export function NothingToPrint() {
  return (
    <main className={css.page}>
      <h1 className={css.title}>Nothing to print</h1>
      <p className={css.muted}>
        {hasStoredReceiptData()
          ? 'The receipt stored in this browser could not be read, so nothing was printed. Print it again from the POS or the Orders screen.'
          : 'No receipt data was found in this browser. Place an order on the POS first.'}
      </p>
    </main>
  );
}
