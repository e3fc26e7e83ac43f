// Spec 2.13 Tables: a card grid 'title - floor' with seating capacity; New → Add New Table, Edit →
// Update Table, Delete after the confirmation.
import { useState } from 'react';
import { addStoreTable, deleteStoreTable, listStoreTables, updateStoreTable } from '../../../../shared/api/storeTables';
import { storeTableBody, type StoreTableDto } from '../../../../shared/contract/storeTables';
import { FieldRow, NumberField, TextField } from '../../../../shared/ui/forms/Field';
import * as css from '../../common/common.css';
import { saveChecked } from '../../common/feedback';
import { EditFormDialog, ListCards, ListPage, type EditDialogProps } from '../../common/ListPage';
import { settingsPage } from '../settingsPages';
import { lazyPage } from '../../../../shared/ui/deferred/lazyPage';

// The floor plan editor is a chunk of its own: the table list opens without it.
const FloorPlanEditor = lazyPage(() => import('./FloorPlanEditor'), 'FloorPlanEditor');
const TableServiceEditor = lazyPage(() => import('./TableServiceEditor'), 'TableServiceEditor');

function tableName(table: StoreTableDto): string {
  return `${table.table_title} - ${table.floor}`;
}

async function loadTables() {
  return (await listStoreTables()).storeTables;
}

export default function TablesPage() {
  return (
    <>
      <ListPage
        title={settingsPage('tables').title}
        description="Dine-in tables the POS and reservations offer."
        load={loadTables}
        remove={(row) => deleteStoreTable(row.id)}
        empty={{ icon: 'reservations', title: 'No tables yet.', description: 'Add the tables guests can sit at.' }}
        renderRows={(tables, actions) => (
          <ListCards
            label="Tables"
            rows={tables}
            actions={actions}
            titleOf={tableName}
            renderDetails={(table) => <p className={css.cardMeta}>Seating capacity: {table.seating_capacity}</p>}
          />
        )}
        EditDialog={TableDialog}
      />
      <FloorPlanEditor />
      <TableServiceEditor />
    </>
  );
}

function TableDialog(props: EditDialogProps<StoreTableDto>) {
  const { row } = props;
  const [title, setTitle] = useState(row?.table_title ?? '');
  const [floor, setFloor] = useState(row?.floor ?? '');
  const [seatingCapacity, setSeatingCapacity] = useState(row ? String(row.seating_capacity) : '');
  const save = () =>
    saveChecked(storeTableBody, { title, floor, seatingCapacity }, (body) => (row ? updateStoreTable(row.id, body) : addStoreTable(body)));

  return (
    <EditFormDialog {...props} noun="Table" save={save}>
      <TextField label="Title" isRequired value={title} onValueChange={setTitle} maxLength={100} placeholder="Table 7" />
      <FieldRow>
        <TextField label="Floor" isRequired value={floor} onValueChange={setFloor} maxLength={100} placeholder="Ground, or '-'" />
        <NumberField
          label="Seating Capacity"
          isRequired
          isInteger
          value={seatingCapacity}
          onValueChange={setSeatingCapacity}
          placeholder="4"
        />
      </FieldRow>
    </EditFormDialog>
  );
}
