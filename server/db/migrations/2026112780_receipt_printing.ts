// Receipts and pre-bills on the receipt printer, and the drawer kick. print_settings keeps, per print kind, where it
// goes (the browser popup as before, the receipt printer, or both) and which printer is the receipt printer (a
// deleted printer clears it: SET NULL, and the popup is used again). A printer may have a till's cash drawer cabled
// to it (drawer_till): a cash payment or a no sale at that till queues its kick.
import type { Kysely, Migration } from 'kysely';

export function receiptPrintingMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('print_settings')
        .addColumn('receipt_output', 'text', (column) => column.notNull().defaultTo('popup'))
        .execute();
      await db.schema
        .alterTable('print_settings')
        .addColumn('pre_bill_output', 'text', (column) => column.notNull().defaultTo('popup'))
        .execute();
      await db.schema
        .alterTable('print_settings')
        .addColumn('receipt_printer_id', 'integer', (column) => column.references('printers.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('printers').addColumn('drawer_till', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('printers').dropColumn('drawer_till').execute();
      await db.schema.alterTable('print_settings').dropColumn('receipt_printer_id').execute();
      await db.schema.alterTable('print_settings').dropColumn('pre_bill_output').execute();
      await db.schema.alterTable('print_settings').dropColumn('receipt_output').execute();
    },
  };
}
