// Spec 2.13 Store Details: store name, address, email, phone, currency (the shared currency list) and the
// store's IANA time zone (business day, daily token reset and date filters use it).
import { useMemo, useState } from 'react';
import { getStoreSettings, saveStoreSettings } from '../../../../shared/api/settings';
import { storeSettingsBody, type StoreSettingsResponse } from '../../../../shared/contract/settings';
import { CURRENCIES } from '../../../../shared/domain/money/currencies';
import { FieldRow, SelectField, TextField, type SelectOption } from '../../../../shared/ui/forms/Field';
import { saveChecked } from '../../common/feedback';
import { FormPage, SettingsForm } from '../../common/FormPage';
import { settingsPage } from '../settingsPages';

const CURRENCY_OPTIONS: readonly SelectOption[] = CURRENCIES.map((currency) => ({
  value: currency.code,
  label: `${currency.code} - ${currency.name} (${currency.symbol})`,
}));

let timeZonesCache: string[] | null = null;

/** Every IANA zone the browser knows, plus UTC (some engines leave it out of the list). */
function allTimeZones(): string[] {
  if (!timeZonesCache) {
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    timeZonesCache = zones.includes('UTC') ? [...zones] : ['UTC', ...zones];
  }
  return timeZonesCache;
}

function timeZoneOptions(current: string): SelectOption[] {
  const zones = allTimeZones();
  // A stored zone the browser lists under another name (an alias) stays selectable.
  const list = current && !zones.includes(current) ? [current, ...zones] : zones;
  return list.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

export default function StoreDetailsPage() {
  return (
    <FormPage
      title={settingsPage('details').title}
      description="How the store appears on receipts and which currency and time zone it uses."
      load={getStoreSettings}
      renderForm={(settings, onSaved) => <StoreDetailsForm settings={settings} onSaved={onSaved} />}
    />
  );
}

function StoreDetailsForm({ settings, onSaved }: { settings: StoreSettingsResponse; onSaved: () => Promise<void> }) {
  const [storeName, setStoreName] = useState(settings.storeName);
  const [address, setAddress] = useState(settings.address ?? '');
  const [email, setEmail] = useState(settings.email ?? '');
  const [phone, setPhone] = useState(settings.phone ?? '');
  const [currency, setCurrency] = useState(settings.currency);
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);
  const currencies = useMemo(
    () =>
      CURRENCY_OPTIONS.some((option) => option.value === settings.currency)
        ? CURRENCY_OPTIONS
        : [{ value: settings.currency, label: settings.currency }, ...CURRENCY_OPTIONS],
    [settings.currency],
  );

  const save = () =>
    saveChecked(
      storeSettingsBody,
      {
        storeName,
        address,
        email,
        phone,
        currency,
        timeZone,
        // Not edited here (no upload yet): sent back unchanged so saving never clears it.
        image: settings.image,
      },
      saveStoreSettings,
    );

  return (
    <SettingsForm label={settingsPage('details').title} save={save} onSaved={onSaved}>
      <TextField label="Store Name" isRequired value={storeName} onValueChange={setStoreName} autoComplete="organization" maxLength={200} />
      <TextField label="Address" value={address} onValueChange={setAddress} autoComplete="street-address" maxLength={500} />
      <FieldRow>
        <TextField label="Email" type="email" value={email} onValueChange={setEmail} autoComplete="email" maxLength={200} />
        <TextField label="Phone" type="tel" value={phone} onValueChange={setPhone} autoComplete="tel" maxLength={40} />
      </FieldRow>
      <FieldRow>
        <SelectField
          label="Currency"
          isRequired
          value={currency}
          onValueChange={setCurrency}
          options={currencies}
          placeholder="Select currency"
          hint="Prices and receipts show this currency's symbol."
        />
        <SelectField
          label="Time Zone"
          value={timeZone}
          onValueChange={setTimeZone}
          options={zones}
          hint="The business day, the daily token reset and date filters follow it."
        />
      </FieldRow>
    </SettingsForm>
  );
}
