// Spec 2.13 Categories: a table of ID, Title, Actions with add and update dialogs.
import { useState } from 'react';
import { addCategory, deleteCategory, listCategories, updateCategory } from '../../../../shared/api/settings';
import { categoryAddBody, categoryUpdateBody, type CategoryDto } from '../../../../shared/contract/settings';
import { ERROR_DEFAULTS } from '../../../../shared/domain/messages';
import { PAGES, SETTINGS_PAGES } from '../../../../shared/domain/permissions';
import { Button, IconButton } from '../../../../shared/ui/Button';
import { DataTable, RowActions, type Column } from '../../../../shared/ui/DataTable';
import { TextField } from '../../../../shared/ui/Field';
import { FormDialog } from '../../../../shared/ui/FormDialog';
import { EmptyState } from '../../../../shared/ui/Surface';
import { useLoad } from '../../../../shared/ui/useLoad';
import { checkedInput, runAction } from '../common/feedback';
import { Breadcrumb, useDeleteConfirmation, LoadView, SectionHeader } from '../common/Section';

type Editing = { mode: 'add' } | { mode: 'update'; category: CategoryDto };

export function CategoriesPage() {
  const { state, reload } = useLoad(async () => (await listCategories()).categories);
  const [editing, setEditing] = useState<Editing | null>(null);
  const deletion = useDeleteConfirmation<CategoryDto>((row) => deleteCategory(row.id), reload);

  const columns: Column<CategoryDto>[] = [
    { key: 'id', header: 'ID', renderCell: (row) => row.id, isShrink: true, isNumeric: true },
    { key: 'title', header: 'Title', renderCell: (row) => row.title, isRowHeader: true },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      isShrink: true,
      renderCell: (row) => (
        <RowActions>
          <IconButton icon="edit" label={`Edit ${row.title}`} onClick={() => setEditing({ mode: 'update', category: row })} />
          <IconButton icon="trash" label={`Delete ${row.title}`} onClick={() => deletion.ask(row)} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <Breadcrumb
        items={[
          { label: PAGES.settings.title, href: PAGES.settings.path },
          { label: SETTINGS_PAGES.menuItems.title, href: SETTINGS_PAGES.menuItems.path },
          { label: 'Categories' },
        ]}
      />
      <SectionHeader
        title="Categories"
        description="Groups of menu items, as the POS shows them."
        actions={
          <Button icon="plus" onClick={() => setEditing({ mode: 'add' })}>
            New
          </Button>
        }
      />
      <LoadView state={state} errorText={ERROR_DEFAULTS.dataLoad}>
        {(categories) =>
          categories.length === 0 ? (
            <EmptyState icon="orders" title="No categories yet." description="Add one to group your menu items." />
          ) : (
            <DataTable label="Categories" columns={columns} rows={categories} rowKey={(row) => row.id} />
          )
        }
      </LoadView>
      {editing ? (
        <CategoryDialog
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

function CategoryDialog({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: () => Promise<void> }) {
  const initial = editing.mode === 'update' ? editing.category : null;
  const [title, setTitle] = useState(initial?.title ?? '');

  async function handleSubmit() {
    const body = checkedInput(initial ? categoryUpdateBody : categoryAddBody, { title });
    if (!body) return;
    if (await runAction(() => (initial ? updateCategory(initial.id, body) : addCategory(body)))) await onSaved();
  }

  return (
    <FormDialog title={initial ? 'Update Category' : 'Add New Category'} onSubmit={handleSubmit} onClose={onClose} size="sm">
      <TextField label="Title" isRequired value={title} onValueChange={setTitle} maxLength={100} />
    </FormDialog>
  );
}
