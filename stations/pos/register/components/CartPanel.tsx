// Spec 2.5 right side: customer box, dining option and table selects, cart lines (+/−, notes, remove),
// running totals (the bill's lines: net, a service charge when there is one, tax, payable), a guests stepper for
// Dine-In, and the Draft / Send for Processing / Create Receipt & Pay buttons.
import { Fragment, useEffect, useRef } from 'react';
import { DELIVERY_TYPE_LABELS, DELIVERY_TYPES, MAX_GUESTS, type DeliveryType } from '../../../../shared/contract/posWire';
import { type BillLineFigure, billLines } from '../../../../shared/domain/billLines';
import type { StoreTableDto } from '../../../../shared/contract/settings';
import { cartLineTotals, type CartLine } from '../../../../shared/domain/cart';
import { formatMoney, minorUnits, type MinorUnits } from '../../../../shared/domain/money';
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
  setPosDeliveryType,
  setPosGuests,
  setPosTable,
} from '../posState';
import { IconButton } from '../../../../shared/ui/Button';
import { SelectField } from '../../../../shared/ui/Field';
import { Icon } from '../../../../shared/ui/Icon';
import { visuallyHidden } from '../../../../shared/ui/a11y.css';
import { countLabel, tableLabel } from '../catalog';
import { CommandButton } from './CommandButton';
import * as css from './cartPanel.css';

export const WALKIN_LABEL = 'WALKIN CUSTOMER';

const DINING_OPTIONS = DELIVERY_TYPES.map((value) => ({ value, label: DELIVERY_TYPE_LABELS[value] }));

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
}

export function CartPanel({ tables, currencySymbol, onEditNotes }: CartPanelProps) {
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
  const tableOptions = tables.map((table) => ({ value: String(table.id), label: tableLabel(table) }));

  return (
    <section className={css.panel} aria-label="Cart">
      <div className={css.section}>
        <CustomerBox />
      </div>
      <div className={[css.section, css.selects].join(' ')}>
        <SelectField
          label="Dining Option"
          value={posDeliveryType.value}
          onValueChange={(value) => setPosDeliveryType(value as DeliveryType | '')}
          options={DINING_OPTIONS}
          placeholder="Not set"
        />
        <SelectField
          label="Table"
          value={posTableId.value === null ? '' : String(posTableId.value)}
          onValueChange={(value) => setPosTable(value === '' ? null : Number(value))}
          options={tableOptions}
          placeholder="No table"
        />
      </div>
      {posDeliveryType.value === 'dinein' ? <GuestsStepper /> : null}

      {cart.length === 0 ? (
        <div className={css.emptyCart}>
          <Icon name="pos" size={28} />
          <p>Cart is empty. Tap Add on an item.</p>
        </div>
      ) : (
        <ul ref={listRef} className={css.lines} aria-label={`Cart items, ${countLabel(posItemCount.value, 'item', 'items')}`}>
          {cart.map((line) => (
            <CartLineRow key={line.key} line={line} money={money} onEditNotes={onEditNotes} />
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

/** How many guests a dine-in order is for: a party size may bring the store's service charge. */
function GuestsStepper() {
  useSignals();
  const guests = posGuests.value;
  return (
    <div className={[css.section, css.guests].join(' ')}>
      <span className={css.totalLabel}>Guests</span>
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
}: {
  line: CartLine;
  money: (minor: MinorUnits) => string;
  onEditNotes: (line: CartLine) => void;
}) {
  const { amount } = cartLineTotals(line);
  const choices = [line.variantTitle, line.addonTitles.length > 0 ? `+ ${line.addonTitles.join(', ')}` : null].filter(Boolean).join(' ');
  const title = line.item.title;
  // Two lines of one item differ by their choices: the accessible names say which line a button acts on.
  const name = choices ? `${title} (${choices})` : title;
  return (
    <li className={css.line} aria-label={name}>
      <span className={css.lineTitle}>{title}</span>
      <span className={css.lineAmount}>{money(amount)}</span>
      {choices ? <span className={css.lineDetail}>{choices}</span> : null}
      {line.notes ? <span className={css.lineNotes}>Note: {line.notes}</span> : null}
      <div className={css.lineControls}>
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
        <span className={css.unitPrice}>@ {money(line.unitPrice)}</span>
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
