// Spec 2.13 Print Settings: enable print, show store details, show customer details, page size 80mm or
// 57mm, header, footer, show notes, print token (with the hint that tokens reset daily).
import { useState } from 'react';
import { getPrintSettings, savePrintSettings } from '../../../../shared/api/settings';
import { PAGE_FORMATS, printSettingsBody, type PrintSettingsResponse } from '../../../../shared/contract/settings';
import { SelectField, Switch, TextAreaField } from '../../../../shared/ui/forms/Field';
import { saveChecked } from '../../common/feedback';
import { FormPage, SettingsForm } from '../../common/FormPage';
import { settingsPage } from '../settingsPages';
import * as printCss from './print.css';

const PAGE_SIZE_OPTIONS = PAGE_FORMATS.map((width) => ({ value: String(width), label: `${width}mm` }));

const TOKEN_RESET_HINT = 'Tokens reset daily: the first order of each day gets token 1.';

/** The receipt's switches, in the order the page shows them. */
const PRINT_SWITCHES = [
  { name: 'isEnablePrint', label: 'Enable Print', hint: 'Open the receipt and print it after each order.' },
  { name: 'showStoreDetails', label: 'Show Store Details', hint: 'Logo, name, address and phone on top.' },
  { name: 'showCustomerDetails', label: 'Show Customer Details', hint: "The customer's name and type." },
  { name: 'showNotes', label: 'Show Notes', hint: "Each line's notes under the item." },
  { name: 'printToken', label: 'Print Token', hint: TOKEN_RESET_HINT },
] as const;

type PrintSwitches = Pick<PrintSettingsResponse, (typeof PRINT_SWITCHES)[number]['name']>;

export default function PrintSettingsPage() {
  return (
    <FormPage
      title={settingsPage('print').title}
      description="What the receipt printed after each order shows."
      load={getPrintSettings}
      renderForm={(settings, onSaved) => <PrintSettingsForm settings={settings} onSaved={onSaved} />}
    />
  );
}

function PrintSettingsForm({ settings, onSaved }: { settings: PrintSettingsResponse; onSaved: () => Promise<void> }) {
  const [switches, setSwitches] = useState<PrintSwitches>(() => {
    const { isEnablePrint, showStoreDetails, showCustomerDetails, showNotes, printToken } = settings;
    return { isEnablePrint, showStoreDetails, showCustomerDetails, showNotes, printToken };
  });
  const [pageFormat, setPageFormat] = useState(String(settings.pageFormat));
  const [header, setHeader] = useState(settings.header ?? '');
  const [footer, setFooter] = useState(settings.footer ?? '');

  const save = () => saveChecked(printSettingsBody, { pageFormat, header, footer, ...switches }, savePrintSettings);

  return (
    <SettingsForm label={settingsPage('print').title} save={save} onSaved={onSaved}>
      <div className={printCss.switches}>
        {PRINT_SWITCHES.map(({ name, label, hint }) => (
          <Switch
            key={name}
            label={label}
            hint={hint}
            checked={switches[name]}
            onCheckedChange={(checked) => setSwitches((current) => ({ ...current, [name]: checked }))}
          />
        ))}
      </div>
      <div className={printCss.pageSize}>
        <SelectField
          label="Page Size"
          isRequired
          value={pageFormat}
          onValueChange={setPageFormat}
          options={PAGE_SIZE_OPTIONS}
          hint="The width of the receipt paper."
        />
      </div>
      <ReceiptTextField label="Header" value={header} onValueChange={setHeader} hint="Printed under the store details." />
      <ReceiptTextField label="Footer" value={footer} onValueChange={setFooter} hint="Printed at the bottom of the receipt." />
    </SettingsForm>
  );
}

/** A free text the receipt prints (its header or footer): a few lines, at most 500 characters. */
function ReceiptTextField(props: { label: string; hint: string; value: string; onValueChange: (value: string) => void }) {
  return <TextAreaField {...props} maxLength={500} rows={3} />;
}
