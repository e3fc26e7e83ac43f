// Spec 2.13, 5, 7 and 8: the list-and-dialog page the settings lists share (tables, categories, taxes, payment
// types): a heading with New, the list with its loading / error / empty states, one add-or-update dialog
// ('Add New X' / 'Update X'), the delete confirmation, and the list reloaded after each change.
// The page brings its view of the rows and its dialog's fields; lists of titles with an active switch (payment
// types, discount reasons) also share the switch column and the title-and-switch dialog.
import { useState, type ComponentType, type ReactNode } from 'react';
import { ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { Button, IconButton } from '../../../shared/ui/Button';
import { DataTable, RowActions, type Column } from '../../../shared/ui/DataTable';
import { Switch, TextField } from '../../../shared/ui/forms/Field';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import type { IconName } from '../../../shared/ui/Icon';
import { Card, EmptyState } from '../../../shared/ui/Surface';
import { useLoad } from '../../../shared/ui/useLoad';
import { cardFooter, cardGrid, cardTitle, gridCard } from './common.css';
import { EditDeleteButtons } from './EditDeleteButtons';
import { LoadView, SectionHeader, useDeleteConfirmation } from './Section';

/** What the rows' view can do: open the update dialog, ask to delete, and change or reload the list. */
export interface ListActions<Row> {
  edit: (row: Row) => void;
  remove: (row: Row) => void;
  reload: () => Promise<void>;
  /** A local (optimistic) change to the rows on screen. */
  update: (change: (rows: Row[]) => Row[]) => void;
}

export interface EditDialogProps<Row> {
  /** The row to update, or null to add a new one. */
  row: Row | null;
  onClose: () => void;
  /** Closes the dialog and reloads the list. */
  onSaved: () => Promise<void>;
}

export interface ListPageProps<Row> {
  title: string;
  description: string;
  /** Above the heading (a breadcrumb). */
  before?: ReactNode;
  load: () => Promise<Row[]>;
  remove: (row: Row) => Promise<{ message: string }>;
  empty: { icon: IconName; title: string; description: string };
  renderRows: (rows: Row[], actions: ListActions<Row>) => ReactNode;
  EditDialog: ComponentType<EditDialogProps<Row>>;
}

export function ListPage<Row>({ title, description, before, load, remove, empty, renderRows, EditDialog }: ListPageProps<Row>) {
  const { state, reload, update } = useLoad(load);
  // `row: null` is the add dialog; no object at all, no dialog.
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const deletion = useDeleteConfirmation<Row>(remove, reload);
  const actions: ListActions<Row> = { edit: (row) => setEditing({ row }), remove: deletion.ask, reload, update };

  return (
    <>
      {before}
      <SectionHeader
        title={title}
        description={description}
        actions={
          <Button icon="plus" onClick={() => setEditing({ row: null })}>
            New
          </Button>
        }
      />
      <LoadView state={state} errorText={ERROR_DEFAULTS.dataLoad}>
        {(rows) => (rows.length === 0 ? <EmptyState {...empty} /> : renderRows(rows, actions))}
      </LoadView>
      {editing ? (
        <EditDialog
          row={editing.row}
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

export interface EditFormDialogProps<Row> extends EditDialogProps<Row> {
  /** 'Table' titles the dialogs 'Add New Table' and 'Update Table'. */
  noun: string;
  /** Runs the spec checks and the call, with their toasts; true when saved. */
  save: () => Promise<boolean>;
  size?: 'sm' | 'md';
  children: ReactNode;
}

/** The add-or-update dialog of a list page: its fields are the children. */
export function EditFormDialog<Row>({ row, onClose, onSaved, noun, save, size, children }: EditFormDialogProps<Row>) {
  async function handleSubmit() {
    if (await save()) await onSaved();
  }
  return (
    <FormDialog title={row ? `Update ${noun}` : `Add New ${noun}`} onSubmit={handleSubmit} onClose={onClose} size={size}>
      {children}
    </FormDialog>
  );
}

interface TitleActiveFields {
  title: string;
  isActive: boolean;
}

export interface TitleActiveDialogProps<Row> extends EditDialogProps<Row> {
  noun: string;
  /** The title field's example ('Cash'). */
  placeholder: string;
  /** Runs the spec checks and the call; a new row is active (its dialog has only the title). */
  save: (fields: TitleActiveFields) => Promise<boolean>;
  /** The list's own fields after the title and the switch (the page keeps their state). */
  children?: ReactNode;
}

/** The add-or-update dialog of a list of titles with an active switch: the title, and the switch when updating. */
export function TitleActiveDialog<Row extends TitleActiveRow>({
  noun,
  placeholder,
  save,
  children,
  ...props
}: TitleActiveDialogProps<Row>) {
  const { row } = props;
  const [title, setTitle] = useState(row?.title ?? '');
  const [isActive, setIsActive] = useState(row?.is_active ?? true);
  return (
    <EditFormDialog {...props} noun={noun} save={() => save({ title, isActive })} size="sm">
      <TextField label="Title" isRequired value={title} onValueChange={setTitle} maxLength={100} placeholder={placeholder} />
      {row ? <Switch label="Active?" checked={isActive} onCheckedChange={setIsActive} /> : null}
      {children}
    </EditFormDialog>
  );
}

// The columns the settings tables share.
export function idColumn<Row extends { id: number }>(): Column<Row> {
  return { key: 'id', header: 'ID', renderCell: (row) => row.id, isShrink: true, isNumeric: true };
}

export function titleColumn<Row extends { title: string }>(): Column<Row> {
  return { key: 'title', header: 'Title', renderCell: (row) => row.title, isRowHeader: true };
}

export interface ListCardsProps<Row> {
  /** The list's accessible name ('Tables'). */
  label: string;
  rows: Row[];
  actions: ListActions<Row>;
  /** The card's title; it also names the card and its buttons. */
  titleOf: (row: Row) => string;
  /** The card's lines under its title. */
  renderDetails: (row: Row) => ReactNode;
}

/** The rows as a grid of cards (tables, prep stations): the title, the page's lines, then Edit and Delete. */
export function ListCards<Row extends { id: number }>({ label, rows, actions, titleOf, renderDetails }: ListCardsProps<Row>) {
  return (
    <ul className={cardGrid} aria-label={label}>
      {rows.map((row) => (
        <li key={row.id}>
          <Card className={gridCard} aria-label={titleOf(row)}>
            <h3 className={cardTitle}>{titleOf(row)}</h3>
            {renderDetails(row)}
            <div className={cardFooter}>
              <EditDeleteButtons name={titleOf(row)} onEdit={() => actions.edit(row)} onDelete={() => actions.remove(row)} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

interface TitleActiveRow {
  id: number;
  title: string;
  is_active: boolean;
}

export interface TitleActiveTableProps<Row extends TitleActiveRow> {
  label: string;
  rows: Row[];
  actions: ListActions<Row>;
  /** Saves a switch's change. */
  onToggle: (row: Row, isActive: boolean) => void;
  /** The row's switch is disabled while true (its change is on its way). */
  isBusy?: (row: Row) => boolean;
  /** The list's own columns, after the title. */
  columnsAfterTitle?: Column<Row>[];
}

/** The table of a list of titles with an active switch: ID, Title, Active ('On' / 'Off') and the row's actions. */
export function TitleActiveTable<Row extends TitleActiveRow>({
  label,
  rows,
  actions,
  onToggle,
  isBusy,
  columnsAfterTitle = [],
}: TitleActiveTableProps<Row>) {
  return (
    <DataTable
      label={label}
      columns={[idColumn<Row>(), titleColumn<Row>(), ...columnsAfterTitle, activeColumn(onToggle, isBusy), actionsColumn(actions)]}
      rows={rows}
      rowKey={(row) => row.id}
    />
  );
}

/** The row's active switch, named '<title> active'. */
function activeColumn<Row extends TitleActiveRow>(
  onToggle: (row: Row, isActive: boolean) => void,
  isBusy?: (row: Row) => boolean,
): Column<Row> {
  return {
    key: 'active',
    header: 'Active',
    isShrink: true,
    renderCell: (row) => (
      <Switch
        label={row.is_active ? 'On' : 'Off'}
        aria-label={`${row.title} active`}
        checked={row.is_active}
        disabled={isBusy?.(row)}
        onCheckedChange={(checked) => onToggle(row, checked)}
      />
    ),
  };
}

/** Edit and delete buttons named after the row ('Edit VAT', 'Delete VAT'). */
export function actionsColumn<Row extends { title: string }>(actions: ListActions<Row>): Column<Row> {
  return {
    key: 'actions',
    header: 'Actions',
    align: 'end',
    isShrink: true,
    renderCell: (row) => (
      <RowActions>
        <IconButton icon="edit" label={`Edit ${row.title}`} onClick={() => actions.edit(row)} />
        <IconButton icon="trash" label={`Delete ${row.title}`} onClick={() => actions.remove(row)} />
      </RowActions>
    ),
  };
}
