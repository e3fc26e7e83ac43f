// The manager's username and password asked on the cashier's screen when the server answers that an action needs a
// manager (a discount above the store's limit, removing a service charge); the server checks them and records both names.
import { useState } from 'react';
import { ApiError } from '../../../../shared/api/errors';
import { TextField } from '../../../../shared/ui/forms/Field';
import * as css from './settle.css';

export interface ManagerCredentials {
  username: string;
  password: string;
}

export const NO_MANAGER: ManagerCredentials = { username: '', password: '' };

/** The override of one panel: closed until the server refuses for want of a manager, closed again once a write goes through. */
export function useManagerOverride() {
  const [needsManager, setNeedsManager] = useState(false);
  const [manager, setManager] = useState<ManagerCredentials>(NO_MANAGER);
  return {
    needsManager,
    manager,
    setManager,
    /** The credentials to send with the next write, once a manager was asked for. */
    override: needsManager ? manager : undefined,
    reset() {
      setNeedsManager(false);
      setManager(NO_MANAGER);
    },
    /** A 409 that names a manager opens the fields on the cashier's screen. */
    noteRefusal(error: unknown) {
      if (error instanceof ApiError && error.status === 409 && error.message.includes('manager')) setNeedsManager(true);
    },
  };
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
