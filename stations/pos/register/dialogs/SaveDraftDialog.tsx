// Spec 2.5 Save Cart Items to Drafts: a reference name; saving empties the cart.
import { useState } from 'react';
import { TextField } from '../../../../shared/ui/forms/Field';
import { FormDialog } from '../../../../shared/ui/dialogs/FormDialog';

const DRAFT_NAME_MAX_LENGTH = 60;

export function SaveDraftDialog({
  suggestedName,
  onSave,
  onClose,
}: {
  suggestedName: string;
  onSave: (nameRef: string) => void;
  onClose: () => void;
}) {
  const [nameRef, setNameRef] = useState(suggestedName);
  return (
    <FormDialog
      title="Save Cart Items to Drafts"
      submitLabel="Save Draft"
      size="sm"
      onClose={onClose}
      onSubmit={() => onSave(nameRef.trim() || suggestedName)}
    >
      <TextField
        label="Reference"
        hint="A name to find this cart again, e.g. the table or the guest."
        value={nameRef}
        onValueChange={setNameRef}
        maxLength={DRAFT_NAME_MAX_LENGTH}
        autoComplete="off"
        onFocus={(event) => event.currentTarget.select()}
      />
    </FormDialog>
  );
}
