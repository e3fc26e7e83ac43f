// The keyboard help, read from the same command registry as the buttons and the key handler.
import { Dialog, DialogBody } from '../../../../shared/ui/dialogs/Dialog';
import { POS_COMMANDS } from '../commands';
import * as css from './dialogs.css';

const SHORTCUTS_TITLE = 'Keyboard shortcuts';

const EXTRA = [
  { keys: 'Enter', description: 'In Search Item: add the first match' },
  { keys: 'Esc', description: 'Close a dialog, or clear the search' },
  { keys: 'Ctrl+K', description: 'Quick navigation to other pages' },
];

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const rows = [
    ...POS_COMMANDS.map((command) => ({ keys: command.shortcut.label, description: `${command.label}: ${command.description}` })),
    ...EXTRA,
  ];
  return (
    <Dialog title={SHORTCUTS_TITLE} onClose={onClose}>
      <DialogBody>
        <table className={css.shortcutTable} aria-label={SHORTCUTS_TITLE}>
          <tbody>
            {rows.map((row) => (
              <tr key={row.keys}>
                <th scope="row" className={css.shortcutKeys}>
                  <kbd className={css.kbd}>{row.keys}</kbd>
                </th>
                <td className={css.shortcutCell}>{row.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogBody>
    </Dialog>
  );
}
