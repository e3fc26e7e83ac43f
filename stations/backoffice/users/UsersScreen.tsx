// Spec 2.11 Users (loaded on demand by UsersPage): cards with New, Edit User, Reset Password and Delete User (the last three are not
// offered for role admin); dialogs Add New User, Update User (username read-only) and Reset Password. Hardening adds
// "Clear sign-in lock" on every card, admin included: a locked-out admin is a closed restaurant.
import { useState } from 'react';
import { clearSignInLock, deleteUser, listUsers } from '../../../shared/api/users';
import type { UserDto } from '../../../shared/contract/users';
import { ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { isAdmin, parseScope } from '../../../shared/domain/access/scopes';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { sessionUser } from '../../../shared/state';
import { Button } from '../../../shared/ui/Button';
import { initialsOf } from '../../../shared/ui/format';
import { Badge, Card, EmptyState, PageHeader } from '../../../shared/ui/Surface';
import { useLoad } from '../../../shared/ui/useLoad';
import { compactButton } from '../common/common.css';
import { runAction } from '../common/feedback';
import { useDeleteConfirmation, LoadView } from '../common/Section';
import { ResetPasswordDialog, UserDialog } from './UserDialogs';
import * as css from './users.css';

type Dialog = { kind: 'add' } | { kind: 'update'; user: UserDto } | { kind: 'reset'; user: UserDto };

/** How many permission chips a card shows before '+N more'. */
const VISIBLE_SCOPES = 6;

export function UsersScreen() {
  const { state, reload } = useLoad(async () => (await listUsers()).users);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const deletion = useDeleteConfirmation<UserDto>((row) => deleteUser(row.username), reload);
  // Nobody deletes their own account here (the server refuses it too).
  const ownUsername = sessionUser.peek()?.username;

  async function handleSaved() {
    setDialog(null);
    await reload();
  }

  return (
    <>
      <PageHeader
        title={PAGES.users.title}
        description="Staff accounts and what each one may open."
        actions={
          <Button icon="plus" onClick={() => setDialog({ kind: 'add' })}>
            New
          </Button>
        }
      />
      <LoadView state={state} errorText={ERROR_DEFAULTS.dataLoad}>
        {(users) =>
          users.length === 0 ? (
            <EmptyState icon="users" title="No users yet." />
          ) : (
            <ul className={css.grid} aria-label="Users">
              {users.map((user) => (
                <li key={user.username}>
                  <UserCard
                    user={user}
                    isSelf={user.username === ownUsername}
                    onEdit={() => setDialog({ kind: 'update', user })}
                    onReset={() => setDialog({ kind: 'reset', user })}
                    onDelete={() => deletion.ask(user)}
                    onClearSignInLock={() => runAction(() => clearSignInLock(user.username))}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </LoadView>
      {dialog?.kind === 'add' ? <UserDialog user={null} onClose={() => setDialog(null)} onSaved={handleSaved} /> : null}
      {dialog?.kind === 'update' ? <UserDialog user={dialog.user} onClose={() => setDialog(null)} onSaved={handleSaved} /> : null}
      {dialog?.kind === 'reset' ? <ResetPasswordDialog user={dialog.user} onClose={() => setDialog(null)} onSaved={handleSaved} /> : null}
      {deletion.dialog}
    </>
  );
}

interface UserCardProps {
  user: UserDto;
  isSelf: boolean;
  onEdit: () => void;
  onReset: () => void;
  onDelete: () => void;
  onClearSignInLock: () => Promise<boolean>;
}

function UserCard({ user, isSelf, onEdit, onReset, onDelete, onClearSignInLock }: UserCardProps) {
  const [isClearing, setIsClearing] = useState(false);

  async function handleClearSignInLock() {
    setIsClearing(true);
    try {
      await onClearSignInLock();
    } finally {
      setIsClearing(false);
    }
  }

  const isAdminUser = isAdmin(user);
  const scopes = parseScope(user.scope);
  const contact = [user.phone, user.email].filter(Boolean).join(' · ');
  return (
    <Card className={css.card} aria-label={user.name}>
      <div className={css.top}>
        <span className={css.avatar} aria-hidden="true">
          {initialsOf(user.name)}
        </span>
        <div className={css.identity}>
          <h2 className={css.name}>{user.name}</h2>
          <p className={css.username}>@{user.username}</p>
          {user.designation ? <p className={css.designation}>{user.designation}</p> : null}
        </div>
        <Badge tone={isAdminUser ? 'brand' : 'neutral'}>{user.role.toUpperCase()}</Badge>
      </div>
      {contact ? <p className={css.contact}>{contact}</p> : null}
      <div className={css.scopes}>
        {isAdminUser ? (
          <span className={css.scopeNote}>Every permission (admin)</span>
        ) : scopes.length === 0 ? (
          <span className={css.scopeNote}>No permissions</span>
        ) : (
          <ul className={css.scopeList} aria-label="Permissions">
            {scopes.slice(0, VISIBLE_SCOPES).map((scope) => (
              <li key={scope} className={css.scopeChip}>
                {scope}
              </li>
            ))}
            {scopes.length > VISIBLE_SCOPES ? <li className={css.scopeMore}>+{scopes.length - VISIBLE_SCOPES} more</li> : null}
          </ul>
        )}
      </div>
      <div className={css.actions}>
        {isAdminUser ? null : (
          <>
            <Button variant="secondary" className={compactButton} icon="edit" onClick={onEdit}>
              Edit User
            </Button>
            <Button variant="secondary" className={compactButton} icon="key" onClick={onReset}>
              Reset Password
            </Button>
          </>
        )}
        <Button
          variant="secondary"
          className={compactButton}
          icon="lock"
          onClick={handleClearSignInLock}
          disabled={isClearing}
          title="Lets this user sign in again at once after too many failed attempts"
        >
          Clear sign-in lock
        </Button>
        {isAdminUser || isSelf ? null : (
          <Button variant="dangerOutline" className={[compactButton, css.deleteAction].join(' ')} icon="trash" onClick={onDelete}>
            Delete User
          </Button>
        )}
      </div>
    </Card>
  );
}
