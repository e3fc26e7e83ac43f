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
  const [isEnablePrint, setIsEnablePrint] = useState(settings.isEnablePrint);
  const [showStoreDetails, setShowStoreDetails] = useState(settings.showStoreDetails);
  const [showCustomerDetails, setShowCustomerDetails] = useState(settings.showCustomerDetails);
  const [pageFormat, setPageFormat] = useState(String(settings.pageFormat));
  const [header, setHeader] = useState(settings.header ?? '');
  const [footer, setFooter] = useState(settings.footer ?? '');
  const [showNotes, setShowNotes] = useState(settings.showNotes);
  const [printToken, setPrintToken] = useState(settings.printToken);

  const save = () =>
    saveChecked(
      printSettingsBody,
      { pageFormat, header, footer, showNotes, isEnablePrint, showStoreDetails, printToken, showCustomerDetails },
      savePrintSettings,
    );

  return (
    <SettingsForm label={settingsPage('print').title} save={save} onSaved={onSaved}>
      <div className={printCss.switches}>
        <Switch
          label="Enable Print"
          hint="Open the receipt and print it after each order."
          checked={isEnablePrint}
          onCheckedChange={setIsEnablePrint}
        />
        <Switch
          label="Show Store Details"
          hint="Logo, name, address and phone on top."
          checked={showStoreDetails}
          onCheckedChange={setShowStoreDetails}
        />
        <Switch
          label="Show Customer Details"
          hint="The customer's name and type."
          checked={showCustomerDetails}
          onCheckedChange={setShowCustomerDetails}
        />
        <Switch label="Show Notes" hint="Each line's notes under the item." checked={showNotes} onCheckedChange={setShowNotes} />
        <Switch label="Print Token" hint={TOKEN_RESET_HINT} checked={printToken} onCheckedChange={setPrintToken} />
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
      <TextAreaField
        label="Header"
        value={header}
        onValueChange={setHeader}
        maxLength={500}
        rows={3}
        hint="Printed under the store details."
      />
      <TextAreaField
        label="Footer"
        value={footer}
        onValueChange={setFooter}
        maxLength={500}
        rows={3}
        hint="Printed at the bottom of the receipt."
      />
    </SettingsForm>
  );
}
