// The X report of an open drawer: what it should hold now (a manager's read: the till's close stays blind) and the
// business day so far, every figure the Z report will hold. Changes nothing.
import { getXReport, printReport } from '../../../shared/api/drawers';
import { notifyApiError, notifySuccess } from '../../../shared/shell/toast';
import { Button } from '../../../shared/ui/Button';
import { ErrorState, Loading } from '../../../shared/ui/Surface';
import { Dialog, DialogBody } from '../../../shared/ui/dialogs/Dialog';
import { useLoad } from '../../../shared/ui/useLoad';
import { errorMessageOf } from './drawerWords';
import { Fact, Facts } from '../../../shared/ui/figures/Facts';
import { FigureTable } from '../../../shared/ui/figures/FigureTable';
import { formatMoney } from '../../../shared/domain/money/money';
import * as css from './drawer.css';

export function XReportDialog({ drawerId, symbol, onClose }: { drawerId: number; symbol: string; onClose: () => void }) {
  const { state, reload } = useLoad(() => getXReport(drawerId), drawerId);
  async function handlePrint() {
    try {
      notifySuccess((await printReport({ drawerId })).message);
    } catch (error) {
      notifyApiError(error, 'The X report could not be printed. Please try again.');
    }
  }
  return (
    <Dialog title="X report" onClose={onClose}>
      <DialogBody>
        {state.status === 'loading' ? <Loading /> : null}
        {state.status === 'error' ? (
          <ErrorState message={errorMessageOf(state.error, 'The X report could not be loaded.')} onRetry={reload} />
        ) : null}
        {state.status === 'ready' ? (
          <>
            <Facts>
              <Fact label="Till" value={state.data.drawer.till} />
              <Fact label="Float" value={formatMoney(state.data.drawer.float, symbol)} />
              <Fact label="Expected in the drawer now" value={formatMoney(state.data.expectedNow, symbol)} testId="x-expected" />
            </Facts>
            <div className={css.row}>
              <Button variant="secondary" icon="printer" onClick={() => void handlePrint()}>
                Print on receipt printer
              </Button>
            </div>
            <FigureTable caption="The business day so far (since the last Z)" figures={state.data.sinceLastZ} symbol={symbol} />
          </>
        ) : null}
      </DialogBody>
    </Dialog>
  );
}
