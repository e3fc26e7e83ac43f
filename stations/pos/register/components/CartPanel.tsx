// Spec 2.5 right side: customer box, dining option and table, cart lines (+/−, notes, remove), running totals (the
// bill's lines: net, a service charge when there is one, tax, payable), a guests stepper for Dine-In, and the
// Draft / Send for Processing / Create Receipt & Pay buttons. Built for a tablet in the rush: the dining option is
// one tap on segmented buttons, the table one tap on a picker grid, each with its shortcut shown; every control is
// at least 44 px square and a cart line is one row, so five lines show at 1024x768.
import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import { MAX_GUESTS } from '../../../../shared/contract/posTypes';
import { type BillLineFigure, billLines } from '../../../../shared/domain/bill/billLines';
import type { StoreTableDto } from '../../../../shared/contract/storeTables';
import { cartLineTotals, needsChoice, type CartLine } from '../../../../shared/domain/cart';
import { isEmphasised, modifierText } from '../../../../shared/domain/modifiers';
import { formatMoney, minorUnits, type MinorUnits } from '../../../../shared/domain/money/money';
import { useSignals } from '../../../../shared/state';
import {
  decreaseCartLine,
  increaseCartLine,
  posCart,
  posCustomer,
  posDeliveryType,
  posGuests,
  posItemCount,
  posTableId,
  posTotals,
  removeCartLine,
  setPosCustomer,
  setPosGuests,
} from '../posState';
import { IconButton } from '../../../../shared/ui/Button';
import { Icon } from '../../../../shared/ui/Icon';
import { visuallyHidden } from '../../../../shared/ui/a11y.css';
import { countLabel, tableLabel } from '../catalog';
import { posCommand, type PosCommandId } from '../commands';
import { CommandButton, useCommandContext } from './CommandButton';
import * as css from './cartPanel.css';
import { useLazyModule } from '../../../../shared/ui/deferred/lazyModule';

// Seats and courses only matter at a table: their picker is a chunk of its own.
const loadSeatPicker = () => import('./SeatCoursePicker');
const ignoreFailure = () => undefined;

export const WALKIN_LABEL = 'WALKIN CUSTOMER';

/** The dining option's segments, in the spec's order; each is a command (label and shortcut from the registry). */
const DINING_COMMANDS = [
  { command: 'dinein', value: 'dinein' },
  { command: 'delivery', value: 'delivery' },
  { command: 'takeaway', value: 'takeaway' },
] as const satisfies readonly { command: PosCommandId; value: string }[];

/** Each line's words (spec 2.5's for the three it names) and test id in the cart's totals. */
const CART_LINES: Record<BillLineFigure, { label: string; testId: string }> = {
  discountTotal: { label: 'Discounts', testId: 'discount-total' },
  itemsTotal: { label: 'Items net total', testId: 'net-total' },
  serviceChargeTotal: { label: 'Service charge', testId: 'service-charge-total' },
  taxTotal: { label: 'Tax total', testId: 'tax-total' },
  roundingTotal: { label: 'Rounding', testId: 'rounding-total' },
  payableTotal: { label: 'Payable total', testId: 'payable-total' },
  tipTotal: { label: 'Tip', testId: 'tip-total' },
  paidTotal: { label: 'Paid', testId: 'paid-total' },
};

export interface CartPanelProps {
  tables: readonly StoreTableDto[];
  currencySymbol: string;
  onEditNotes: (line: CartLine) => void;
  /** Opens the chooser on a line, to change its variant, addons or modifiers. */
  onEditChoices: (line: CartLine) => void;
  /** Adding to a sent order: its lines take the place of the customer, dining option and table (the order has them). */
  sentOrder?: ReactNode;
}

export function CartPanel({ tables, currencySymbol, onEditNotes, onEditChoices, sentOrder }: CartPanelProps) {
  useSignals();
  const cart = posCart.value;
  const listRef = useRef<HTMLUListElement>(null);
  const previousLengthRef = useRef(cart.length);

  // A new line joins at the bottom: bring it into view on a short screen.
  useEffect(() => {
    if (cart.length > previousLengthRef.current) listRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
    previousLengthRef.current = cart.length;
  }, [cart.length]);

  const totals = posTotals.value;
  const money = (minor: MinorUnits) => formatMoney(minor, currencySymbol);
  const table = tables.find((candidate) => candidate.id === posTableId.value);
  const seatPicker = useLazyModule(loadSeatPicker, posTableId.value !== null, ignoreFailure);

  return (
    <section className={css.panel} aria-label="Cart">
      {sentOrder ?? (
        <>
          <div className={css.section}>
            <CustomerBox />
          </div>
          <div className={css.section}>
            <DiningOption />
          </div>
          <div className={[css.section, css.tableRow].join(' ')}>
            <TableButton label={table ? tableLabel(table) : 'No table'} />
            {posDeliveryType.value === 'dinein' ? <GuestsStepper /> : null}
          </div>
        </>
      )}
      {seatPicker ? <seatPicker.SeatCoursePicker tables={tables} /> : null}

      {cart.length === 0 ? (
        <div className={css.emptyCart}>
          <Icon name="pos" size={28} />
          <p>Cart is empty. Tap Add on an item.</p>
        </div>
      ) : (
        <ul ref={listRef} className={css.lines} aria-label={`Cart items, ${countLabel(posItemCount.value, 'item', 'items')}`}>
          {cart.map((line) => (
            <CartLineRow
              key={line.key}
              line={line}
              money={money}
              onEditNotes={onEditNotes}
              onEditChoices={onEditChoices}
              SeatChip={seatPicker?.LineSeatChip}
            />
          ))}
        </ul>
      )}

      <dl className={css.totals} aria-label="Totals">
        {billLines(totals).map(({ figure, amount, isGrand }) => (
          <Fragment key={figure}>
            <dt className={isGrand ? [css.totalLabel, css.payableLabel].join(' ') : css.totalLabel}>{CART_LINES[figure].label}</dt>
            <dd className={isGrand ? css.payableValue : css.totalValue} data-testid={CART_LINES[figure].testId}>
              {amount < 0 ? `−${money(minorUnits(-amount))}` : money(amount)}
            </dd>
          </Fragment>
        ))}
      </dl>

      <div className={css.actions}>
        <CommandButton command="saveDraft" className={css.actionButton} />
        <CommandButton command="send" className={css.actionButton} />
        <CommandButton command="pay" variant="primary" className={css.payButton} />
      </div>
    </section>
  );
}

/** The shortcut as the controls show it ('Alt+I'); screen readers get it from aria-keyshortcuts. */
function ShortcutHint({ command }: { command: PosCommandId }) {
  return (
    <kbd className={css.shortcutHint} aria-hidden="true">
      {posCommand(command).shortcut.label}
    </kbd>
  );
}

/** Spec 2.5 dining option (empty, Dine-In, Delivery, Take Away): one tap each; the chosen one again clears it. */
function DiningOption() {
  useSignals();
  const context = useCommandContext();
  const chosen = posDeliveryType.value;
  return (
    <div className={css.segments} role="group" aria-label="Dining Option">
      {DINING_COMMANDS.map(({ command: id, value }) => {
        const command = posCommand(id);
        return (
          <button
            key={id}
            type="button"
            className={css.segment}
            aria-pressed={chosen === value}
            aria-keyshortcuts={command.shortcut.aria}
            title={`${command.label} (${command.shortcut.label})`}
            disabled={!command.isEnabled(context)}
            onClick={() => command.perform(context)}
          >
            <span className={css.segmentLabel}>{command.label}</span>
            <ShortcutHint command={id} />
          </button>
        );
      })}
    </div>
  );
}

/** Spec 2.5 table: the chosen one (title, seating capacity in 'person', floor) on a button that opens the picker grid. */
function TableButton({ label }: { label: string }) {
  const context = useCommandContext();
  const command = posCommand('table');
  return (
    <button
      type="button"
      className={css.tableButton}
      aria-keyshortcuts={command.shortcut.aria}
      aria-haspopup="dialog"
      title={`${command.label} (${command.shortcut.label})`}
      disabled={!command.isEnabled(context)}
      onClick={() => command.perform(context)}
    >
      <span className={css.tableText}>
        <span className={css.tableCaption}>Table</span>
        <span className={css.tableValue}>{label}</span>
      </span>
      <ShortcutHint command="table" />
    </button>
  );
}

/** How many guests a dine-in order is for: a party size may bring the store's service charge. */
function GuestsStepper() {
  useSignals();
  const guests = posGuests.value;
  return (
    <div className={css.guests}>
      <span className={css.guestsLabel}>Guests</span>
      <div className={css.stepper} role="group" aria-label="Guests">
        <button
          type="button"
          className={css.stepButton}
          aria-label="Fewer guests"
          disabled={guests === null}
          onClick={() => setPosGuests(guests === null || guests <= 1 ? null : guests - 1)}
        >
          −
        </button>
        <span className={css.quantity} aria-live="polite" data-testid="guests">
          {guests ?? '–'}
        </span>
        <button
          type="button"
          className={css.stepButton}
          aria-label="More guests"
          disabled={guests !== null && guests >= MAX_GUESTS}
          onClick={() => setPosGuests(Math.min(MAX_GUESTS, (guests ?? 0) + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}

function CustomerBox() {
  useSignals();
  const customer = posCustomer.value;
  return (
    <div className={css.customerBox} data-testid="customer-box">
      <Icon name="customers" />
      <div className={css.customerText}>
        <span className={css.customerLabel}>Customer</span>
        <span className={css.customerName}>{customer ? `${customer.phone} - ${customer.name}` : WALKIN_LABEL}</span>
      </div>
      {customer ? <IconButton icon="close" label="Back to walk-in customer" onClick={() => setPosCustomer(null)} /> : null}
      <CommandButton command="customer" className={css.squareButton}>
        <Icon name="search" />
        <span className={visuallyHidden}>Search Customer</span>
      </CommandButton>
    </div>
  );
}

function CartLineRow({
  line,
  money,
  onEditNotes,
  onEditChoices,
  SeatChip,
}: {
  line: CartLine;
  money: (minor: MinorUnits) => string;
  onEditNotes: (line: CartLine) => void;
  onEditChoices: (line: CartLine) => void;
  SeatChip?: (props: { line: CartLine; name: string }) => ReactNode;
}) {
  const { amount } = cartLineTotals(line);
  const modifiers = line.modifiers ?? [];
  const choices = [
    line.variantTitle,
    line.addonTitles.length > 0 ? `+ ${line.addonTitles.join(', ')}` : null,
    modifiers.length > 0 ? modifiers.map(modifierText).join(', ') : null,
  ]
    .filter(Boolean)
    .join(' ');
  const title = line.item.title;
  // Two lines of one item differ by their choices: the accessible names say which line a button acts on.
  const name = choices ? `${title} (${choices})` : title;
  return (
    <li className={css.line} aria-label={name}>
      <div className={css.lineText}>
        {needsChoice(line.item) ? (
          <button type="button" className={css.lineTitleButton} aria-label={`Change ${name}`} onClick={() => onEditChoices(line)}>
            {title}
          </button>
        ) : (
          <span className={css.lineTitle}>{title}</span>
        )}
        {line.variantTitle || line.addonTitles.length > 0 ? (
          <span className={css.lineDetail}>
            {[line.variantTitle, line.addonTitles.length > 0 ? `+ ${line.addonTitles.join(', ')}` : null].filter(Boolean).join(' ')}
          </span>
        ) : null}
        {modifiers.length > 0 ? (
          <ul className={css.lineModifiers}>
            {modifiers.map((modifier) => (
              <li key={modifier.choiceId} className={isEmphasised(modifier) ? css.lineModifierStrong : undefined}>
                {modifierText(modifier)}
              </li>
            ))}
          </ul>
        ) : null}
        {line.notes ? <span className={css.lineNotes}>Note: {line.notes}</span> : null}
        <span className={css.unitPrice}>
          {line.course ? `${line.course} · ` : ''}@ {money(line.unitPrice)} · <span className={css.lineAmount}>{money(amount)}</span>
        </span>
      </div>
      <div className={css.lineControls}>
        {SeatChip ? <SeatChip line={line} name={name} /> : null}
        <div className={css.stepper} role="group" aria-label={`Quantity of ${name}`}>
          <button type="button" className={css.stepButton} aria-label={`Decrease ${name}`} onClick={() => decreaseCartLine(line.key)}>
            −
          </button>
          <span className={css.quantity} aria-live="polite" data-testid="line-quantity">
            {line.quantity}
          </span>
          <button type="button" className={css.stepButton} aria-label={`Increase ${name}`} onClick={() => increaseCartLine(line.key)}>
            +
          </button>
        </div>
        <IconButton icon="edit" label={`Notes for ${name}`} className={css.lineIcon} onClick={() => onEditNotes(line)} />
        <IconButton
          icon="trash"
          label={`Remove ${name}`}
          className={[css.lineIcon, css.removeIcon].join(' ')}
          onClick={() => removeCartLine(line.key)}
        />
      </div>
    </li>
  );
}
