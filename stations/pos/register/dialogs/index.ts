// The POS terminal's dialogs, one lazy chunk (kept out of the POS's first download): PosTerminal.tsx imports this module only through
// import(), fetches it when the browser is idle after the terminal is up, and opens a dialog from it on demand.
export { ChoiceDialog } from './ChoiceDialog';
export { CustomerSearchDialog } from './CustomerSearchDialog';
export { DraftsDialog } from './DraftsDialog';
export { FiltersDialog } from './FiltersDialog';
export { NoDrawerDialog } from './NoDrawerDialog';
export { NotesDialog } from './NotesDialog';
export { OrderSentDialog } from './OrderSentDialog';
export { OutboxFlow } from './OutboxFlow';
export { PaymentDialog } from './PaymentDialog';
export { SaveDraftDialog } from './SaveDraftDialog';
export { SendOrderDialog } from './SendOrderDialog';
export { ShortcutsDialog } from './ShortcutsDialog';
export { TablePickerDialog } from './TablePickerDialog';
