// A button (or link) driven by the command registry: label, shortcut hint and enabled state come from
// the command, the click performs it (conventions 13).
import { createContext, useContext, type ReactNode } from 'react';
import { StationLink } from '../../../../shared/shell/StationLink';
import { Button, classes, type ButtonVariant } from '../../../../shared/ui/Button';
import { button } from '../../../../shared/ui/button.css';
import { Icon, type IconName } from '../../../../shared/ui/Icon';
import { posCommand, type PosCommandContext, type PosCommandId } from '../commands';

export const CommandContext = createContext<PosCommandContext | null>(null);

export function useCommandContext(): PosCommandContext {
  const context = useContext(CommandContext);
  if (!context) throw new Error('CommandButton outside the POS terminal');
  return context;
}

export interface CommandButtonProps {
  command: PosCommandId;
  variant?: ButtonVariant;
  icon?: IconName;
  className?: string;
  /** Overrides the registry label (e.g. an icon-only or shorter button); the accessible name stays the label. */
  children?: ReactNode;
}

export function CommandButton({ command: id, variant = 'secondary', icon, className, children }: CommandButtonProps) {
  const context = useCommandContext();
  const command = posCommand(id);
  const title = `${command.label} (${command.shortcut.label})`;
  if (command.href) {
    return (
      <StationLink
        href={command.href}
        className={classes(button[variant], className)}
        title={title}
        aria-keyshortcuts={command.shortcut.aria}
      >
        {icon ? <Icon name={icon} /> : null}
        {children ?? command.label}
      </StationLink>
    );
  }
  return (
    <Button
      variant={variant}
      icon={icon}
      className={className}
      title={title}
      aria-keyshortcuts={command.shortcut.aria}
      disabled={!command.isEnabled(context)}
      onClick={() => command.perform(context)}
    >
      {children ?? command.label}
    </Button>
  );
}
