// A movement on an open drawer: pay in (reason), pay out (reason, recipient), safe drop, tip-out, no sale (only opens
// the drawer). The server checks the same rules and answers with the drawer's movements.
import { type FormEvent, useState } from 'react';
import { moveDrawerCash, type DrawerView } from '../../../shared/api/drawers';
import { type DrawerMovementKind, movementLabel } from '../../../shared/domain/drawers';
import { parseDecimalAmount } from '../../../shared/domain/money/money';
import { notifyApiError, notifyError, notifySuccess } from '../../../shared/shell/toast';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogBody } from '../../../shared/ui/dialogs/Dialog';
import { actions } from '../../../shared/ui/dialogs/dialog.css';
import { NumberField, TextField } from '../../../shared/ui/forms/Field';

const AMOUNT_MESSAGE = 'Please enter an amount above 0!';

export function MovementDialog({
  drawer,
  kind,
  onDone,
  onClose,
}: {
  drawer: DrawerView;
  kind: DrawerMovementKind;
  onDone: (drawer: DrawerView) => void;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [recipient, setRecipient] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const hasAmount = kind !== 'no_sale';

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const minor = hasAmount ? parseDecimalAmount(amount) : null;
    if (hasAmount && (minor === undefined || minor === null || minor <= 0)) {
      notifyError(AMOUNT_MESSAGE);
      return;
    }
    setIsBusy(true);
    try {
      const answer = await moveDrawerCash(drawer.id, { kind, amount: minor ?? null, reason, recipient });
      notifySuccess(answer.message);
      onDone(answer.drawer);
    } catch (error) {
      notifyApiError(error, 'The drawer could not record this. Please try again.');
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Dialog title={`${movementLabel(kind)}: ${drawer.till}`} onClose={onClose} size="sm">
      <form onSubmit={handleSubmit}>
        <DialogBody>
          {hasAmount ? <NumberField label="Amount" value={amount} onValueChange={setAmount} isRequired /> : null}
          {kind === 'pay_in' || kind === 'pay_out' ? (
            <TextField label="Reason" value={reason} onValueChange={setReason} isRequired />
          ) : null}
          {kind === 'pay_out' ? <TextField label="Paid to" value={recipient} onValueChange={setRecipient} isRequired /> : null}
          {kind === 'no_sale' ? <p>Opens the drawer without a sale; it is recorded with your name and the time.</p> : null}
        </DialogBody>
        <div className={actions}>
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
            {kind === 'no_sale' ? 'Open drawer' : 'Record'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
