// Spec 2.5 / 5 Add Notes: at most 100 characters, with a counter.
import { useState } from 'react';
import { NOTES_MAX_LENGTH, type CartLine } from '../../../../shared/domain/cart';
import { TextAreaField } from '../../../../shared/ui/forms/Field';
import { FormDialog } from '../../../../shared/ui/dialogs/FormDialog';
import * as css from './dialogs.css';

export function NotesDialog({ line, onSave, onClose }: { line: CartLine; onSave: (notes: string) => void; onClose: () => void }) {
  const [notes, setNotes] = useState(line.notes ?? '');
  const subject = [line.item.title, line.variantTitle].filter(Boolean).join(' · ');
  return (
    <FormDialog title="Add Notes" submitLabel="Save Notes" size="sm" onClose={onClose} onSubmit={() => onSave(notes)}>
      <TextAreaField
        label={`Notes for ${subject}`}
        value={notes}
        onValueChange={(value) => setNotes(value.slice(0, NOTES_MAX_LENGTH))}
        maxLength={NOTES_MAX_LENGTH}
        placeholder="No onions, extra spicy…"
        hint={
          <span className={css.counter} aria-live="polite">
            {notes.length}/{NOTES_MAX_LENGTH}
          </span>
        }
        onKeyDown={(event) => {
          // Enter saves (a note is one line); Shift+Enter still breaks the line.
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
    </FormDialog>
  );
}
