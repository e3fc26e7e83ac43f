// Pay & Complete: an order's service charge, and its removal by a manager with a reason. A cashier without the right
// is answered 409 and the panel then asks for a manager's username and password (a manager override, as for a
// discount above the limit); the server records both names in the Activity trail.
import { useState } from 'react';
import { removeServiceCharge, type BillView } from '../../../../shared/api/billing';
import { SERVICE_CHARGE_MESSAGES } from '../../../../shared/domain/bill/billMessages';
import type { MinorUnits } from '../../../../shared/domain/money/money';
import { notifyError } from '../../../../shared/shell/toast';
import { Button } from '../../../../shared/ui/Button';
import { TextField } from '../../../../shared/ui/forms/Field';
import { stopEnter } from './DiscountPanel';
import { ManagerOverrideFields, useManagerOverride } from './ManagerOverrideFields';
import * as css from './settle.css';

export interface ServiceChargePanelProps {
  bill: BillView;
  money: (minor: MinorUnits) => string;
  onChanged: (orderIds: readonly number[]) => Promise<void> | void;
}

export function ServiceChargePanel({ bill, money, onChanged }: ServiceChargePanelProps) {
  const [reason, setReason] = useState('');
  const { needsManager, manager, setManager, isBusy, send } = useManagerOverride(onChanged);
  const charged = bill.orders.filter((order) => order.totals.serviceChargeTotal > 0);
  if (charged.length === 0) return null;

  async function handleRemove(orderId: number) {
    if (!reason.trim()) return void notifyError(SERVICE_CHARGE_MESSAGES.reasonRequired);
    await send(
      (override) => removeServiceCharge(orderId, reason.trim(), override),
      () => setReason(''),
    );
  }

  return (
    // Enter here must never pay the bill: the panel's fields sit inside the payment form.
    <section className={css.section} aria-label="Service charge" onKeyDown={stopEnter}>
      <h3 className={css.sectionTitle}>Service charge</h3>
      <TextField label="Reason for removing" value={reason} onValueChange={setReason} hint="A manager removes it." />
      {needsManager ? <ManagerOverrideFields manager={manager} onChange={setManager} /> : null}
      <ul className={css.given} aria-label="Service charges">
        {charged.map((order) => (
          <li key={order.id} className={css.givenItem}>
            <span>
              {money(order.totals.serviceChargeTotal)} on order #{order.token_no}
            </span>
            <Button variant="secondary" onClick={() => void handleRemove(order.id)} disabled={isBusy}>
              {needsManager ? 'Approve & remove' : 'Remove service charge'}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
