// Spec 2.14 My Profile: name and designation (plus username, role and scopes as chips).
import { useState } from 'react';
import { parseScope, isAdmin } from '../../../shared/domain/access/scopes';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { sessionUser, useSignals } from '../../../shared/state';
import { initialsOf } from '../../../shared/ui/format';
import { Badge, Card, PageHeader } from '../../../shared/ui/Surface';
import * as css from './profile.css';

export function ProfilePage() {
  useSignals();
  const user = sessionUser.value;
  const [hasPhotoFailed, setHasPhotoFailed] = useState(false);
  if (!user) return null;
  const scopes = parseScope(user.scope);

  return (
    <>
      <PageHeader title={PAGES.profile.title} />
      <Card className={css.card} aria-label="Profile details">
        <div className={css.identity}>
          {user.photo && !hasPhotoFailed ? (
            <img className={css.avatar} src={user.photo} alt="" onError={() => setHasPhotoFailed(true)} />
          ) : (
            <span className={css.avatar} aria-hidden="true">
              {initialsOf(user.name)}
            </span>
          )}
          <div>
            <h2 className={css.name}>{user.name}</h2>
            <p className={css.designation}>{user.designation || 'No designation'}</p>
          </div>
        </div>
        <dl className={css.details}>
          <dt className={css.term}>Username</dt>
          <dd className={css.value}>
            <Badge>{user.username}</Badge>
          </dd>
          <dt className={css.term}>Role</dt>
          <dd className={css.value}>
            <Badge tone="brand">{user.role.toUpperCase()}</Badge>
          </dd>
          <dt className={css.term}>Scopes</dt>
          <dd className={css.value}>
            {isAdmin(user) ? (
              <Badge tone="success">All areas (admin)</Badge>
            ) : scopes.length > 0 ? (
              <ul className={css.chips} aria-label="Scopes">
                {scopes.map((scope) => (
                  <li key={scope}>
                    <Badge>{scope}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <span>None</span>
            )}
          </dd>
        </dl>
      </Card>
    </>
  );
}
