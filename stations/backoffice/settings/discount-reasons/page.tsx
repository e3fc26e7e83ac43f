// Settings › Discount Reasons: the store's list of reasons a discount may be given for (the Pay & Complete
// dialog offers the active ones) with add, rename, an active switch and delete (discounts already given keep the
// title), the limit above which a discount needs a manager's approval at the POS, and the service charge on dine-in
// orders (a percent, taxed at a rate or not, from a party size: auto-gratuity).
import { useState, type FormEvent } from 'react';
import {
  addDiscountReason,
  deleteDiscountReason,
  getBillingSettings,
  saveBillingSettings,
  saveServiceChargeSettings,
  updateDiscountReason,
} from '../../../../shared/api/billing';
import { discountReasonBody, type DiscountReasonDto } from '../../../../shared/contract/billing/discounts';
import { Button } from '../../../../shared/ui/Button';
import { TextField } from '../../../../shared/ui/forms/Field';
import { useLoad } from '../../../../shared/ui/useLoad';
import { runAction, saveChecked } from '../../common/feedback';
import { ListPage, TitleActiveDialog, TitleActiveTable, type EditDialogProps } from '../../common/ListPage';
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
      before={
        <>
          <DiscountLimitForm />
          <ServiceChargeForm />
        </>
      }
      load={loadReasons}
      remove={(row) => deleteDiscountReason(row.id)}
      empty={{ icon: 'tag', title: 'No discount reasons yet.', description: 'Add one, such as “Loyal guest” or “Service recovery”.' }}
      renderRows={(reasons, actions) => (
        <TitleActiveTable
          label="Discount reasons"
          rows={reasons}
          actions={actions}
          onToggle={(row, isActive) => void runAction(() => updateDiscountReason(row.id, row.title, isActive)).then(() => actions.reload())}
        />
      )}
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

function ServiceChargeForm() {
  const { state } = useLoad(getBillingSettings);
  const [edited, setEdited] = useState<{ percent?: string; taxPercent?: string; minGuests?: string }>({});
  const saved = state.status === 'ready' ? state.data : null;
  const percent = edited.percent ?? (saved ? String(saved.serviceChargePercent) : '');
  const taxPercent = edited.taxPercent ?? (saved?.serviceChargeTaxPercent == null ? '' : String(saved.serviceChargeTaxPercent));
  const minGuests = edited.minGuests ?? (saved ? String(saved.serviceChargeMinGuests) : '');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!saved) return;
    await runAction(() => saveServiceChargeSettings({ discountLimitPercent: saved.discountLimitPercent, percent, taxPercent, minGuests }));
  }

  return (
    <form className={css.limit} onSubmit={(event) => void handleSubmit(event)} aria-label="Service charge">
      <TextField
        label="Service charge (%)"
        inputMode="decimal"
        value={percent}
        onValueChange={(value) => setEdited((fields) => ({ ...fields, percent: value }))}
        hint="On dine-in orders, of the items after discounts; 0: none. A manager can remove it from an order."
      />
      <TextField
        label="Taxed at (%)"
        inputMode="decimal"
        value={taxPercent}
        onValueChange={(value) => setEdited((fields) => ({ ...fields, taxPercent: value }))}
        hint="Empty when your jurisdiction does not tax a service charge."
      />
      <TextField
        label="From guests"
        inputMode="numeric"
        value={minGuests}
        onValueChange={(value) => setEdited((fields) => ({ ...fields, minGuests: value }))}
        hint="Parties of this many guests or more get it (auto-gratuity); 0: every dine-in order."
      />
      <Button type="submit" variant="secondary">
        Save service charge
      </Button>
    </form>
  );
}

function ReasonDialog(props: EditDialogProps<DiscountReasonDto>) {
  const { row } = props;
  return (
    <TitleActiveDialog
      {...props}
      noun="Discount Reason"
      placeholder="Loyal guest"
      save={(fields) =>
        saveChecked(discountReasonBody, fields, (body) =>
          row ? updateDiscountReason(row.id, body.title, body.isActive) : addDiscountReason(body.title, body.isActive),
        )
      }
    />
  );
}
