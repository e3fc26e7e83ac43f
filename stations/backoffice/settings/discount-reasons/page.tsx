// Issue 14 Settings › Discount Reasons: the store's list of reasons a discount may be given for (the Pay & Complete
// dialog offers the active ones) with add, rename, an active switch and delete (discounts already given keep the
// title), and the limit above which a discount needs a manager's approval at the POS.
import { useState, type FormEvent } from 'react';
import { addDiscountReason, deleteDiscountReason, getBillingSettings, saveBillingSettings, updateDiscountReason } from '../../../../shared/api/billing';
import { discountReasonBody, type DiscountReasonDto } from '../../../../shared/contract/billingDiscounts';
import { Button } from '../../../../shared/ui/Button';
import { DataTable, type Column } from '../../../../shared/ui/DataTable';
import { Switch, TextField } from '../../../../shared/ui/Field';
import { useLoad } from '../../../../shared/ui/useLoad';
import { runAction, saveChecked } from '../../common/feedback';
import { actionsColumn, EditFormDialog, idColumn, ListPage, titleColumn, type EditDialogProps, type ListActions } from '../../common/ListPage';
import { settingsPage } from '../settingsPages';
import * as css from './discountReasons.css';

async function loadReasons() {
  return (await getBillingSettings()).reasons;
}

export default function DiscountReasonsPage() {
  return (
    <ListPage
      title={settingsPage('discount-reasons').title}
      description="Why a discount is given: staff choose one of the active reasons at Pay & Complete."
      before={<DiscountLimitForm />}
      load={loadReasons}
      remove={(row) => deleteDiscountReason(row.id)}
      empty={{ icon: 'tag', title: 'No discount reasons yet.', description: 'Add one, such as “Loyal guest” or “Service recovery”.' }}
      renderRows={(reasons, actions) => <ReasonsTable reasons={reasons} actions={actions} />}
      EditDialog={ReasonDialog}
    />
  );
}

function DiscountLimitForm() {
  const { state } = useLoad(getBillingSettings);
  const [limit, setLimit] = useState<string | null>(null);
  const shown = limit ?? (state.status === 'ready' ? String(state.data.discountLimitPercent) : '');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await runAction(() => saveBillingSettings(shown));
  }

  return (
    <form className={css.limit} onSubmit={(event) => void handleSubmit(event)} aria-label="Discount limit">
      <TextField
        label="Manager approval above (%)"
        inputMode="decimal"
        value={shown}
        onValueChange={setLimit}
        hint="A discount taking off more than this share of what it applies to needs admin or a Settings user at the POS."
      />
      <Button type="submit" variant="secondary">
        Save limit
      </Button>
    </form>
  );
}

function ReasonsTable({ reasons, actions }: { reasons: DiscountReasonDto[]; actions: ListActions<DiscountReasonDto> }) {
  const activeColumn: Column<DiscountReasonDto> = {
    key: 'active',
    header: 'Active',
    isShrink: true,
    renderCell: (row) => (
      <Switch
        label={row.is_active ? 'On' : 'Off'}
        aria-label={`${row.title} active`}
        checked={row.is_active}
        onCheckedChange={(checked) => void runAction(() => updateDiscountReason(row.id, row.title, checked)).then(() => actions.reload())}
      />
    ),
  };
  return (
    <DataTable
      label="Discount reasons"
      columns={[idColumn(), titleColumn(), activeColumn, actionsColumn(actions)]}
      rows={reasons}
      rowKey={(row) => row.id}
    />
  );
}

function ReasonDialog(props: EditDialogProps<DiscountReasonDto>) {
  const { row } = props;
  const [title, setTitle] = useState(row?.title ?? '');
  const [isActive, setIsActive] = useState(row?.is_active ?? true);
  const save = () =>
    saveChecked(discountReasonBody, { title, isActive }, (body) =>
      row ? updateDiscountReason(row.id, body.title, body.isActive) : addDiscountReason(body.title, body.isActive),
    );
  return (
    <EditFormDialog {...props} noun="Discount Reason" save={save} size="sm">
      <TextField label="Title" isRequired value={title} onValueChange={setTitle} maxLength={100} placeholder="Loyal guest" />
      {row ? <Switch label="Active?" checked={isActive} onCheckedChange={setIsActive} /> : null}
    </EditFormDialog>
  );
}
