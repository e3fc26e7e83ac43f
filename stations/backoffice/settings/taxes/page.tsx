// Spec 2.13 Tax Setup: a table of ID, Title, Rate (%), Type, Actions with add and update dialogs.
import { useState } from 'react';
import { addTax, deleteTax, listTaxes, updateTax } from '../../../../shared/api/taxes';
import { TAX_TYPES, taxAddBody, taxUpdateBody, type TaxDto } from '../../../../shared/contract/taxes';
import { DataTable, type Column } from '../../../../shared/ui/DataTable';
import { FieldRow, NumberField, SelectField, TextField } from '../../../../shared/ui/forms/Field';
import { hint } from '../../../../shared/ui/forms/form.css';
import { Badge } from '../../../../shared/ui/Surface';
import { rateText } from '../../common/money';
import { saveChecked } from '../../common/feedback';
import { actionsColumn, EditFormDialog, idColumn, ListPage, titleColumn, type EditDialogProps } from '../../common/ListPage';
import { settingsPage } from '../settingsPages';

const TYPE_LABELS: Record<TaxDto['type'], string> = { exclusive: 'Exclusive', inclusive: 'Inclusive' };
const TYPE_OPTIONS = TAX_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));
const TYPE_HINT = 'Exclusive adds the tax on top of the price; inclusive takes it out of the price.';

const rateColumn: Column<TaxDto> = {
  key: 'rate',
  header: 'Rate (%)',
  renderCell: (row) => rateText(row.rate),
  isShrink: true,
  isNumeric: true,
};
const typeColumn: Column<TaxDto> = {
  key: 'type',
  header: 'Type',
  renderCell: (row) => <Badge tone={row.type === 'inclusive' ? 'neutral' : 'brand'}>{TYPE_LABELS[row.type] ?? row.type}</Badge>,
  isShrink: true,
};

async function loadTaxes() {
  return (await listTaxes()).taxes;
}

export default function TaxSetupPage() {
  return (
    <ListPage
      title={settingsPage('taxes').title}
      description="Taxes you can give menu items."
      load={loadTaxes}
      remove={(row) => deleteTax(row.id)}
      empty={{ icon: 'invoices', title: 'No taxes yet.', description: 'Add the taxes your menu items carry.' }}
      renderRows={(taxes, actions) => (
        <DataTable
          label="Taxes"
          columns={[idColumn(), titleColumn(), rateColumn, typeColumn, actionsColumn(actions)]}
          rows={taxes}
          rowKey={(row) => row.id}
        />
      )}
      EditDialog={TaxDialog}
    />
  );
}

function TaxDialog(props: EditDialogProps<TaxDto>) {
  const { row } = props;
  const [title, setTitle] = useState(row?.title ?? '');
  const [rate, setRate] = useState(rateText(row?.rate));
  const [type, setType] = useState<string>(row?.type ?? '');
  const save = () =>
    row
      ? saveChecked(taxUpdateBody, { title, rate, type }, (body) => updateTax(row.id, body))
      : saveChecked(taxAddBody, { title, rate, type }, addTax);

  return (
    <EditFormDialog {...props} noun="Tax" save={save}>
      <TextField label="Title" isRequired value={title} onValueChange={setTitle} maxLength={100} placeholder="VAT" />
      <FieldRow>
        <NumberField label="Rate (%)" isRequired value={rate} onValueChange={setRate} placeholder="5" />
        <SelectField label="Type" isRequired value={type} onValueChange={setType} options={TYPE_OPTIONS} placeholder="Select type" />
      </FieldRow>
      <p className={hint}>{TYPE_HINT}</p>
    </EditFormDialog>
  );
}
