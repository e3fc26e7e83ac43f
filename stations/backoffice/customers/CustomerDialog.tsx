// Spec 2.8 / 5 customer dialogs: Add New Customer and Update Customer (the phone, the key, is read-only
// there). The shared schema runs first, so "Please Provide Customer's Phone!" and "Please Provide
// Customer's Name!" are toasted before any call; email, gender and birth date are optional.
import { useState } from 'react';
import { addCustomer, updateCustomer } from '../../../shared/api/customers';
import { customerAddBody, customerUpdateBody } from '../../../shared/contract/customers';
import { CUSTOMER_GENDERS, type CustomerDto, type CustomerGender } from '../../../shared/contract/pos';
import { FieldRow, SelectField, TextField } from '../../../shared/ui/forms/Field';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { localToday } from '../../../shared/ui/dialogs/DateFilterDialog';
import { checkedInput, runAction } from '../common/feedback';

export const GENDER_LABELS: Record<CustomerGender, string> = { female: 'Female', male: 'Male', other: 'Other' };

const GENDER_OPTIONS = CUSTOMER_GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));

interface CustomerDialogProps {
  /** null adds a new customer. */
  customer: CustomerDto | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

export function CustomerDialog({ customer, onClose, onSaved }: CustomerDialogProps) {
  const [phone, setPhone] = useState(customer?.phone ?? '');
  const [name, setName] = useState(customer?.name ?? '');
  const [email, setEmail] = useState(customer?.email ?? '');
  const [gender, setGender] = useState<string>(customer?.gender ?? '');
  const [birthDate, setBirthDate] = useState(customer?.birth_date ?? '');

  async function handleSubmit() {
    const fields = { name, email, gender, birthDate };
    if (customer) {
      const body = checkedInput(customerUpdateBody, fields);
      if (!body) return;
      if (await runAction(() => updateCustomer(customer.id, body))) await onSaved();
      return;
    }
    const body = checkedInput(customerAddBody, { phone, ...fields });
    if (!body) return;
    if (await runAction(() => addCustomer(body))) await onSaved();
  }

  return (
    <FormDialog title={customer ? 'Update Customer' : 'Add New Customer'} onSubmit={handleSubmit} onClose={onClose}>
      <FieldRow>
        {customer ? (
          <TextField
            label="Phone"
            value={phone}
            onValueChange={() => undefined}
            readOnly
            hint="The phone identifies the customer and cannot be changed."
          />
        ) : (
          <TextField
            label="Phone"
            isRequired
            type="tel"
            inputMode="tel"
            value={phone}
            onValueChange={setPhone}
            maxLength={40}
            autoComplete="off"
          />
        )}
        <TextField label="Name" isRequired value={name} onValueChange={setName} maxLength={100} autoComplete="off" />
      </FieldRow>
      <TextField label="Email" type="email" value={email} onValueChange={setEmail} maxLength={200} autoComplete="off" />
      <FieldRow>
        <SelectField label="Gender" value={gender} onValueChange={setGender} options={GENDER_OPTIONS} placeholder="Not specified" />
        <TextField label="Birth Date" type="date" value={birthDate} onValueChange={setBirthDate} max={localToday()} />
      </FieldRow>
    </FormDialog>
  );
}
