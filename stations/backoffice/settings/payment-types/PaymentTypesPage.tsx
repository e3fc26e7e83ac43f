// Spec 2.13 / 4 Payment Types: a table of ID and Title with an active switch (calls the API at once,
// optimistic with a rollback on failure), edit and delete; an add dialog and an update dialog with an
// 'Active?' switch.
import { useState } from 'react';
import {
  addPaymentType,
  deletePaymentType,
  listPaymentTypes,
  togglePaymentType,
  updatePaymentType,
} from '../../../../shared/api/settings';
import { paymentTypeAddBody, paymentTypeUpdateBody, type PaymentTypeDto } from '../../../../shared/contract/settings';
import { ERROR_DEFAULTS } from '../../../../shared/domain/messages';
import { notifyApiError, notifySuccess } from '../../../../shared/shell/toast';
import { Button, IconButton } from '../../../../shared/ui/Button';
import { DataTable, RowActions, type Column } from '../../../../shared/ui/DataTable';
import { Switch, TextField } from '../../../../shared/ui/Field';
import { FormDialog } from '../../../../shared/ui/FormDialog';
import { EmptyState } from '../../../../shared/ui/Surface';
import { useLoad } from '../../../../shared/ui/useLoad';
import { checkedInput, runAction } from '../common/feedback';
import { useDeleteConfirmation, LoadView, SectionHeader } from '../common/Section';

type Editing = { mode: 'add' } | { mode: 'update'; paymentType: PaymentTypeDto };

export function PaymentTypesPage() {
  const { state, reload, update } = useLoad(async () => (await listPaymentTypes()).paymentTypes);
  const [editing, setEditing] = useState<Editing | null>(null);
  const deletion = useDeleteConfirmation<PaymentTypeDto>((row) => deletePaymentType(row.id), reload);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());

  function setActive(id: number, isActive: boolean) {
    update((rows) => rows.map((row) => (row.id === id ? { ...row, is_active: isActive } : row)));
  }

  async function handleToggle(row: PaymentTypeDto, isActive: boolean) {
    if (toggling.has(row.id)) return;
    setToggling((current) => new Set(current).add(row.id));
    setActive(row.id, isActive);
    try {
      const response = await togglePaymentType(row.id, isActive);
      notifySuccess(response.message);
      await reload();
    } catch (error) {
      // Roll the switch back: the server kept the old state.
      setActive(row.id, !isActive);
      notifyApiError(error, ERROR_DEFAULTS.generic);
    } finally {
      setToggling((current) => {
        const next = new Set(current);
        next.delete(row.id);
        return next;
      });
    }
  }

  const columns: Column<PaymentTypeDto>[] = [
    { key: 'id', header: 'ID', renderCell: (row) => row.id, isShrink: true, isNumeric: true },
    { key: 'title', header: 'Title', renderCell: (row) => row.title, isRowHeader: true },
    {
      key: 'active',
      header: 'Active',
      isShrink: true,
      renderCell: (row) => (
        <Switch
          label={row.is_active ? 'On' : 'Off'}
          aria-label={`${row.title} active`}
          checked={row.is_active}
          disabled={toggling.has(row.id)}
          onCheckedChange={(checked) => void handleToggle(row, checked)}
        />
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      isShrink: true,
      renderCell: (row) => (
        <RowActions>
          <IconButton icon="edit" label={`Edit ${row.title}`} onClick={() => setEditing({ mode: 'update', paymentType: row })} />
          <IconButton icon="trash" label={`Delete ${row.title}`} onClick={() => deletion.ask(row)} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <SectionHeader
        title="Payment Types"
        description="How customers can pay; only active types are offered at checkout."
        actions={
          <Button icon="plus" onClick={() => setEditing({ mode: 'add' })}>
            New
          </Button>
        }
      />
      <LoadView state={state} errorText={ERROR_DEFAULTS.dataLoad}>
        {(paymentTypes) =>
          paymentTypes.length === 0 ? (
            <EmptyState icon="invoices" title="No payment types yet." description="Add cash, card or any other way to pay." />
          ) : (
            <DataTable label="Payment types" columns={columns} rows={paymentTypes} rowKey={(row) => row.id} />
          )
        }
      </LoadView>
      {editing ? (
        <PaymentTypeDialog
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

function PaymentTypeDialog({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: () => Promise<void> }) {
  const initial = editing.mode === 'update' ? editing.paymentType : null;
  const [title, setTitle] = useState(initial?.title ?? '');
  const [isActive, setIsActive] = useState(initial?.is_active ?? true);

  async function handleSubmit() {
    if (initial) {
      const body = checkedInput(paymentTypeUpdateBody, { title, isActive });
      if (!body) return;
      if (await runAction(() => updatePaymentType(initial.id, body))) await onSaved();
      return;
    }
    // A new payment type is active (the add dialog has only its title).
    const body = checkedInput(paymentTypeAddBody, { title, isActive: true });
    if (!body) return;
    if (await runAction(() => addPaymentType(body))) await onSaved();
  }

  return (
    <FormDialog title={initial ? 'Update Payment Type' : 'Add New Payment Type'} onSubmit={handleSubmit} onClose={onClose} size="sm">
      <TextField label="Title" isRequired value={title} onValueChange={setTitle} maxLength={100} placeholder="Cash" />
      {initial ? <Switch label="Active?" checked={isActive} onCheckedChange={setIsActive} /> : null}
    </FormDialog>
  );
}
