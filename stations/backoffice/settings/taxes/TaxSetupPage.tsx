// Spec 2.13 Tax Setup: a table of ID, Title, Rate (%), Type, Actions with add and update dialogs.
import { useState } from 'react';
import { addTax, deleteTax, listTaxes, updateTax } from '../../../../shared/api/settings';
import { TAX_TYPES, taxAddBody, taxUpdateBody, type TaxDto } from '../../../../shared/contract/settings';
import { ERROR_DEFAULTS } from '../../../../shared/domain/messages';
import { Button, IconButton } from '../../../../shared/ui/Button';
import { DataTable, RowActions, type Column } from '../../../../shared/ui/DataTable';
import { FieldRow, NumberField, SelectField, TextField } from '../../../../shared/ui/Field';
import { FormDialog } from '../../../../shared/ui/FormDialog';
import { hint } from '../../../../shared/ui/form.css';
import { Badge, EmptyState } from '../../../../shared/ui/Surface';
import { useLoad } from '../../../../shared/ui/useLoad';
import { checkedInput, runAction } from '../common/feedback';
import { rateText } from '../common/money';
import { useDeleteConfirmation, LoadView, SectionHeader } from '../common/Section';

type Editing = { mode: 'add' } | { mode: 'update'; tax: TaxDto };

const TYPE_LABELS: Record<TaxDto['type'], string> = { exclusive: 'Exclusive', inclusive: 'Inclusive' };
const TYPE_OPTIONS = TAX_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));
const TYPE_HINT = 'Exclusive adds the tax on top of the price; inclusive takes it out of the price.';

export function TaxSetupPage() {
  const { state, reload } = useLoad(async () => (await listTaxes()).taxes);
  const [editing, setEditing] = useState<Editing | null>(null);
  const deletion = useDeleteConfirmation<TaxDto>((row) => deleteTax(row.id), reload);

  const columns: Column<TaxDto>[] = [
    { key: 'id', header: 'ID', renderCell: (row) => row.id, isShrink: true, isNumeric: true },
    { key: 'title', header: 'Title', renderCell: (row) => row.title, isRowHeader: true },
    { key: 'rate', header: 'Rate (%)', renderCell: (row) => rateText(row.rate), isShrink: true, isNumeric: true },
    { key: 'type', header: 'Type', renderCell: (row) => <Badge tone={row.type === 'inclusive' ? 'neutral' : 'brand'}>{TYPE_LABELS[row.type] ?? row.type}</Badge>, isShrink: true },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      isShrink: true,
      renderCell: (row) => (
        <RowActions>
          <IconButton icon="edit" label={`Edit ${row.title}`} onClick={() => setEditing({ mode: 'update', tax: row })} />
          <IconButton icon="trash" label={`Delete ${row.title}`} onClick={() => deletion.ask(row)} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <SectionHeader
        title="Tax Setup"
        description="Taxes you can give menu items."
        actions={
          <Button icon="plus" onClick={() => setEditing({ mode: 'add' })}>
            New
          </Button>
        }
      />
      <LoadView state={state} errorText={ERROR_DEFAULTS.dataLoad}>
        {(taxes) =>
          taxes.length === 0 ? (
            <EmptyState icon="invoices" title="No taxes yet." description="Add the taxes your menu items carry." />
          ) : (
            <DataTable label="Taxes" columns={columns} rows={taxes} rowKey={(row) => row.id} />
          )
        }
      </LoadView>
      {editing ? (
        <TaxDialog
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

function TaxDialog({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: () => Promise<void> }) {
  const initial = editing.mode === 'update' ? editing.tax : null;
  const [title, setTitle] = useState(initial?.title ?? '');
  const [rate, setRate] = useState(rateText(initial?.rate));
  const [type, setType] = useState<string>(initial?.type ?? '');

  async function handleSubmit() {
    const body = checkedInput(initial ? taxUpdateBody : taxAddBody, { title, rate, type });
    if (!body) return;
    if (await runAction(() => (initial ? updateTax(initial.id, body) : addTax(body)))) await onSaved();
  }

  return (
    <FormDialog title={initial ? 'Update Tax' : 'Add New Tax'} onSubmit={handleSubmit} onClose={onClose}>
      <TextField label="Title" isRequired value={title} onValueChange={setTitle} maxLength={100} placeholder="VAT" />
      <FieldRow>
        <NumberField label="Rate (%)" isRequired value={rate} onValueChange={setRate} placeholder="5" />
        <SelectField label="Type" isRequired value={type} onValueChange={setType} options={TYPE_OPTIONS} placeholder="Select type" />
      </FieldRow>
      <p className={hint}>{TYPE_HINT}</p>
    </FormDialog>
  );
}
