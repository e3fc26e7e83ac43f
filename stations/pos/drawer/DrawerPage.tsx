// The POS Drawer screen (/dashboard/drawer, a lazy chunk): open a drawer with a float counted by denomination (the
// user's own, or shared by everyone at this till), record pay in, pay out, safe drop, tip-out and no sale, read the X
// report (managers), and close it blind: the expected cash and the over/short only after the count.
import { type FormEvent, useState } from 'react';
import { type DrawerView, type DrawersView, getDrawers, openDrawer } from '../../../shared/api/drawers';
import { hasAnyScope } from '../../../shared/domain/access/scopes';
import { DRAWER_MOVEMENT_KINDS, type DrawerMovementKind, movementLabel, overShortWord } from '../../../shared/domain/drawers';
import { currencySymbol } from '../../../shared/domain/money/currencySymbols';
import { formatMoney, minorUnits } from '../../../shared/domain/money/money';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { StationLink } from '../../../shared/shell/StationLink';
import { notifyApiError, notifySuccess } from '../../../shared/shell/toast';
import { sessionUser, useSignals } from '../../../shared/state';
import { Button } from '../../../shared/ui/Button';
import { button } from '../../../shared/ui/button.css';
import { Icon } from '../../../shared/ui/Icon';
import { EmptyState, ErrorState, Loading, PageHeader } from '../../../shared/ui/Surface';
import { Switch, TextField } from '../../../shared/ui/forms/Field';
import { Fact, Facts } from '../../../shared/ui/figures/Facts';
import { formatDateTime } from '../../../shared/ui/format';
import { useLoad } from '../../../shared/ui/useLoad';
import { CloseDrawerPanel } from './CloseDrawerPanel';
import { CountGrid } from './CountGrid';
import * as css from './drawer.css';
import { errorMessageOf } from './drawerWords';
import { MovementDialog } from './MovementDialog';
import { XReportDialog } from './XReportDialog';

/** The till this device last opened a drawer at (the name a shared drawer goes by). */
const TILL_KEY = 'brigade__drawer_till';
const DEFAULT_TILL = 'Till 1';

type Mode =
  | { kind: 'list' }
  | { kind: 'open' }
  | { kind: 'close'; drawerId: number }
  | { kind: 'closed'; drawer: DrawerView }
  | { kind: 'move'; drawerId: number; movement: DrawerMovementKind }
  | { kind: 'x'; drawerId: number };

function storedTill(): string {
  try {
    return localStorage.getItem(TILL_KEY) ?? DEFAULT_TILL;
  } catch {
    return DEFAULT_TILL;
  }
}

export function DrawerPage() {
  useSignals();
  const { state, reload } = useLoad(getDrawers);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const user = sessionUser.value;

  const header = (
    <PageHeader
      title={PAGES.drawer.title}
      description="Open the drawer with a counted float, record cash in and out, and close it with a blind count."
      actions={
        <StationLink href={PAGES.pos.path} className={button.secondary}>
          <Icon name="pos" />
          Back to the register
        </StationLink>
      }
    />
  );

  if (state.status === 'loading')
    return (
      <>
        {header}
        <Loading />
      </>
    );
  if (state.status === 'error')
    return (
      <>
        {header}
        <ErrorState message={errorMessageOf(state.error, 'The drawers could not be loaded.')} onRetry={reload} />
      </>
    );

  const data = state.data;
  const symbol = currencySymbol(data.settings.currency);
  if (!data.settings.isEnabled) {
    return (
      <>
        {header}
        <EmptyState
          icon="lock"
          title="Cash drawers are off in this store"
          description="Cash is taken as before. A manager turns drawers on with the store's drawer settings."
        />
      </>
    );
  }

  const back = () => setMode({ kind: 'list' });
  const afterChange = async () => {
    setMode({ kind: 'list' });
    await reload();
  };
  const ownDrawer = data.open.find((drawer) => !drawer.isShared && drawer.userName === user?.name);
  const canReadX = hasAnyScope(user, ['REPORTS', 'SETTINGS']);
  const openFormShown = mode.kind === 'open' || (mode.kind === 'list' && data.open.length === 0);

  return (
    <>
      {header}
      <div className={css.layout}>
        {mode.kind === 'closed' ? <CloseResult drawer={mode.drawer} symbol={symbol} onDone={back} /> : null}
        {mode.kind === 'close' ? (
          <CloseDrawerPanel
            drawer={data.open.find((drawer) => drawer.id === mode.drawerId) ?? data.open[0]!}
            denominations={data.settings.denominations}
            symbol={symbol}
            onCancel={back}
            onClosed={(drawer) => {
              setMode({ kind: 'closed', drawer });
              void reload();
            }}
          />
        ) : null}
        {openFormShown ? (
          <OpenDrawerForm
            data={data}
            symbol={symbol}
            hasOwn={ownDrawer !== undefined}
            onOpened={afterChange}
            onCancel={data.open.length > 0 ? back : null}
          />
        ) : null}
        {mode.kind !== 'close' && mode.kind !== 'closed' && !openFormShown ? (
          <>
            {data.open.map((drawer) => (
              <DrawerCard
                key={drawer.id}
                drawer={drawer}
                symbol={symbol}
                isMine={drawer.id === ownDrawer?.id}
                canReadX={canReadX}
                onMove={(movement) => setMode({ kind: 'move', drawerId: drawer.id, movement })}
                onXReport={() => setMode({ kind: 'x', drawerId: drawer.id })}
                onClose={() => setMode({ kind: 'close', drawerId: drawer.id })}
              />
            ))}
            <div className={css.row}>
              <Button variant="secondary" icon="plus" onClick={() => setMode({ kind: 'open' })}>
                Open another drawer
              </Button>
            </div>
          </>
        ) : null}
      </div>
      {mode.kind === 'move'
        ? (() => {
            const drawer = data.open.find((candidate) => candidate.id === mode.drawerId);
            return drawer ? <MovementDialog drawer={drawer} kind={mode.movement} onClose={back} onDone={() => void afterChange()} /> : null;
          })()
        : null}
      {mode.kind === 'x' ? <XReportDialog drawerId={mode.drawerId} symbol={symbol} onClose={back} /> : null}
    </>
  );
}

function DrawerCard({
  drawer,
  symbol,
  isMine,
  canReadX,
  onMove,
  onXReport,
  onClose,
}: {
  drawer: DrawerView;
  symbol: string;
  isMine: boolean;
  canReadX: boolean;
  onMove: (kind: DrawerMovementKind) => void;
  onXReport: () => void;
  onClose: () => void;
}) {
  const owner = drawer.isShared ? 'Shared by everyone at this till' : `${drawer.userName ?? ''}'s drawer${isMine ? ' (yours)' : ''}`;
  return (
    <section className={css.panel} aria-label={`${drawer.till}'s drawer`} data-testid="open-drawer">
      <h2 className={css.panelTitle}>{drawer.till}</h2>
      <Facts>
        <Fact label="Belongs to" value={owner} />
        <Fact label="Float" value={formatMoney(drawer.float, symbol)} />
        <Fact label="Opened" value={`${formatDateTime(drawer.openedAt)} by ${drawer.openedByName}`} />
      </Facts>
      <div className={css.row} role="group" aria-label="Cash in and out">
        {DRAWER_MOVEMENT_KINDS.map((kind) => (
          <Button key={kind} variant="secondary" onClick={() => onMove(kind)}>
            {movementLabel(kind)}
          </Button>
        ))}
        {canReadX ? (
          <Button variant="secondary" icon="reports" onClick={onXReport}>
            X report
          </Button>
        ) : null}
        <Button icon="lock" onClick={onClose}>
          Close drawer
        </Button>
      </div>
      {drawer.movements.length === 0 ? (
        <p>No cash in or out yet.</p>
      ) : (
        <table className={css.movements}>
          <caption className={css.figureSection}>Movements</caption>
          <thead>
            <tr>
              <th className={css.cell}>When</th>
              <th className={css.cell}>What</th>
              <th className={css.cell}>Who</th>
              <th className={css.amountCell}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {drawer.movements.map((movement) => (
              <tr key={movement.id}>
                <td className={css.cell}>{formatDateTime(movement.createdAt)}</td>
                <td className={css.cell}>
                  {[movementLabel(movement.kind), movement.recipient ? `to ${movement.recipient}` : null, movement.reason]
                    .filter(Boolean)
                    .join(', ')}
                </td>
                <td className={css.cell}>{movement.createdByName}</td>
                <td className={css.amountCell}>{formatMoney(movement.amount, symbol)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function OpenDrawerForm({
  data,
  symbol,
  hasOwn,
  onOpened,
  onCancel,
}: {
  data: DrawersView;
  symbol: string;
  hasOwn: boolean;
  onOpened: () => Promise<void>;
  onCancel: (() => void) | null;
}) {
  const [till, setTill] = useState(storedTill);
  // A user with a drawer of their own can still open the till's shared one.
  const [isShared, setIsShared] = useState(hasOwn);
  const [quantities, setQuantities] = useState<ReadonlyMap<number, number>>(new Map());
  const [isBusy, setIsBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    try {
      const answer = await openDrawer({ till, isShared, quantities });
      try {
        localStorage.setItem(TILL_KEY, answer.drawer.till);
      } catch {
        // Private mode: the till's name is asked again next time.
      }
      notifySuccess(answer.message);
      await onOpened();
    } catch (error) {
      notifyApiError(error, 'The drawer could not be opened. Please try again.');
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form className={css.panel} onSubmit={handleSubmit} aria-label="Open a drawer">
      <h2 className={css.panelTitle}>Open a drawer</h2>
      <div className={css.row}>
        <TextField label="Till" value={till} onValueChange={setTill} isRequired />
        <Switch label="Shared by everyone at this till" checked={isShared} onCheckedChange={setIsShared} />
      </div>
      <CountGrid
        legend="Float"
        denominations={data.settings.denominations}
        quantities={quantities}
        symbol={symbol}
        onChange={setQuantities}
      />
      <div className={css.row}>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" icon="lock" disabled={isBusy} aria-busy={isBusy}>
          Open drawer
        </Button>
      </div>
    </form>
  );
}

function CloseResult({ drawer, symbol, onDone }: { drawer: DrawerView; symbol: string; onDone: () => void }) {
  const overShort = drawer.overShort ?? minorUnits(0);
  const word = overShortWord(overShort);
  const size = minorUnits(Math.abs(overShort));
  return (
    <section className={css.panel} aria-label="Drawer closed" data-testid="close-result">
      <h2 className={css.panelTitle}>{drawer.till}'s drawer closed</h2>
      <Facts>
        <Fact label="Counted" value={formatMoney(drawer.counted ?? minorUnits(0), symbol)} testId="closed-counted" />
        <Fact label="Expected" value={formatMoney(drawer.expected ?? minorUnits(0), symbol)} testId="closed-expected" />
        <Fact
          label={word === 'Even' ? 'Over/short' : word}
          value={word === 'Even' ? 'Even' : formatMoney(size, symbol)}
          testId="closed-over-short"
        />
        {drawer.approvedByName ? <Fact label="Approved by" value={drawer.approvedByName} testId="closed-approved-by" /> : null}
      </Facts>
      {drawer.closeNote ? <p>Note: {drawer.closeNote}</p> : null}
      <div className={css.row}>
        <Button onClick={onDone}>Done</Button>
      </div>
    </section>
  );
}
