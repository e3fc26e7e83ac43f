/** @jsxImportSource preact */
import * as css from './print.css';

/** Shown when no receipt data is stored (the popup was opened directly or the data was cleared). */
export function NothingToPrint() {
  return (
    <main className={css.page}>
      <h1 className={css.title}>Nothing to print</h1>
      <p className={css.muted}>No receipt data was found in this browser. Place an order on the POS first.</p>
    </main>
  );
}
