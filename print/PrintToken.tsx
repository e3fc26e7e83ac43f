// Spec 2.14 Token slip (/print-token), no login: a large token number and the date/time, on the store's
// paper width. Prints ~400 ms after load like the receipt.
/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { NothingToPrint } from './NothingToPrint';
import { PageSize } from './PageSize';
import { formatTimestamp, pageWidthOf, readStoredReceipt } from './receiptData';
import { usePrintOnLoad } from './usePrintOnLoad';
import * as css from './print.css';

export function PrintToken() {
  const [receipt] = useState(readStoredReceipt);
  const slipRef = useRef<HTMLElement>(null);
  usePrintOnLoad(receipt !== null);
  useEffect(() => {
    if (receipt) document.title = `Token ${receipt.tokenNo}`;
  }, [receipt]);
  if (!receipt) return <NothingToPrint />;
  const width = pageWidthOf(receipt);
  return (
    <div className={css.desk}>
      <PageSize widthMm={width} contentRef={slipRef} />
      <article ref={slipRef} className={[css.slip[width], css.tokenSlip].join(' ')} aria-label={`Token ${receipt.tokenNo}`}>
        {receipt.storeSettings.store_name ? <p className={css.small}>{receipt.storeSettings.store_name}</p> : null}
        <hr className={css.rule} />
        <h1 className={css.tokenLabel}>Token</h1>
        <p className={css.token} data-testid="token-number">
          {receipt.tokenNo}
        </p>
        <p className={css.tokenMeta}>{formatTimestamp(receipt.createdAt, receipt.timeZone)}</p>
        <p className={css.small}>Order #{receipt.orderId}</p>
        <hr className={css.rule} />
      </article>
    </div>
  );
}
