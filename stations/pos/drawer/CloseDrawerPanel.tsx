// The blind close: the till counts the drawer by denomination and submits before it is shown what the drawer should
// hold; the answer brings the expected cash and the over/short. Off by more than the store's limit, the server asks for
// a manager (the POS's manager-override fields, as for a discount) and a note.
import { type FormEvent, useState } from 'react';
import { closeDrawer, type DrawerView } from '../../../shared/api/drawers';
import { ApiError } from '../../../shared/api/errors';
import { type MinorUnits } from '../../../shared/domain/money/money';
import { notifyApiError, notifySuccess } from '../../../shared/shell/toast';
import { Button } from '../../../shared/ui/Button';
import { TextAreaField } from '../../../shared/ui/forms/Field';
import { ManagerOverrideFields } from '../orders/settle/ManagerOverrideFields';
import { CountGrid } from './CountGrid';
import * as css from './drawer.css';

const NO_MANAGER = { username: '', password: '' };

export function CloseDrawerPanel({
  drawer,
  denominations,
  symbol,
  onClosed,
  onCancel,
}: {
  drawer: DrawerView;
  denominations: readonly MinorUnits[];
  symbol: string;
  onClosed: (drawer: DrawerView) => void;
  onCancel: () => void;
}) {
  const [quantities, setQuantities] = useState<ReadonlyMap<number, number>>(new Map());
  const [note, setNote] = useState('');
  const [needsManager, setNeedsManager] = useState(false);
  const [manager, setManager] = useState(NO_MANAGER);
  const [isBusy, setIsBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    try {
      const answer = await closeDrawer(drawer.id, { quantities, note, override: needsManager ? manager : undefined });
      notifySuccess(answer.message);
      onClosed(answer.drawer);
    } catch (error) {
      // The count is off by more than the store allows: a manager approves, with a note.
      if (error instanceof ApiError && error.status === 409 && error.message.includes('manager')) setNeedsManager(true);
      notifyApiError(error, 'The drawer could not be closed. Please try again.');
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form className={css.panel} onSubmit={handleSubmit} aria-label={`Close ${drawer.till}'s drawer`}>
      <h2 className={css.panelTitle}>Close {drawer.till}'s drawer</h2>
      <p>Count every note and coin in the drawer. The expected amount is shown once the count is submitted.</p>
      <CountGrid legend="Closing count" denominations={denominations} quantities={quantities} symbol={symbol} onChange={setQuantities} />
      <TextAreaField label="Note" value={note} onValueChange={setNote} rows={2} isRequired={needsManager} />
      {needsManager ? (
        <>
          <p role="alert">The count is off by more than the store allows: a manager approves the close with their name and password.</p>
          <ManagerOverrideFields manager={manager} onChange={setManager} />
        </>
      ) : null}
      <div className={css.row}>
        <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
          Cancel
        </Button>
        <Button type="submit" icon="lock" disabled={isBusy} aria-busy={isBusy}>
          {needsManager ? 'Approve and close' : 'Submit count and close'}
        </Button>
      </div>
    </form>
  );
}
