// Spec 2.5 Filters: a category select with All.
import { useState } from 'react';
import type { CategoryDto } from '../../../../shared/contract/menu';
import { SelectField } from '../../../../shared/ui/forms/Field';
import { FormDialog } from '../../../../shared/ui/dialogs/FormDialog';
import { ALL_CATEGORIES } from '../catalog';

export function FiltersDialog({
  categories,
  categoryId,
  onApply,
  onClose,
}: {
  categories: readonly CategoryDto[];
  categoryId: string;
  onApply: (categoryId: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(categoryId);
  const options = [
    { value: ALL_CATEGORIES, label: 'All' },
    ...categories.map((category) => ({ value: String(category.id), label: category.title })),
  ];
  return (
    <FormDialog title="Filters" submitLabel="Apply" size="sm" onClose={onClose} onSubmit={() => onApply(value)}>
      <SelectField label="Category" value={value} onValueChange={setValue} options={options} />
    </FormDialog>
  );
}
