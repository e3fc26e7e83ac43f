// Give a discount from Pay & Complete: the whole order or one line, a percentage or an amount, a reason
// from the store's list. Above the store's limit the server answers 409 and asks for a manager: the panel then
// shows the manager's username and password (a manager override; the server checks them and records both names).
// The discounts already given are listed with who gave and approved them, each removable.
import { useState, type KeyboardEvent } from 'react';
import { giveDiscount, removeDiscount, type BillView } from '../../../../shared/api/billing';
import { DISCOUNT_MESSAGES, percentText } from '../../../../shared/domain/bill/billMessages';
import type { MinorUnits } from '../../../../shared/domain/money/money';
import { ORDER_MESSAGES } from '../../../../shared/domain/orders';
import { notifyApiError, notifyError, notifySuccess } from '../../../../shared/shell/toast';
import { Button } from '../../../../shared/ui/Button';
import { SelectField, TextField } from '../../../../shared/ui/forms/Field';
import { ManagerOverrideFields, useManagerOverride } from './ManagerOverrideFields';
import * as css from './settle.css';

export interface DiscountPanelProps {
  bill: BillView;
  money: (minor: MinorUnits) => string;
  /** After a change: the bill is read again and other stations told. */
  onChanged: (orderIds: readonly number[]) => Promise<void> | void;
}

/** Keeps Enter inside a panel of the payment form (the form pays on Enter). */
export function stopEnter(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Enter' || event.target instanceof HTMLButtonElement) return;
  event.preventDefault();
  event.stopPropagation();
}

export function DiscountPanel({ bill, money, onChanged }: DiscountPanelProps) {
  const [target, setTarget] = useState(() => `order:${bill.orders[0]?.id ?? ''}`);
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [reasonId, setReasonId] = useState(() => String(bill.reasons[0]?.id ?? ''));
  const { needsManager, manager, setManager, isBusy, send } = useManagerOverride(onChanged);

  const targets = [
    ...bill.orders.map((order) => ({ value: `order:${order.id}`, label: `Whole order, token #${order.token_no}` })),
    ...bill.lines.map((line) => ({
      value: `line:${line.order_id}:${line.id}`,
      label: `${line.item_title} ×${line.quantity} (${money(line.amount)})`,
    })),
  ];

  async function handleApply() {
    if (!value.trim()) return void notifyError(DISCOUNT_MESSAGES.valueInvalid);
    if (!reasonId) return void notifyError(DISCOUNT_MESSAGES.reasonRequired);
    const [scope, orderPart, linePart] = target.split(':');
    const orderId = Number(orderPart);
    // Above the store's limit the server asks for a manager, who approves it here, on the cashier's screen.
    await send(
      (override) =>
        giveDiscount({
          orderId,
          orderItemId: scope === 'line' ? Number(linePart) : null,
          discount: { kind, value: value.trim() },
          reasonId: Number(reasonId),
          ...(override ? { override } : {}),
        }),
      () => setValue(''),
    );
  }

  async function handleRemove(orderId: number, orderItemId: number | null) {
    try {
      notifySuccess((await removeDiscount(orderId, orderItemId)).message);
      await onChanged([orderId]);
    } catch (error) {
      notifyApiError(error, ORDER_MESSAGES.actionError);
    }
  }

  return (
    // Enter here must never pay the bill: the panel's fields sit inside the payment form.
    <section className={css.section} aria-label="Discount" onKeyDown={stopEnter}>
      <h3 className={css.sectionTitle}>Discount</h3>
      {bill.discounts.length > 0 ? (
        <ul className={css.given} aria-label="Discounts given">
          {bill.discounts.map((discount) => {
            const line = bill.lines.find((candidate) => candidate.id === discount.order_item_id);
            const what = line
              ? `${line.item_title} ×${line.quantity}`
              : `order #${bill.orders.find((order) => order.id === discount.order_id)?.token_no ?? ''}`;
            const size = discount.rule.kind === 'percent' ? percentText(discount.rule.basisPoints) : money(discount.rule.amount);
            return (
              <li key={`${discount.order_id}-${discount.order_item_id ?? 'order'}`} className={css.givenItem}>
                <span>
                  {size} on {what} · {discount.reason} · {discount.created_by_name}
                  {discount.approved_by_name ? ` (approved by ${discount.approved_by_name})` : ''}
                </span>
                <Button variant="secondary" onClick={() => void handleRemove(discount.order_id, discount.order_item_id)}>
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <SelectField label="Discount on" value={target} onValueChange={setTarget} options={targets} />
      <div className={css.row}>
        <SelectField
          label="Kind"
          value={kind}
          onValueChange={(next) => setKind(next === 'amount' ? 'amount' : 'percent')}
          options={[
            { value: 'percent', label: 'Percent (%)' },
            { value: 'amount', label: 'Amount' },
          ]}
        />
        <TextField
          label={kind === 'percent' ? 'Discount %' : 'Discount amount'}
          inputMode="decimal"
          value={value}
          onValueChange={setValue}
        />
      </div>
      <SelectField
        label="Reason"
        value={reasonId}
        onValueChange={setReasonId}
        placeholder="Choose a reason"
        options={bill.reasons.map((reason) => ({ value: String(reason.id), label: reason.title }))}
        hint={
          bill.reasons.length === 0
            ? 'No discount reason yet: add one in Settings › Discount Reasons.'
            : `Above ${percentText(bill.discountLimitBasisPoints)} a manager approves.`
        }
      />
      {needsManager ? <ManagerOverrideFields manager={manager} onChange={setManager} /> : null}
      <div className={css.row}>
        <Button variant="secondary" icon="tag" onClick={() => void handleApply()} disabled={isBusy}>
          {needsManager ? 'Approve & apply discount' : 'Apply discount'}
        </Button>
        {bill.discountTotal > 0 ? <span className={css.muted}>Discounts: −{money(bill.discountTotal)}</span> : null}
      </div>
    </section>
  );
}
