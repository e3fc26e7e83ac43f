// Spec 2.13 Print Settings: enable print, show store details, show customer details, page size 80mm or
// 57mm, header, footer, show notes, print token (with the hint that tokens reset daily).
import { useState, type FormEvent } from 'react';
import { getPrintSettings, savePrintSettings } from '../../../../shared/api/settings';
import { PAGE_FORMATS, printSettingsBody, type PrintSettingsResponse } from '../../../../shared/contract/settings';
import { ERROR_DEFAULTS } from '../../../../shared/domain/messages';
import { Button } from '../../../../shared/ui/Button';
import { SelectField, Switch, TextAreaField } from '../../../../shared/ui/Field';
import { form as formClass } from '../../../../shared/ui/form.css';
import { useLoad } from '../../../../shared/ui/useLoad';
import * as css from '../../common/common.css';
import { checkedInput, runAction } from '../../common/feedback';
import { LoadView, SectionHeader } from '../../common/Section';
import * as printCss from './print.css';
import { settingsPage } from '../settingsPages';

const PAGE_SIZE_OPTIONS = PAGE_FORMATS.map((width) => ({ value: String(width), label: `${width}mm` }));

const TOKEN_RESET_HINT = 'Tokens reset daily: the first order of each day gets token 1.';

export default function PrintSettingsPage() {
  const { state, reload } = useLoad(getPrintSettings);
  return (
    <>
      <SectionHeader title={settingsPage('print').title} description="What the receipt printed after each order shows." />
      <LoadView state={state} errorText={ERROR_DEFAULTS.detailsLoad}>
        {(settings) => <PrintSettingsForm key={JSON.stringify(settings)} settings={settings} onSaved={reload} />}
      </LoadView>
    </>
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
  const [isBusy, setIsBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const body = checkedInput(printSettingsBody, {
      pageFormat,
      header,
      footer,
      showNotes,
      isEnablePrint,
      showStoreDetails,
      printToken,
      showCustomerDetails,
    });
    if (!body) return;
    setIsBusy(true);
    const isSaved = await runAction(() => savePrintSettings(body));
    setIsBusy(false);
    if (isSaved) await onSaved();
  }

  return (
    <form className={[css.panel, css.formPanel].join(' ')} noValidate onSubmit={handleSubmit} aria-label="Print Settings">
      <div className={formClass}>
        <div className={printCss.switches}>
          <Switch
            label="Enable Print"
            hint="Open the receipt and print it after each order."
            checked={isEnablePrint}
            onCheckedChange={setIsEnablePrint}
          />
          <Switch label="Show Store Details" hint="Logo, name, address and phone on top." checked={showStoreDetails} onCheckedChange={setShowStoreDetails} />
          <Switch label="Show Customer Details" hint="The customer's name and type." checked={showCustomerDetails} onCheckedChange={setShowCustomerDetails} />
          <Switch label="Show Notes" hint="Each line's notes under the item." checked={showNotes} onCheckedChange={setShowNotes} />
          <Switch label="Print Token" hint={TOKEN_RESET_HINT} checked={printToken} onCheckedChange={setPrintToken} />
        </div>
        <div className={printCss.pageSize}>
          <SelectField label="Page Size" isRequired value={pageFormat} onValueChange={setPageFormat} options={PAGE_SIZE_OPTIONS} hint="The width of the receipt paper." />
        </div>
        <TextAreaField label="Header" value={header} onValueChange={setHeader} maxLength={500} rows={3} hint="Printed under the store details." />
        <TextAreaField label="Footer" value={footer} onValueChange={setFooter} maxLength={500} rows={3} hint="Printed at the bottom of the receipt." />
        <div className={css.formActions}>
          <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}
