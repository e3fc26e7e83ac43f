// Spec 2.13 Tables: a card grid 'title - floor' with seating capacity; New → Add New Table, Edit →
// Update Table, Delete after the confirmation.
import { useState } from 'react';
import { addStoreTable, deleteStoreTable, listStoreTables, updateStoreTable } from '../../../../shared/api/settings';
import { storeTableBody, type StoreTableDto } from '../../../../shared/contract/settings';
import { ERROR_DEFAULTS } from '../../../../shared/domain/messages';
import { Button } from '../../../../shared/ui/Button';
import { FieldRow, NumberField, TextField } from '../../../../shared/ui/Field';
import { FormDialog } from '../../../../shared/ui/FormDialog';
import { Card, EmptyState } from '../../../../shared/ui/Surface';
import { useLoad } from '../../../../shared/ui/useLoad';
import * as css from '../common/common.css';
import { checkedInput, runAction } from '../common/feedback';
import { useDeleteConfirmation, LoadView, SectionHeader } from '../common/Section';

type Editing = { mode: 'add' } | { mode: 'update'; table: StoreTableDto };

export function tableName(table: StoreTableDto): string {
  return `${table.table_title} - ${table.floor}`;
}

export function TablesPage() {
  const { state, reload } = useLoad(async () => (await listStoreTables()).storeTables);
  const [editing, setEditing] = useState<Editing | null>(null);
  const deletion = useDeleteConfirmation<StoreTableDto>((row) => deleteStoreTable(row.id), reload);

  return (
    <>
      <SectionHeader
        title="Tables"
        description="Dine-in tables the POS and reservations offer."
        actions={
          <Button icon="plus" onClick={() => setEditing({ mode: 'add' })}>
            New
          </Button>
        }
      />
      <LoadView state={state} errorText={ERROR_DEFAULTS.dataLoad}>
        {(tables) =>
          tables.length === 0 ? (
            <EmptyState icon="reservations" title="No tables yet." description="Add the tables guests can sit at." />
          ) : (
            <ul className={css.cardGrid} aria-label="Tables">
              {tables.map((table) => (
                <li key={table.id}>
                  <Card className={css.gridCard} aria-label={tableName(table)}>
                    <h3 className={css.cardTitle}>{tableName(table)}</h3>
                    <p className={css.cardMeta}>Seating capacity: {table.seating_capacity}</p>
                    <div className={css.cardFooter}>
                      <Button variant="secondary" className={css.compactButton} icon="edit" onClick={() => setEditing({ mode: 'update', table })} aria-label={`Edit ${tableName(table)}`}>
                        Edit
                      </Button>
                      <Button variant="dangerOutline" className={css.compactButton} icon="trash" onClick={() => deletion.ask(table)} aria-label={`Delete ${tableName(table)}`}>
                        Delete
                      </Button>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </LoadView>
      {editing ? (
        <TableDialog
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await reload();
          }}
        />
      ) : null}
      {deletion.dialog}
    </>
  );
}

function TableDialog({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: () => Promise<void> }) {
  const initial = editing.mode === 'update' ? editing.table : null;
  const [title, setTitle] = useState(initial?.table_title ?? '');
  const [floor, setFloor] = useState(initial?.floor ?? '');
  const [seatingCapacity, setSeatingCapacity] = useState(initial ? String(initial.seating_capacity) : '');

  async function handleSubmit() {
    const body = checkedInput(storeTableBody, { title, floor, seatingCapacity });
    if (!body) return;
    const isSaved = await runAction(() => (initial ? updateStoreTable(initial.id, body) : addStoreTable(body)));
    if (isSaved) await onSaved();
  }

  return (
    <FormDialog title={initial ? 'Update Table' : 'Add New Table'} onSubmit={handleSubmit} onClose={onClose}>
      <TextField label="Title" isRequired value={title} onValueChange={setTitle} maxLength={100} placeholder="Table 7" />
      <FieldRow>
        <TextField label="Floor" isRequired value={floor} onValueChange={setFloor} maxLength={100} placeholder="Ground, or '-'" />
        <NumberField label="Seating Capacity" isRequired isInteger value={seatingCapacity} onValueChange={setSeatingCapacity} placeholder="4" />
      </FieldRow>
    </FormDialog>
  );
}
