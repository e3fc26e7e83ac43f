// Network printers (docs/printing.md): the printers (address, command set, paper, code page, role, backup), the prep
// stations a kitchen printer prints for, each printer's last known state, and the durable print queue. A job is one
// ticket for one printer, unique by (printer, job_key): the key names the change it prints (an order sent, a line
// voided, a reprint request), and the job is written in the change's own transaction, so no retry, restart or second
// node can make a second one. Additive only.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../client';
import { withId, withTimestamps } from './helpers';

export function printersMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withTimestamps(
        withId(db.schema.createTable('printers'), dialect)
          .addColumn('name', 'text', (col) => col.notNull().unique())
          .addColumn('host', 'text', (col) => col.notNull())
          .addColumn('port', 'integer', (col) => col.notNull())
          // 'esc-pos' | 'star-prnt' (the encoder's language names).
          .addColumn('command_set', 'text', (col) => col.notNull())
          // 58 | 80 (mm)
          .addColumn('paper_width', 'integer', (col) => col.notNull())
          // 'auto' or one of the encoder's code pages (cp437, cp858, windows1252…).
          .addColumn('code_page', 'text', (col) => col.notNull())
          // 'kitchen' | 'receipt' | 'both'
          .addColumn('role', 'text', (col) => col.notNull())
          .addColumn('backup_printer_id', 'integer', (col) => col.references('printers.id').onDelete('set null'))
          // What the last check found: 'unknown' | 'online' | 'offline' | 'cover-open' | 'paper-out' | 'paper-low'.
          .addColumn('status', 'text', (col) => col.notNull().defaultTo('unknown'))
          // The check's lease: one node checks a printer per period (the one that moved this forward).
          .addColumn('status_checked_at', 'text')
          .addColumn('status_changed_at', 'text'),
      ).execute();

      // A kitchen printer prints the lines of these stations; none: every line (one kitchen, or expo).
      await db.schema
        .createTable('printer_stations')
        .addColumn('printer_id', 'integer', (col) => col.notNull().references('printers.id').onDelete('cascade'))
        .addColumn('station_id', 'integer', (col) => col.notNull().references('prep_stations.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('printer_stations_pkey', ['printer_id', 'station_id'])
        .execute();

      await withTimestamps(
        withId(db.schema.createTable('print_jobs'), dialect)
          .addColumn('printer_id', 'integer', (col) => col.notNull().references('printers.id').onDelete('cascade'))
          // The change it prints: 'order:12:sent', 'item:40:void', 'reprint:12:<key>', 'test:<uuid>'.
          .addColumn('job_key', 'text', (col) => col.notNull())
          // 'kitchen' | 'test'
          .addColumn('kind', 'text', (col) => col.notNull())
          .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
          // The ticket as a document (JSON); bytes are made when sent, for the printer that prints it.
          .addColumn('document', 'text', (col) => col.notNull())
          // 'pending' | 'printed' | 'failed' (not printed in time: shown with Retry)
          .addColumn('status', 'text', (col) => col.notNull())
          .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
          // When it was queued (or retried): the backup and "not printed" times count from here.
          .addColumn('queued_at', 'text', (col) => col.notNull())
          .addColumn('next_attempt_at', 'text', (col) => col.notNull())
          // The node sending it, until when: another node takes it over only after a crash left the lease.
          .addColumn('claimed_by', 'text')
          .addColumn('claimed_until', 'text')
          .addColumn('printed_at', 'text')
          // The printer's name it came out of (its backup's when it went there).
          .addColumn('printed_on', 'text')
          .addColumn('last_error', 'text')
          .addUniqueConstraint('print_jobs_printer_id_job_key_key', ['printer_id', 'job_key']),
      ).execute();
      await db.schema
        .createIndex('print_jobs_status_next_attempt_at_idx')
        .on('print_jobs')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema.createIndex('print_jobs_order_id_idx').on('print_jobs').column('order_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('print_jobs').execute();
      await db.schema.dropTable('printer_stations').execute();
      await db.schema.dropTable('printers').execute();
    },
  };
}
