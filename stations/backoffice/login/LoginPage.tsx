// Spec 2.2 login screen, 5 (login validation) and 8 (sign-in messages).
import { useLayoutEffect, useRef, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { signin } from '../../../shared/api/session';
import { hasAuthFlag } from '../../../shared/api/authFlag';
import { messageOf } from '../../../shared/api/errors';
import { ERROR_DEFAULTS, LOADING_TEXT, LOGIN_MESSAGES } from '../../../shared/domain/messages';
import { landingPathFor } from '../../../shared/domain/navigation/sitemap';
import { goTo } from '../../../shared/shell/station';
import { notifyError, notifyLoading, notifySuccess } from '../../../shared/shell/toast';
import { sessionUser, setSessionUser } from '../../../shared/state';
import { Button } from '../../../shared/ui/Button';
import { Logo } from '../../../shared/ui/Logo';
import { useDocumentTitle } from '../../../shared/ui/useDocumentTitle';
import * as css from './login.css';

/** Spec 2.2: with the cookie and a stored user, skip the form (replacing history). */
function signedInLanding(): string | null {
  const user = sessionUser.peek();
  return hasAuthFlag() && user ? landingPathFor(user) : null;
}

export function LoginPage() {
  useDocumentTitle('Login');
  const [landing] = useState(signedInLanding);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    if (landing) goTo(landing, { replace: true });
  }, [landing]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    // Spec 5: checked before any call, each with its own toast and focus.
    if (username.trim() === '') {
      notifyError(LOGIN_MESSAGES.usernameRequired);
      usernameRef.current?.focus();
      return;
    }
    if (password === '') {
      notifyError(LOGIN_MESSAGES.passwordRequired);
      passwordRef.current?.focus();
      return;
    }
    setIsBusy(true);
    const toastId = notifyLoading(LOADING_TEXT);
    try {
      const response = await signin({ username: username.trim(), password });
      setSessionUser(response.user);
      notifySuccess(response.message, toastId);
      goTo(landingPathFor(response.user));
    } catch (error) {
      notifyError(messageOf(error, ERROR_DEFAULTS.generic), toastId);
      setIsBusy(false);
    }
  }

  if (landing) return null;

  return (
    <main className={css.page}>
      <div className={css.card}>
        <div className={css.brand}>
          <Logo size={52} />
        </div>
        <h1 className={css.heading}>Sign in</h1>
        <p className={css.subheading}>Use your staff username and password.</p>
        <form className={css.form} noValidate onSubmit={handleSubmit} aria-label="Login">
          <LoginField
            label="Username"
            ref={usernameRef}
            id="login-username"
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <LoginField
            label="Password"
            ref={passwordRef}
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" className={css.submit} isFullWidth disabled={isBusy} aria-busy={isBusy}>
            Login
          </Button>
        </form>
        <p className={css.footer}>Brigade · restaurant point of sale</p>
      </div>
    </main>
  );
}

/** A required field of the form (the page keeps its own small styles: the shared form fields are not in this first load). */
function LoginField({ label, ...input }: { label: string; id: string } & ComponentPropsWithRef<'input'>) {
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={input.id}>
        {label}
        <span className={css.required} aria-hidden="true">
          *
        </span>
      </label>
      <input className={css.input} required {...input} />
    </div>
  );
}
