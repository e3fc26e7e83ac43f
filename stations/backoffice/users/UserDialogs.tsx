// Spec 2.11 / 5 user dialogs: Add New User, Update User (username read-only) and Reset Password, each
// checked with the shared schema before the call. The scope picker offers the 22 permission names.
import { useState } from 'react';
import { addUser, resetUserPassword, updateUser } from '../../../shared/api/users';
import { passwordResetBody, userAddBody, userUpdateBody, type UserDto } from '../../../shared/contract/users';
import { MIN_PASSWORD_LENGTH } from '../../../shared/domain/access/passwordPolicy';
import { parseScope, PERMISSIONS, type Permission } from '../../../shared/domain/access/scopes';
import { notifyError } from '../../../shared/shell/toast';
import { CheckboxGroup } from '../../../shared/ui/forms/CheckboxGroup';
import { FieldRow, TextField } from '../../../shared/ui/forms/Field';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { checkedInput, runAction } from '../common/feedback';
import * as css from './users.css';

/** Spec 5: reset password without a user to reset. */
const INVALID_REQUEST = 'Invalid Request!';

/** The policy, said before the schema's toast has to (shared/domain/access/passwordPolicy). */
const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`;

/** A new password (the add dialog's and the reset's): required, with the length it needs. */
function NewPasswordField(props: { label: string; value: string; onValueChange: (value: string) => void }) {
  return <TextField {...props} isRequired type="password" autoComplete="new-password" hint={PASSWORD_HINT} />;
}

interface DialogProps {
  onClose: () => void;
  onSaved: () => Promise<void>;
}

export function UserDialog({ user, onClose, onSaved }: DialogProps & { user: UserDto | null }) {
  const [name, setName] = useState(user?.name ?? '');
  const [username, setUsername] = useState(user?.username ?? '');
  const [password, setPassword] = useState('');
  const [designation, setDesignation] = useState(user?.designation ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [scopes, setScopes] = useState<Permission[]>(() => parseScope(user?.scope));

  async function handleSubmit() {
    const fields = { name, designation, phone, email, userScopes: scopes };
    if (user) {
      const body = checkedInput(userUpdateBody, fields);
      if (!body) return;
      if (await runAction(() => updateUser(user.username, body))) await onSaved();
      return;
    }
    const body = checkedInput(userAddBody, { ...fields, username, password });
    if (!body) return;
    if (await runAction(() => addUser(body))) await onSaved();
  }

  return (
    <FormDialog title={user ? 'Update User' : 'Add New User'} onSubmit={handleSubmit} onClose={onClose} className={css.wideDialog}>
      <FieldRow>
        <TextField label="Name" isRequired value={name} onValueChange={setName} maxLength={100} autoComplete="off" />
        {user ? (
          <TextField label="Username" value={username} onValueChange={() => undefined} readOnly hint="Usernames cannot be changed." />
        ) : (
          <TextField
            label="Username"
            isRequired
            value={username}
            onValueChange={setUsername}
            maxLength={60}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </FieldRow>
      <FieldRow>
        {user ? null : <NewPasswordField label="Password" value={password} onValueChange={setPassword} />}
        <TextField label="Designation" value={designation} onValueChange={setDesignation} maxLength={100} placeholder="Cashier, Chef…" />
      </FieldRow>
      <FieldRow>
        <TextField label="Phone" type="tel" value={phone} onValueChange={setPhone} maxLength={40} autoComplete="off" />
        <TextField label="Email" type="email" value={email} onValueChange={setEmail} maxLength={200} autoComplete="off" />
      </FieldRow>
      <CheckboxGroup
        legend="Permissions"
        options={PERMISSIONS}
        values={scopes}
        onChange={setScopes}
        columnWidth="210px"
        hint="The screens this user may open; changes apply from the user's next action."
      />
    </FormDialog>
  );
}

export function ResetPasswordDialog({ user, onClose, onSaved }: DialogProps & { user: UserDto }) {
  const [password, setPassword] = useState('');

  async function handleSubmit() {
    if (!user.username) {
      notifyError(INVALID_REQUEST);
      return;
    }
    const body = checkedInput(passwordResetBody, { password });
    if (!body) return;
    if (await runAction(() => resetUserPassword(user.username, body.password))) await onSaved();
  }

  return (
    <FormDialog title="Reset Password" onSubmit={handleSubmit} onClose={onClose} size="sm">
      <p className={css.resetFor}>
        New password for <strong>{user.name}</strong> (@{user.username}). Their signed-in devices are signed out.
      </p>
      <NewPasswordField label="New Password" value={password} onValueChange={setPassword} />
    </FormDialog>
  );
}
