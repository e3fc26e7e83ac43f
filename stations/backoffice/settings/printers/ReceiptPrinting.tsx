// Settings › Printers, Receipt printing: where receipts (paid) and pre-bills (an unpaid table's check) print — the
// browser popup of the spec, the receipt printer, or both — and which printer is the receipt printer.
import { Fragment, useState } from 'react';
import { getReceiptSettings, listPrinters, saveReceiptSettings } from '../../../../shared/api/printers';
import type { PrinterDto, ReceiptSettingsDto } from '../../../../shared/contract/printers';
import { RECEIPT_OUTPUTS, type ReceiptOutput } from '../../../../shared/domain/printers';
import { ERROR_DEFAULTS } from '../../../../shared/domain/messages';
import { FieldRow, SelectField } from '../../../../shared/ui/forms/Field';
import { useLoad } from '../../../../shared/ui/useLoad';
import { SettingsForm } from '../../common/FormPage';
import { runAction } from '../../common/feedback';
import { LoadView, SectionHeader } from '../../common/Section';
import { settingsPage } from '../settingsPages';
import { PrinterSelect } from './PrinterSelect';
import * as css from './receiptPrinting.css';

const OUTPUT_LABELS: Record<ReceiptOutput, string> = {
  popup: 'Browser popup',
  printer: 'Receipt printer',
  both: 'Browser popup and receipt printer',
};

async function loadReceiptPrinting(): Promise<{ settings: ReceiptSettingsDto; printers: PrinterDto[] }> {
  const [settings, printers] = await Promise.all([getReceiptSettings(), listPrinters()]);
  return { settings, printers: printers.filter((printer) => printer.role !== 'kitchen') };
}

/** Under the printers list; `version` changes when a printer is saved or deleted, so the choices follow. */
export function ReceiptPrinting({ version }: { version: number }) {
  const { state, reload } = useLoad(loadReceiptPrinting, version);
  return (
    <section className={css.section}>
      <SectionHeader
        title="Receipt printing"
        documentTitle={settingsPage('printers').title}
        description="Where receipts and pre-bills print. Without a receipt printer they open in the browser popup."
      />
      <LoadView state={state} errorText={ERROR_DEFAULTS.detailsLoad}>
        {(data) => (
          <Fragment key={JSON.stringify(data)}>
            <ReceiptPrintingForm {...data} onSaved={reload} />
          </Fragment>
        )}
      </LoadView>
    </section>
  );
}

function ReceiptPrintingForm({
  settings,
  printers,
  onSaved,
}: {
  settings: ReceiptSettingsDto;
  printers: PrinterDto[];
  onSaved: () => Promise<void>;
}) {
  const [receipt, setReceipt] = useState<string>(settings.receipt);
  const [preBill, setPreBill] = useState<string>(settings.preBill);
  const [printerId, setPrinterId] = useState(settings.printerId === null ? '' : String(settings.printerId));
  const outputOptions = RECEIPT_OUTPUTS.map((value) => ({ value, label: OUTPUT_LABELS[value] }));
  const save = () =>
    runAction(() =>
      saveReceiptSettings({
        receipt: receipt as ReceiptOutput,
        preBill: preBill as ReceiptOutput,
        printerId: printerId === '' ? null : Number(printerId),
      }),
    );
  return (
    <SettingsForm label="Receipt printing" save={save} onSaved={onSaved}>
      <FieldRow>
        <SelectField label="Receipts" value={receipt} onValueChange={setReceipt} options={outputOptions} />
        <SelectField label="Pre-bills" value={preBill} onValueChange={setPreBill} options={outputOptions} />
        <PrinterSelect label="Receipt printer" value={printerId} onValueChange={setPrinterId} printers={printers} />
      </FieldRow>
    </SettingsForm>
  );
}
