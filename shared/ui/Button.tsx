import type { AnchorHTMLAttributes, ComponentPropsWithRef, ReactNode } from 'react';
import { button, fullWidth, iconButton } from './button.css';
import { Icon, type IconName } from './Icon';

export type ButtonVariant = keyof typeof button;

function classes(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** `ref` is a plain prop for function components in React 19 and Preact 11. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  icon?: IconName;
  isFullWidth?: boolean;
  children: ReactNode;
}

export function Button({ variant = 'primary', icon, isFullWidth, className, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={classes(button[variant], isFullWidth && fullWidth, className)} {...rest}>
      {icon ? <Icon name={icon} /> : null}
      {children}
    </button>
  );
}

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  icon?: IconName;
  href: string;
  children: ReactNode;
}

/** An anchor styled as a button (mailto:, cross-station links). */
export function LinkButton({ variant = 'primary', icon, className, children, ...rest }: LinkButtonProps) {
  return (
    <a className={classes(button[variant], className)} {...rest}>
      {icon ? <Icon name={icon} /> : null}
      {children}
    </a>
  );
}

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  icon: IconName;
  /** The accessible name: icon-only buttons must have one. */
  label: string;
  iconSize?: number;
}

export function IconButton({ icon, label, iconSize, className, type = 'button', title, ...rest }: IconButtonProps) {
  return (
    <button type={type} aria-label={label} title={title ?? label} className={classes(iconButton, className)} {...rest}>
      <Icon name={icon} size={iconSize ?? 20} />
    </button>
  );
}

export { classes };
