// Z reports: the close of a business day, numbered without gaps from a counter row that the closing transaction
// locks (so two nodes closing at once take 1 and 2, never the same or a gap), kept as their figures at closing time,
// and immutable: the database refuses every UPDATE and DELETE of a Z report (a trigger on both dialects, as the
// audit trail). The store's business-day cutoff ('04:00': a night that runs past midnight is one day) sits with the
// drawer settings, in minutes after midnight.
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../client';
import { refuseChanges, withId } from './helpers';

export function zReportsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('drawer_settings')
        .addColumn('day_cutoff_minutes', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('z_report_counter')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('last_number', 'integer', (col) => col.notNull())
        .execute();
      await sql`insert into z_report_counter (id, last_number) values (1, 0)`.execute(db);
      await withId(db.schema.createTable('z_reports'), dialect)
        .addColumn('number', 'integer', (col) => col.notNull().unique())
        // YYYY-MM-DD: the business day it closes (the store's zone, the cutoff applied).
        .addColumn('business_date', 'text', (col) => col.notNull())
        // What it covers: after the previous Z's period_end (null: the first Z, from the beginning) up to period_end.
        .addColumn('period_start', 'text')
        .addColumn('period_end', 'text', (col) => col.notNull())
        .addColumn('closed_by', 'integer')
        .addColumn('closed_by_name', 'text', (col) => col.notNull())
        // JSON: the figures (minor units) as they were at closing time.
        .addColumn('figures', 'text', (col) => col.notNull())
        .execute();
      await refuseChanges(db, dialect, {
        table: 'z_reports',
        functionName: 'z_reports_immutable',
        message: 'a closed Z report cannot change',
      });
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('z_reports').execute();
      if (dialect === 'postgres') await sql`DROP FUNCTION IF EXISTS z_reports_immutable()`.execute(db);
      await db.schema.dropTable('z_report_counter').execute();
      await db.schema.alterTable('drawer_settings').dropColumn('day_cutoff_minutes').execute();
    },
  };
}
