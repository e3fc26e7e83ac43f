// A card's Edit (or Update) and Delete buttons, compact so two fit a narrow card. Where a page shows several cards
// with the same buttons to a screen reader, `name` names them after the card ('Edit Table 1', 'Delete Table 1').
import { Button } from '../../../shared/ui/Button';
import { compactButton } from './common.css';

export interface EditDeleteButtonsProps {
  onEdit: () => void;
  onDelete: () => void;
  editLabel?: 'Edit' | 'Update';
  name?: string;
}

export function EditDeleteButtons({ onEdit, onDelete, editLabel = 'Edit', name }: EditDeleteButtonsProps) {
  const named = (action: string) => (name === undefined ? undefined : `${action} ${name}`);
  return (
    <>
      <Button variant="secondary" className={compactButton} icon="edit" onClick={onEdit} aria-label={named(editLabel)}>
        {editLabel}
      </Button>
      <Button variant="dangerOutline" className={compactButton} icon="trash" onClick={onDelete} aria-label={named('Delete')}>
        Delete
      </Button>
    </>
  );
}
