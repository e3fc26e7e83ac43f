// Spec 2.5 POS actions as one command registry (conventions 13): each command's label, shortcut, enabled?
// and perform are read by the header and cart buttons, the keyboard handler and the shortcuts help dialog.
import type { DeliveryType } from '../../../shared/contract/posTypes';
import { PAGES } from '../../../shared/domain/navigation/sitemap';

/** Everything a command may do on the terminal; PosTerminal provides it. */
export interface PosCommandContext {
  isBusy: boolean;
  newOrder(): void;
  openDrafts(): void;
  saveDraft(): void;
  sendForProcessing(): void;
  createReceiptAndPay(): void;
  searchCustomer(): void;
  openFilters(): void;
  focusSearch(): void;
  openShortcuts(): void;
  goToTableOrders(): void;
  /** The cash drawer: open with a counted float, movements, the close. */
  goToDrawer(): void;
  goToFloor(): void;
  /** The outbox: the orders kept while the server could not be reached. */
  openOutbox(): void;
  /** The dining option's segmented buttons: the chosen one again clears it (spec 2.5's empty option). */
  toggleDiningOption(type: DeliveryType): void;
  openTablePicker(): void;
}

interface Shortcut {
  /** KeyboardEvent.code for Alt shortcuts (layout- and macOS-Option-proof), else KeyboardEvent.key. */
  code?: string;
  key?: string;
  alt?: boolean;
  /** As shown to people ('Alt+N', '/'). */
  label: string;
  /** For aria-keyshortcuts. */
  aria: string;
}

export type PosCommandId =
  | 'new'
  | 'drafts'
  | 'tableOrders'
  | 'drawer'
  | 'floor'
  | 'saveDraft'
  | 'send'
  | 'pay'
  | 'customer'
  | 'filters'
  | 'search'
  | 'shortcuts'
  | 'outbox'
  | 'dinein'
  | 'delivery'
  | 'takeaway'
  | 'table';

export interface PosCommand {
  id: PosCommandId;
  /** The button's text. */
  label: string;
  /** What the help dialog says it does. */
  description: string;
  shortcut: Shortcut;
  /** A plain key (no modifier) must not fire while the cashier types in a field. */
  isEnabled(context: PosCommandContext): boolean;
  perform(context: PosCommandContext): void;
  /** Commands that navigate render as links. */
  href?: string;
}

const always = () => true;
const whenIdle = (context: PosCommandContext) => !context.isBusy;

const alt = (letter: string): Shortcut => ({ code: `Key${letter}`, alt: true, label: `Alt+${letter}`, aria: `Alt+${letter}` });

export const POS_COMMANDS: readonly PosCommand[] = [
  {
    id: 'new',
    label: 'New',
    description: 'New order: clears the cart and the customer',
    shortcut: alt('N'),
    isEnabled: whenIdle,
    perform: (context) => context.newOrder(),
  },
  {
    id: 'drafts',
    label: 'Drafts List',
    description: 'Open the saved drafts',
    shortcut: alt('L'),
    isEnabled: whenIdle,
    perform: (context) => context.openDrafts(),
  },
  {
    id: 'tableOrders',
    label: 'Table Orders',
    description: 'Go to the orders of the tables',
    shortcut: alt('T'),
    isEnabled: always,
    perform: (context) => context.goToTableOrders(),
    href: PAGES.orders.path,
  },
  {
    id: 'drawer',
    label: 'Drawer',
    description: 'The cash drawer: open it with a counted float, pay in or out, safe drop, the X report, close it',
    shortcut: alt('R'),
    isEnabled: always,
    perform: (context) => context.goToDrawer(),
    href: PAGES.drawer.path,
  },
  {
    id: 'floor',
    label: 'Floor',
    description: 'Go to the floor plan: every table and its status',
    shortcut: alt('F'),
    isEnabled: always,
    perform: (context) => context.goToFloor(),
    href: PAGES.floor.path,
  },
  {
    id: 'saveDraft',
    label: 'Draft',
    description: 'Save the cart items to drafts',
    shortcut: alt('S'),
    isEnabled: whenIdle,
    perform: (context) => context.saveDraft(),
  },
  {
    id: 'send',
    label: 'Send for Processing',
    description: 'Send the order to the kitchen (pay later)',
    shortcut: alt('O'),
    isEnabled: whenIdle,
    perform: (context) => context.sendForProcessing(),
  },
  {
    id: 'pay',
    label: 'Create Receipt & Pay',
    description: 'Collect payment and send the order',
    shortcut: alt('P'),
    isEnabled: whenIdle,
    perform: (context) => context.createReceiptAndPay(),
  },
  {
    id: 'customer',
    label: 'Search Customer',
    description: 'Find a customer by phone',
    shortcut: alt('C'),
    isEnabled: whenIdle,
    perform: (context) => context.searchCustomer(),
  },
  {
    id: 'filters',
    label: 'Filters',
    description: 'Filter the menu by category',
    shortcut: alt('G'),
    isEnabled: always,
    perform: (context) => context.openFilters(),
  },
  {
    id: 'outbox',
    label: 'Outbox',
    description: 'Orders kept while offline: sent when the connection returns, or edit and discard',
    shortcut: alt('Q'),
    isEnabled: always,
    perform: (context) => context.openOutbox(),
  },
  // Alt+letter, not Alt+digit: Chrome on Linux switches tabs on Alt+1…8 before the page sees the key.
  {
    id: 'dinein',
    label: 'Dine-In',
    description: 'Dining option Dine-In (again: no dining option)',
    shortcut: alt('I'),
    isEnabled: whenIdle,
    perform: (context) => context.toggleDiningOption('dinein'),
  },
  {
    id: 'delivery',
    label: 'Delivery',
    description: 'Dining option Delivery (again: no dining option)',
    shortcut: alt('V'),
    isEnabled: whenIdle,
    perform: (context) => context.toggleDiningOption('delivery'),
  },
  {
    id: 'takeaway',
    label: 'Take Away',
    description: 'Dining option Take Away (again: no dining option)',
    shortcut: alt('A'),
    isEnabled: whenIdle,
    perform: (context) => context.toggleDiningOption('takeaway'),
  },
  {
    id: 'table',
    label: 'Table',
    description: 'Pick the table (type its number, then Enter)',
    shortcut: alt('B'),
    isEnabled: whenIdle,
    perform: (context) => context.openTablePicker(),
  },
  {
    id: 'search',
    label: 'Search Item',
    description: 'Search the menu (Enter adds the first match)',
    shortcut: { key: '/', label: '/', aria: '/' },
    isEnabled: always,
    perform: (context) => context.focusSearch(),
  },
  {
    id: 'shortcuts',
    label: 'Keyboard shortcuts',
    description: 'Show this list',
    shortcut: { key: '?', label: '?', aria: 'Shift+?' },
    isEnabled: always,
    perform: (context) => context.openShortcuts(),
  },
];

export function posCommand(id: PosCommandId): PosCommand {
  const command = POS_COMMANDS.find((candidate) => candidate.id === id);
  if (!command) throw new Error(`Unknown POS command ${id}`);
  return command;
}

export interface KeyLike {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

function matchesShortcut(event: KeyLike, shortcut: Shortcut): boolean {
  if (event.ctrlKey || event.metaKey) return false;
  if (shortcut.alt) return event.altKey && !event.shiftKey && event.code === shortcut.code;
  return !event.altKey && event.key === shortcut.key;
}

/**
 * The command a key press asks for. Plain-key shortcuts ('/', '?') are ignored while typing in a field,
 * so '/' can still be typed into a note; Alt shortcuts work everywhere.
 */
export function commandForKey(event: KeyLike, isTyping: boolean): PosCommand | undefined {
  return POS_COMMANDS.find((command) => matchesShortcut(event, command.shortcut) && (command.shortcut.alt || !isTyping));
}

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true;
  if (element.tagName !== 'INPUT') return false;
  const type = (element as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
}
