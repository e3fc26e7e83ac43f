// Spec 2.13 / 4 Payment Types: a table of ID and Title with an active switch (calls the API at once,
// optimistic with a rollback on failure), edit and delete; an add dialog and an update dialog with an
// 'Active?' switch. Above the table, the store's default payment type: what an order paid through the API
// without one (spec 7's bodies name none) is recorded with; the POS and the Orders screen always ask. Beyond the
// spec, each type's cash rounding step (what its payments round to: cash to 0.05; exact for cards) and whether it is
// cash (its payments counted in the cash drawer).
import { useState } from 'react';
import {
  addPaymentType,
  deletePaymentType,
  listPaymentTypes,
  makePaymentTypeDefault,
  togglePaymentType,
  updatePaymentType,
} from '../../../../shared/api/paymentTypes';
import { paymentTypeAddBody, paymentTypeUpdateBody, type PaymentTypeSettingsDto } from '../../../../shared/contract/paymentTypes';
import { ERROR_DEFAULTS } from '../../../../shared/domain/messages';
import { notifyApiError, notifySuccess } from '../../../../shared/shell/toast';
import { SelectField, Switch } from '../../../../shared/ui/forms/Field';
import { runAction, saveChecked } from '../../common/feedback';
import { ListPage, TitleActiveDialog, TitleActiveTable, type EditDialogProps, type ListActions } from '../../common/ListPage';
import { settingsPage } from '../settingsPages';
import { defaultChoice } from './paymentTypes.css';

/** A payment type as the page lists it: marked when it is the store's default. */
interface PaymentTypeRow extends PaymentTypeSettingsDto {
  isDefault: boolean;
}

async function loadPaymentTypes(): Promise<PaymentTypeRow[]> {
  const { paymentTypes, defaultPaymentTypeId } = await listPaymentTypes();
  return paymentTypes.map((paymentType) => ({ ...paymentType, isDefault: paymentType.id === defaultPaymentTypeId }));
}

export default function PaymentTypesPage() {
  return (
    <ListPage
      title={settingsPage('payment-types').title}
      description="How customers can pay; only active types are offered at checkout."
      load={loadPaymentTypes}
      remove={(row) => deletePaymentType(row.id)}
      empty={{ icon: 'invoices', title: 'No payment types yet.', description: 'Add cash, card or any other way to pay.' }}
      renderRows={(paymentTypes, actions) => (
        <>
          <DefaultPaymentTypeChoice paymentTypes={paymentTypes} actions={actions} />
          <PaymentTypesTable paymentTypes={paymentTypes} actions={actions} />
        </>
      )}
      EditDialog={PaymentTypeDialog}
    />
  );
}

interface PaymentTypesViewProps {
  paymentTypes: PaymentTypeRow[];
  actions: ListActions<PaymentTypeRow>;
}

/** The store's default, chosen among the active types (saved at once, like the active switch). */
function DefaultPaymentTypeChoice({ paymentTypes, actions }: PaymentTypesViewProps) {
  const [isSaving, setIsSaving] = useState(false);
  const active = paymentTypes.filter((paymentType) => paymentType.is_active);
  const current = paymentTypes.find((paymentType) => paymentType.isDefault);

  async function handleChoose(value: string) {
    const chosen = active.find((paymentType) => String(paymentType.id) === value);
    if (!chosen || chosen.isDefault || isSaving) return;
    setIsSaving(true);
    try {
      if (await runAction(() => makePaymentTypeDefault(chosen.id))) await actions.reload();
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <div className={defaultChoice}>
      <SelectField
        label="Default payment type"
        hint="Recorded on orders paid through the API without a payment type. The POS always asks."
        value={current ? String(current.id) : ''}
        onValueChange={(value) => void handleChoose(value)}
        options={active.map((paymentType) => ({ value: String(paymentType.id), label: paymentType.title }))}
        placeholder={current ? undefined : 'No active payment type'}
        disabled={isSaving || active.length === 0}
      />
    </div>
  );
}

function PaymentTypesTable({ paymentTypes, actions }: PaymentTypesViewProps) {
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());

  function setActive(id: number, isActive: boolean) {
    actions.update((rows) => rows.map((row) => (row.id === id ? { ...row, is_active: isActive } : row)));
  }

  async function handleToggle(row: PaymentTypeRow, isActive: boolean) {
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
      columnsAfterTitle={[
        { key: 'rounding', header: 'Rounds to', isShrink: true, renderCell: (row) => roundingLabel(row.rounding_step) },
        { key: 'cash', header: 'Cash', isShrink: true, renderCell: (row) => (row.is_cash ? 'Cash' : '—') },
      ]}
    />
  );
}

/**
 * Cash rounding steps in use (0.05 in Switzerland, 0.10 in Sweden…); '0' pays the exact amount. Decimal text, as the
 * body sends it.
 */
const ROUNDING_STEPS = ['0', '0.05', '0.10', '0.20', '0.25', '0.50', '1.00'] as const;

function roundingLabel(step: number): string {
  return step === 0 ? 'Exact' : step.toFixed(2);
}

function PaymentTypeDialog(props: EditDialogProps<PaymentTypeRow>) {
  const { row } = props;
  const [roundingStep, setRoundingStep] = useState(() => (row ? row.rounding_step.toFixed(2) : '0'));
  const [isCash, setIsCash] = useState(() => row?.is_cash ?? false);
  return (
    <TitleActiveDialog
      {...props}
      noun="Payment Type"
      placeholder="Cash"
      save={(fields) =>
        row
          ? saveChecked(paymentTypeUpdateBody, { ...fields, roundingStep, isCash }, (body) => updatePaymentType(row.id, body))
          : // A new payment type is active (the add dialog has no switch).
            saveChecked(paymentTypeAddBody, { title: fields.title, isActive: true, roundingStep, isCash }, addPaymentType)
      }
    >
      <SelectField
        label="Round payments to"
        hint="What this type pays is rounded to the step (cash to 0.05); Exact for cards."
        value={ROUNDING_STEPS.find((step) => Number(step) === Number(roundingStep)) ?? '0'}
        onValueChange={setRoundingStep}
        options={ROUNDING_STEPS.map((step) => ({ value: step, label: step === '0' ? 'Exact (no rounding)' : step }))}
      />
      <Switch
        label="Is cash"
        hint="Its payments go into the cash drawer and are counted at the close."
        checked={isCash}
        onCheckedChange={setIsCash}
      />
    </TitleActiveDialog>
  );
}
