// Settings › Printers: the store's network printers (docs/printing.md): name, address (host:port, 9100 when none),
// command set, paper width, character set, what it prints (kitchen tickets of chosen prep stations, receipts, both),
// a backup printer, and a Test print. Each card shows the printer's last known state.
import { useEffect, useState } from 'react';
import { getPrepStations } from '../../../../shared/api/kitchen';
import { deletePrinter, listPrinters, savePrinter, testPrinter } from '../../../../shared/api/printers';
import type { PrepStationDto } from '../../../../shared/contract/kitchen';
import { type PrinterDto, printerBody } from '../../../../shared/contract/printers';
import {
  PAPER_WIDTHS,
  PRINTER_CODE_PAGES,
  PRINTER_COMMAND_SETS,
  PRINTER_ROLES,
  PRINTER_STATE_LABELS,
  type PrinterRole,
} from '../../../../shared/domain/printers';
import { Button } from '../../../../shared/ui/Button';
import { FieldRow, SelectField, TextField } from '../../../../shared/ui/forms/Field';
import { CheckboxGroup } from '../../../../shared/ui/forms/CheckboxGroup';
import * as css from '../../common/common.css';
import { checkedInput, runAction } from '../../common/feedback';
import { EditFormDialog, ListCards, ListPage, type EditDialogProps } from '../../common/ListPage';
import { settingsPage } from '../settingsPages';
import { PrinterSelect } from './PrinterSelect';
import { ReceiptPrinting } from './ReceiptPrinting';

const COMMAND_SET_LABELS: Record<(typeof PRINTER_COMMAND_SETS)[number], string> = {
  'esc-pos': 'ESC/POS (Epson and most)',
  'star-prnt': 'Star (StarPRNT)',
};
const ROLE_LABELS: Record<PrinterRole, string> = { kitchen: 'Kitchen tickets', receipt: 'Receipts', both: 'Kitchen tickets and receipts' };

export default function PrintersPage() {
  const [stations, setStations] = useState<PrepStationDto[]>([]);
  // Each load of the list (after a save or a delete) loads the receipt printer's choices again.
  const [version, setVersion] = useState(0);
  const loadPrinters = async () => {
    const printers = await listPrinters();
    setVersion((current) => current + 1);
    return printers;
  };
  useEffect(() => {
    getPrepStations()
      .then(setStations)
      .catch(() => undefined);
  }, []);
  const stationNames = (printer: PrinterDto) =>
    printer.stationIds.length === 0
      ? 'every station'
      : printer.stationIds.map((id) => stations.find((s) => s.id === id)?.name ?? `#${id}`).join(', ');

  return (
    <>
      <ListPage
        title={settingsPage('printers').title}
        description="Network printers on port 9100: kitchen tickets print on Send, each prep station on its own printer."
        load={loadPrinters}
        remove={(row) => deletePrinter(row.id)}
        empty={{
          icon: 'settings',
          title: 'No printers yet.',
          description: 'Without printers, tickets and receipts print from the browser as before.',
        }}
        renderRows={(printers, actions) => (
          <ListCards
            label="Printers"
            rows={printers}
            actions={actions}
            titleOf={(printer) => printer.name}
            renderDetails={(printer) => (
              <>
                <p className={css.cardMeta}>
                  {printer.address} · {PRINTER_STATE_LABELS[printer.state]}
                </p>
                <p className={css.cardMeta}>
                  {ROLE_LABELS[printer.role]}
                  {printer.role === 'receipt' ? '' : ` · ${stationNames(printer)}`} · {printer.paperWidth} mm
                  {printer.drawerTill ? ` · drawer of ${printer.drawerTill}` : ''}
                </p>
                <Button variant="secondary" onClick={() => void runAction(() => testPrinter(printer.id))}>
                  Test print
                </Button>
              </>
            )}
          />
        )}
        EditDialog={PrinterDialog}
      />
      {version > 0 ? <ReceiptPrinting version={version} /> : null}
    </>
  );
}

function PrinterDialog(props: EditDialogProps<PrinterDto>) {
  const { row } = props;
  const [stations, setStations] = useState<PrepStationDto[]>([]);
  const [name, setName] = useState(row?.name ?? '');
  const [address, setAddress] = useState(row?.address ?? '');
  const [commandSet, setCommandSet] = useState<string>(row?.commandSet ?? 'esc-pos');
  const [paperWidth, setPaperWidth] = useState(String(row?.paperWidth ?? 80));
  const [codePage, setCodePage] = useState(row?.codePage ?? 'auto');
  const [role, setRole] = useState<string>(row?.role ?? 'kitchen');
  const [backupPrinterId, setBackupPrinterId] = useState(row?.backupPrinterId ? String(row.backupPrinterId) : '');
  const [stationIds, setStationIds] = useState<string[]>((row?.stationIds ?? []).map(String));
  const [drawerTill, setDrawerTill] = useState(row?.drawerTill ?? '');
  const [others, setOthers] = useState<PrinterDto[]>([]);
  useEffect(() => {
    listPrinters()
      .then((printers) => setOthers(printers.filter((printer) => printer.id !== row?.id)))
      .catch(() => undefined);
    getPrepStations()
      .then(setStations)
      .catch(() => undefined);
  }, [row?.id]);

  const save = async () => {
    const input = {
      name,
      address,
      commandSet,
      paperWidth: Number(paperWidth),
      codePage,
      role,
      backupPrinterId: backupPrinterId === '' ? null : Number(backupPrinterId),
      stationIds: stationIds.map(Number),
      drawerTill: drawerTill.trim() === '' ? null : drawerTill,
    };
    if (checkedInput(printerBody, input) === null) return false;
    return runAction(() => savePrinter(row?.id ?? null, input as Parameters<typeof savePrinter>[1]));
  };

  return (
    <EditFormDialog {...props} noun="Printer" save={save}>
      <FieldRow>
        <TextField label="Name" isRequired value={name} onValueChange={setName} maxLength={60} placeholder="Grill" />
        <TextField label="Address" isRequired value={address} onValueChange={setAddress} maxLength={100} placeholder="192.168.1.50:9100" />
      </FieldRow>
      <FieldRow>
        <SelectField
          label="Command set"
          value={commandSet}
          onValueChange={setCommandSet}
          options={PRINTER_COMMAND_SETS.map((value) => ({ value, label: COMMAND_SET_LABELS[value] }))}
        />
        <SelectField
          label="Paper width"
          value={paperWidth}
          onValueChange={setPaperWidth}
          options={PAPER_WIDTHS.map((width) => ({ value: String(width), label: `${width} mm` }))}
        />
        <SelectField
          label="Character set"
          value={codePage}
          onValueChange={setCodePage}
          options={PRINTER_CODE_PAGES.map((value) => ({ value, label: value === 'auto' ? 'Automatic' : value }))}
        />
      </FieldRow>
      <FieldRow>
        <SelectField
          label="Prints"
          value={role}
          onValueChange={setRole}
          options={PRINTER_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
        />
        <PrinterSelect label="Backup printer" value={backupPrinterId} onValueChange={setBackupPrinterId} printers={others} />
      </FieldRow>
      <FieldRow>
        <TextField
          label="Cash drawer of till"
          hint="The till whose drawer is cabled to this printer: a cash sale or a no sale there opens it."
          value={drawerTill}
          onValueChange={setDrawerTill}
          maxLength={60}
          placeholder="None"
        />
      </FieldRow>
      {role !== 'receipt' && stations.length > 0 ? (
        <CheckboxGroup
          legend="Prep stations (none: every line)"
          options={stations.map((station) => String(station.id))}
          values={stationIds}
          onChange={setStationIds}
          labelOf={(id) => stations.find((station) => String(station.id) === id)?.name ?? id}
        />
      ) : null}
    </EditFormDialog>
  );
}
