// A plain data table (settings lists): named by its label, columns declared once, rows keyed by id. On a phone
// each row is a card (table.css.ts): every cell carries its column's name to show beside its value.
import type { ReactNode } from 'react';
import * as css from './table.css';

export interface Column<Row> {
  /** Unique per table. */
  key: string;
  header: ReactNode;
  renderCell: (row: Row) => ReactNode;
  align?: 'start' | 'end' | 'center';
  /** A CSS width for the column ('96px', '30%'). */
  width?: string;
  /** As narrow as its content, never wrapping (ids, numbers, switches, buttons). */
  isShrink?: boolean;
  isNumeric?: boolean;
  /** Row header cell (the column that names the row for screen readers). */
  isRowHeader?: boolean;
}

export interface DataTableProps<Row> {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}

export function DataTable<Row>({ label, columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    <div className={css.wrapper}>
      <table className={css.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={[css.headCell, css.align[column.align ?? 'start'], column.isShrink && css.shrink].filter(Boolean).join(' ')}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={css.row}>
              {columns.map((column) => {
                const className = [
                  css.cell,
                  css.align[column.align ?? 'start'],
                  column.isNumeric && css.numeric,
                  column.isShrink && css.shrink,
                ]
                  .filter(Boolean)
                  .join(' ');
                const columnName = typeof column.header === 'string' ? column.header : undefined;
                return column.isRowHeader ? (
                  <th key={column.key} scope="row" className={className} data-label={columnName} style={{ fontWeight: 600 }}>
                    {column.renderCell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={className} data-label={columnName}>
                    {column.renderCell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The buttons of a row's Actions cell, right-aligned. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className={css.actionsCell}>{children}</div>;
}
