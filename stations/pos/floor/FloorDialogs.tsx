// The floor view's two dialogs: how many guests (a free table), and a taken table's orders with what can be done
// (another order, move an order, clear the table).
import { useState } from 'react';
import type { FloorTableView, FloorView } from '../../../shared/api/floor';
import { TABLE_STATUS_LABELS, minutesSince } from '../../../shared/domain/floor';
import { formatMoney } from '../../../shared/domain/money/money';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { goTo } from '../../../shared/shell/station';
import { addItemsPath } from '../../../shared/domain/addItems';
import { Button } from '../../../shared/ui/Button';
import { FireCourseButtons, heldCoursesOf } from './FireCourseButtons';

const noRefresh = () => Promise.resolve();
import { Dialog } from '../../../shared/ui/dialogs/Dialog';
import { body as dialogBody } from '../../../shared/ui/dialogs/dialog.css';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { NumberField, SelectField } from '../../../shared/ui/forms/Field';
import { notifyError } from '../../../shared/shell/toast';
import { FLOOR_MESSAGES } from '../../../shared/domain/floor';
import * as css from './floor.css';

export function GuestsDialog({
  table,
  onSeat,
  onClose,
}: {
  table: FloorTableView;
  onSeat: (guests: number) => Promise<void>;
  onClose: () => void;
}) {
  const [guests, setGuests] = useState(String(Math.max(1, Math.min(table.seats, 2))));
  async function submit() {
    const count = Number(guests);
    if (!Number.isInteger(count) || count < 1 || count > 99) {
      notifyError(FLOOR_MESSAGES.invalidGuests);
      return;
    }
    await onSeat(count);
  }
  return (
    <FormDialog title={`Seat guests at ${table.title}`} submitLabel="Seat and order" onSubmit={submit} onClose={onClose} size="sm">
      <NumberField label="Guests" isRequired isInteger value={guests} onValueChange={setGuests} hint={`${table.seats} seats`} />
    </FormDialog>
  );
}

export interface TableDialogProps {
  table: FloorTableView;
  floor: FloorView;
  now: number;
  symbol: string;
  onNewOrder: () => void;
  onMove: (orderId: number, toTableId: number) => Promise<void>;
  onClear: () => Promise<void>;
  onMerge: (fromTableId: number) => Promise<void>;
  onMoveLines: (fromOrderId: number, toOrderId: number, itemIds: number[]) => Promise<void>;
  onUnmerge: (orderId: number) => Promise<void>;
  onClose: () => void;
}

const HOLDS_ORDERS = new Set(['ordered', 'food_out', 'check_printed']);

/** Choose lines of one order and the order they go to (another table's, or another order at this table). */
function MoveLines({
  order,
  floor,
  onMoveLines,
}: {
  order: FloorTableView['orders'][number];
  floor: FloorView;
  onMoveLines: TableDialogProps['onMoveLines'];
}) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [target, setTarget] = useState('');
  const targets = floor.tables.flatMap((other) =>
    other.orders
      .filter((candidate) => !candidate.isPaid && candidate.id !== order.id)
      .map((candidate) => ({ value: String(candidate.id), label: `Order #${candidate.tokenNo} at ${other.title}` })),
  );
  if (order.lines.length < 2 || targets.length === 0) return null;
  return (
    <fieldset className={css.linesBox}>
      <legend>Move lines of order #{order.tokenNo}</legend>
      {order.lines.map((line) => (
        <label key={line.id} className={css.lineChoice}>
          <input
            type="checkbox"
            checked={chosen.includes(line.id)}
            onChange={(event) => setChosen(event.target.checked ? [...chosen, line.id] : chosen.filter((id) => id !== line.id))}
          />
          {line.quantity} × {line.title}
        </label>
      ))}
      <span className={css.moveRow}>
        <SelectField label="To" value={target} onValueChange={setTarget} placeholder="Choose an order" options={targets} />
        <Button
          variant="secondary"
          disabled={chosen.length === 0 || target === ''}
          onClick={() => void onMoveLines(order.id, Number(target), chosen)}
        >
          Move lines
        </Button>
      </span>
    </fieldset>
  );
}

export function TableDialog({
  table,
  floor,
  now,
  symbol,
  onNewOrder,
  onMove,
  onMoveLines,
  onClear,
  onMerge,
  onUnmerge,
  onClose,
}: TableDialogProps) {
  const others = floor.tables.filter((candidate) => candidate.id !== table.id);
  const [target, setTarget] = useState('');
  const [mergeFrom, setMergeFrom] = useState('');
  const joinedTo = table.joinedToTableId === null ? undefined : floor.tables.find((candidate) => candidate.id === table.joinedToTableId);
  const joinedOrder = joinedTo?.orders.find((order) => !order.isPaid);
  const mergeable = others.filter((other) => HOLDS_ORDERS.has(other.status) && other.joinedToTableId === null);
  const seated = minutesSince(table.seatedAt, now);
  const unpaid = table.orders.filter((order) => !order.isPaid);
  const canClear = table.status === 'paid' || table.status === 'seated';
  return (
    <Dialog title={`${table.title} · ${TABLE_STATUS_LABELS[table.status]}`} onClose={onClose}>
      <div className={dialogBody}>
        <p>
          {table.guests === null ? `${table.seats} seats` : `${table.guests} guests`}
          {table.serverName ? ` · server ${table.serverName}` : ''}
          {seated === null ? '' : ` · seated ${seated} min ago`}
          {unpaid.length > 0 ? ` · to pay ${formatMoney(table.total, symbol)}` : ''}
        </p>
        {joinedTo ? (
          <p>
            Merged into {joinedTo.title}: its order holds this table's lines.{' '}
            {joinedOrder ? (
              <Button variant="secondary" onClick={() => void onUnmerge(joinedOrder.id)}>
                Take the tables apart
              </Button>
            ) : null}
          </p>
        ) : null}
        {table.orders.length > 0 ? (
          <ul className={css.ordersList} aria-label={`Orders of ${table.title}`}>
            {table.orders.map((order) => (
              <li key={order.id} className={css.orderRow}>
                <span>
                  Order #{order.tokenNo} · {formatMoney(order.total, symbol)} {order.isPaid ? '· paid' : ''}
                </span>
                {!order.isPaid ? (
                  <span className={css.moveRow}>
                    <SelectField
                      label={`Move order #${order.tokenNo} to`}
                      value={target}
                      onValueChange={setTarget}
                      placeholder="Choose a table"
                      options={others.map((other) => ({
                        value: String(other.id),
                        label: `${other.title} (${TABLE_STATUS_LABELS[other.status]})`,
                      }))}
                    />
                    <Button variant="secondary" disabled={target === ''} onClick={() => void onMove(order.id, Number(target))}>
                      Move
                    </Button>
                    <Button variant="secondary" icon="plus" onClick={() => goTo(addItemsPath(order.id))}>
                      Add items
                    </Button>
                    {/* The floor refetches on the fire's order_update. */}
                    <FireCourseButtons
                      orderId={order.id}
                      tokenNo={order.tokenNo}
                      courses={heldCoursesOf(order.lines)}
                      onFired={noRefresh}
                    />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {table.orders
          .filter((order) => !order.isPaid)
          .map((order) => (
            <MoveLines key={order.id} order={order} floor={floor} onMoveLines={onMoveLines} />
          ))}
        {unpaid.length > 0 && mergeable.length > 0 ? (
          <div className={css.moveRow}>
            <SelectField
              label={`Merge a table into ${table.title}`}
              value={mergeFrom}
              onValueChange={setMergeFrom}
              placeholder="Choose a table"
              options={mergeable.map((other) => ({
                value: String(other.id),
                label: `${other.title} (${TABLE_STATUS_LABELS[other.status]})`,
              }))}
            />
            <Button variant="secondary" disabled={mergeFrom === ''} onClick={() => void onMerge(Number(mergeFrom))}>
              Merge
            </Button>
          </div>
        ) : null}
        <div className={css.dialogActions}>
          {table.status !== 'paid' && !joinedTo ? (
            <Button icon="plus" onClick={onNewOrder}>
              {table.orders.length > 0 ? 'Add an order' : 'Take the order'}
            </Button>
          ) : null}
          {table.orders.length > 0 ? (
            <Button variant="secondary" icon="orders" onClick={() => goTo(PAGES.orders.path)}>
              Pay at Table Orders
            </Button>
          ) : null}
          {canClear ? (
            <Button variant="secondary" onClick={() => void onClear()}>
              Clear table
            </Button>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
