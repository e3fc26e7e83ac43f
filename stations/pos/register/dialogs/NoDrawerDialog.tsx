// A cash payment refused because no drawer is open: the cart stays as it is, one tap opens the Drawer screen (its
// Back to the register returns here with the cart), or back to the payment to pay another way.
import { useRef } from 'react';
import { NO_OPEN_DRAWER_MESSAGE } from '../../../../shared/domain/drawers';
import { Button } from '../../../../shared/ui/Button';
import { Dialog, DialogBody } from '../../../../shared/ui/dialogs/Dialog';
import { actions } from '../../../../shared/ui/dialogs/dialog.css';

export function NoDrawerDialog({ onOpenDrawer, onBack, onClose }: { onOpenDrawer: () => void; onBack: () => void; onClose: () => void }) {
  const openRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title="No cash drawer open" onClose={onClose} initialFocusRef={openRef} role="alertdialog">
      <DialogBody>
        <p>{NO_OPEN_DRAWER_MESSAGE}</p>
        <p>The cart is kept: open a drawer, then come back and take the payment again.</p>
      </DialogBody>
      <div className={actions}>
        <Button variant="secondary" onClick={onBack}>
          Back to payment
        </Button>
        <Button ref={openRef} icon="lock" onClick={onOpenDrawer}>
          Open a drawer
        </Button>
      </div>
    </Dialog>
  );
}
