// The cancel confirmations of the Orders screen as voids with a reason. The dialog with the reason field
// is a lazy chunk (the POS bundle's first load stays within budget); until it is in (a moment, the first time) or
// when it cannot be fetched (offline) the spec's plain confirmation is shown, so cancelling always works as the
// spec says.
import { ConfirmDialog } from '../../../shared/ui/dialogs/ConfirmDialog';
import { useLazyModule } from '../../../shared/ui/deferred/lazyModule';
import type { VoidDialogProps } from './VoidDialog';

const loadVoidDialog = () => import('./VoidDialog');

export function VoidConfirm(props: VoidDialogProps) {
  const module = useLazyModule(loadVoidDialog, true, () => undefined);
  if (module) return <module.VoidDialog {...props} />;
  return <ConfirmDialog {...props} onConfirm={() => props.onConfirm('')} />;
}
