// The manager's username and password asked on the cashier's screen when the server answers that an action needs a
// manager (a discount above the store's limit, removing a service charge); the server checks them and records both names.
import { useState } from 'react';
import { ApiError } from '../../../../shared/api/errors';
import { ORDER_MESSAGES } from '../../../../shared/domain/orders';
import { notifyApiError, notifySuccess } from '../../../../shared/shell/toast';
import { TextField } from '../../../../shared/ui/forms/Field';
import * as css from './settle.css';

interface ManagerCredentials {
  username: string;
  password: string;
}

const NO_MANAGER: ManagerCredentials = { username: '', password: '' };

/** What a panel's write answers: a message to show, the orders whose bill changed. */
interface PanelWriteAnswer {
  message: string;
  orderIds: readonly number[];
}

/**
 * One panel's writes with their manager override: the fields stay closed until the server refuses for want of a
 * manager (a 409 that names one), and close again once a write goes through.
 */
export function useManagerOverride(onChanged: (orderIds: readonly number[]) => Promise<void> | void) {
  const [needsManager, setNeedsManager] = useState(false);
  const [manager, setManager] = useState<ManagerCredentials>(NO_MANAGER);
  const [isBusy, setIsBusy] = useState(false);

  /** Sends the write (with the manager's credentials once asked for); `clearFields` empties the panel's own fields. */
  async function send(write: (override: ManagerCredentials | undefined) => Promise<PanelWriteAnswer>, clearFields: () => void) {
    setIsBusy(true);
    try {
      const answer = await write(needsManager ? manager : undefined);
      notifySuccess(answer.message);
      clearFields();
      setNeedsManager(false);
      setManager(NO_MANAGER);
      await onChanged(answer.orderIds);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.message.includes('manager')) setNeedsManager(true);
      notifyApiError(error, ORDER_MESSAGES.actionError);
    } finally {
      setIsBusy(false);
    }
  }

  return { needsManager, manager, setManager, isBusy, send };
}

export function ManagerOverrideFields({
  manager,
  onChange,
}: {
  manager: ManagerCredentials;
  onChange: (manager: ManagerCredentials) => void;
}) {
  return (
    <div className={css.row} role="group" aria-label="Manager override">
      <TextField
        label="Manager username"
        autoComplete="off"
        value={manager.username}
        onValueChange={(username) => onChange({ ...manager, username })}
      />
      <TextField
        label="Manager password"
        type="password"
        autoComplete="off"
        value={manager.password}
        onValueChange={(password) => onChange({ ...manager, password })}
      />
    </div>
  );
}
