// A choice of one of the store's printers, or none: a printer's backup, the store's receipt printer.
import type { PrinterDto } from '../../../../shared/contract/printers';
import { SelectField } from '../../../../shared/ui/forms/Field';

export function PrinterSelect({
  label,
  value,
  onValueChange,
  printers,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  printers: readonly PrinterDto[];
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onValueChange={onValueChange}
      placeholder="None"
      options={printers.map((printer) => ({ value: String(printer.id), label: printer.name }))}
    />
  );
}
