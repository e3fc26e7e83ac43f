// Spec 2.13 / 4 Payment Types: a table of ID and Title with an active switch (calls the API at once,
// optimistic with a rollback on failure), edit and delete; an add dialog and an update dialog with an
// 'Active?' switch.
import { useState } from 'react';
import { addPaymentType, deletePaymentType, listPaymentTypes, togglePaymentType, updatePaymentType } from '../../../../shared/api/settings';
import { paymentTypeAddBody, paymentTypeUpdateBody, type PaymentTypeDto } from '../../../../shared/contract/settings';
import { ERROR_DEFAULTS } from '../../../../shared/domain/messages';
import { notifyApiError, notifySuccess } from '../../../../shared/shell/toast';
import { saveChecked } from '../../common/feedback';
import { ListPage, TitleActiveDialog, TitleActiveTable, type EditDialogProps, type ListActions } from '../../common/ListPage';
import { settingsPage } from '../settingsPages';

async function loadPaymentTypes() {
  return (await listPaymentTypes()).paymentTypes;
}

export default function PaymentTypesPage() {
  return (
    <ListPage
      title={settingsPage('payment-types').title}
      description="How customers can pay; only active types are offered at checkout."
      load={loadPaymentTypes}
      remove={(row) => deletePaymentType(row.id)}
      empty={{ icon: 'invoices', title: 'No payment types yet.', description: 'Add cash, card or any other way to pay.' }}
      renderRows={(paymentTypes, actions) => <PaymentTypesTable paymentTypes={paymentTypes} actions={actions} />}
      EditDialog={PaymentTypeDialog}
    />
  );
}

function PaymentTypesTable({ paymentTypes, actions }: { paymentTypes: PaymentTypeDto[]; actions: ListActions<PaymentTypeDto> }) {
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());

  function setActive(id: number, isActive: boolean) {
    actions.update((rows) => rows.map((row) => (row.id === id ? { ...row, is_active: isActive } : row)));
  }

  async function handleToggle(row: PaymentTypeDto, isActive: boolean) {
    if (toggling.has(row.id)) return;
    setToggling((current) => new Set(current).add(row.id));
    setActive(row.id, isActive);
    try {
      const response = await togglePaymentType(row.id, isActive);
      notifySuccess(response.message);
      await actions.reload();
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

  return (
    <TitleActiveTable
      label="Payment types"
      rows={paymentTypes}
      actions={actions}
      onToggle={(row, isActive) => void handleToggle(row, isActive)}
      isBusy={(row) => toggling.has(row.id)}
    />
  );
}

function PaymentTypeDialog(props: EditDialogProps<PaymentTypeDto>) {
  const { row } = props;
  return (
    <TitleActiveDialog
      {...props}
      noun="Payment Type"
      placeholder="Cash"
      save={(fields) =>
        row
          ? saveChecked(paymentTypeUpdateBody, fields, (body) => updatePaymentType(row.id, body))
          : // A new payment type is active (the add dialog has only its title).
            saveChecked(paymentTypeAddBody, { title: fields.title, isActive: true }, addPaymentType)
      }
    />
  );
}
