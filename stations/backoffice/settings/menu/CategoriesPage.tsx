// Spec 2.13 Categories: a table of ID, Title, Actions with add and update dialogs.
import { useState } from 'react';
import { addCategory, deleteCategory, listCategories, updateCategory } from '../../../../shared/api/menu';
import { categoryAddBody, categoryUpdateBody, type CategoryDto } from '../../../../shared/contract/menu';
import { PAGES } from '../../../../shared/domain/navigation/sitemap';
import { DataTable } from '../../../../shared/ui/DataTable';
import { TextField } from '../../../../shared/ui/forms/Field';
import { saveChecked } from '../../common/feedback';
import { actionsColumn, EditFormDialog, idColumn, ListPage, titleColumn, type EditDialogProps } from '../../common/ListPage';
import { Breadcrumb } from '../../common/Section';
import { settingsPage } from '../settingsPages';

async function loadCategories() {
  return (await listCategories()).categories;
}

export function CategoriesPage() {
  const menuItems = settingsPage('menu');
  return (
    <ListPage
      before={
        <Breadcrumb
          items={[
            { label: PAGES.settings.title, href: PAGES.settings.path },
            { label: menuItems.menuLabel, href: menuItems.path },
            { label: 'Categories' },
          ]}
        />
      }
      title="Categories"
      description="Groups of menu items, as the POS shows them."
      load={loadCategories}
      remove={(row) => deleteCategory(row.id)}
      empty={{ icon: 'orders', title: 'No categories yet.', description: 'Add one to group your menu items.' }}
      renderRows={(categories, actions) => (
        <DataTable
          label="Categories"
          columns={[idColumn(), titleColumn(), actionsColumn(actions)]}
          rows={categories}
          rowKey={(row) => row.id}
        />
      )}
      EditDialog={CategoryDialog}
    />
  );
}

function CategoryDialog(props: EditDialogProps<CategoryDto>) {
  const { row } = props;
  const [title, setTitle] = useState(row?.title ?? '');
  const save = () =>
    row
      ? saveChecked(categoryUpdateBody, { title }, (body) => updateCategory(row.id, body))
      : saveChecked(categoryAddBody, { title }, addCategory);

  return (
    <EditFormDialog {...props} noun="Category" save={save} size="sm">
      <TextField label="Title" isRequired value={title} onValueChange={setTitle} maxLength={100} />
    </EditFormDialog>
  );
}
