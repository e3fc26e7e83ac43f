// Spec 2.5 Search Customer (by phone), 5 ('Please provide phone number to search!') and 8 (not found →
// 'No result found!', other failures → the server message or 'Error getting details! please try later!').
import { useState } from 'react';
import { getCustomer } from '../../../../shared/api/customerLookup';
import { ApiError } from '../../../../shared/api/errors';
import { POS_MESSAGES, type CustomerDto } from '../../../../shared/contract/posTypes';
import { ERROR_DEFAULTS } from '../../../../shared/domain/messages';
import { notifyApiError, notifyError } from '../../../../shared/shell/toast';
import { TextField } from '../../../../shared/ui/forms/Field';
import { FormDialog } from '../../../../shared/ui/dialogs/FormDialog';

export function CustomerSearchDialog({ onFound, onClose }: { onFound: (customer: CustomerDto) => void; onClose: () => void }) {
  const [phone, setPhone] = useState('');

  async function handleSearch() {
    const needle = phone.trim();
    if (needle === '') {
      notifyError(POS_MESSAGES.phoneRequired);
      return;
    }
    try {
      const { customer } = await getCustomer(needle);
      onFound(customer);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'not_found') notifyError(ERROR_DEFAULTS.searchNoResult);
      else notifyApiError(error, ERROR_DEFAULTS.customerSearch);
    }
  }

  return (
    <FormDialog title="Search Customer" submitLabel="Search" size="sm" onClose={onClose} onSubmit={handleSearch}>
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={phone}
        onValueChange={setPhone}
        placeholder="Customer's phone number"
      />
    </FormDialog>
  );
}
