// The manager's username and password asked on the cashier's screen when the server answers that an action needs a
// manager (a discount above the store's limit, removing a service charge); the server checks them and records both names.
import { TextField } from '../../../../shared/ui/forms/Field';
import * as css from './settle.css';

export interface ManagerCredentials {
  username: string;
  password: string;
}

export const NO_MANAGER: ManagerCredentials = { username: '', password: '' };

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
