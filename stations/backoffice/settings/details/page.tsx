// Spec 2.13 Store Details: store name, address, email, phone, currency (the shared currency list) and the
// store's IANA time zone (business day, daily token reset and date filters use it).
import { useMemo, useState, type FormEvent } from 'react';
import { getStoreSettings, saveStoreSettings } from '../../../../shared/api/settings';
import { storeSettingsBody, type StoreSettingsResponse } from '../../../../shared/contract/settings';
import { CURRENCIES } from '../../../../shared/domain/currencies';
import { ERROR_DEFAULTS } from '../../../../shared/domain/messages';
import { Button } from '../../../../shared/ui/Button';
import { FieldRow, SelectField, TextField, type SelectOption } from '../../../../shared/ui/Field';
import { form as formClass } from '../../../../shared/ui/form.css';
import { useLoad } from '../../../../shared/ui/useLoad';
import * as css from '../../common/common.css';
import { checkedInput, runAction } from '../../common/feedback';
import { LoadView, SectionHeader } from '../../common/Section';
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
  const { state, reload } = useLoad(getStoreSettings);
  return (
    <>
      <SectionHeader title={settingsPage('details').title} description="How the store appears on receipts and which currency and time zone it uses." />
      <LoadView state={state} errorText={ERROR_DEFAULTS.detailsLoad}>
        {(settings) => <StoreDetailsForm key={JSON.stringify(settings)} settings={settings} onSaved={reload} />}
      </LoadView>
    </>
  );
}

function StoreDetailsForm({ settings, onSaved }: { settings: StoreSettingsResponse; onSaved: () => Promise<void> }) {
  const [storeName, setStoreName] = useState(settings.storeName);
  const [address, setAddress] = useState(settings.address ?? '');
  const [email, setEmail] = useState(settings.email ?? '');
  const [phone, setPhone] = useState(settings.phone ?? '');
  const [currency, setCurrency] = useState(settings.currency);
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [isBusy, setIsBusy] = useState(false);
  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);
  const currencies = useMemo(
    () =>
      CURRENCY_OPTIONS.some((option) => option.value === settings.currency)
        ? CURRENCY_OPTIONS
        : [{ value: settings.currency, label: settings.currency }, ...CURRENCY_OPTIONS],
    [settings.currency],
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const body = checkedInput(storeSettingsBody, {
      storeName,
      address,
      email,
      phone,
      currency,
      timeZone,
      // Not edited here (no upload yet): sent back unchanged so saving never clears it.
      image: settings.image,
    });
    if (!body) return;
    setIsBusy(true);
    const isSaved = await runAction(() => saveStoreSettings(body));
    setIsBusy(false);
    if (isSaved) await onSaved();
  }

  return (
    <form className={[css.panel, css.formPanel].join(' ')} noValidate onSubmit={handleSubmit} aria-label="Store Details">
      <div className={formClass}>
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
        <div className={css.formActions}>
          <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}
