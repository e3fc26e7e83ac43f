// Z reports: the close of a business day, numbered without gaps from a counter row that the closing transaction
// locks (so two nodes closing at once take 1 and 2, never the same or a gap), kept as their figures at closing time,
// and immutable: the database refuses every UPDATE and DELETE of a Z report (a trigger on both dialects, as the
// audit trail). The store's business-day cutoff ('04:00': a night that runs past midnight is one day) sits with the
// drawer settings, in minutes after midnight.
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../client';
import { withId } from './helpers';

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
      if (dialect === 'sqlite') {
        await sql`CREATE TRIGGER z_reports_no_update BEFORE UPDATE ON z_reports
          BEGIN SELECT RAISE(ABORT, 'a closed Z report cannot change'); END`.execute(db);
        await sql`CREATE TRIGGER z_reports_no_delete BEFORE DELETE ON z_reports
          BEGIN SELECT RAISE(ABORT, 'a closed Z report cannot change'); END`.execute(db);
      } else {
        await sql`CREATE FUNCTION z_reports_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'a closed Z report cannot change'; END $$`.execute(db);
        await sql`CREATE TRIGGER z_reports_no_change BEFORE UPDATE OR DELETE ON z_reports
          FOR EACH ROW EXECUTE FUNCTION z_reports_immutable()`.execute(db);
        await sql`CREATE TRIGGER z_reports_no_truncate BEFORE TRUNCATE ON z_reports
          FOR EACH STATEMENT EXECUTE FUNCTION z_reports_immutable()`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('z_reports').execute();
      if (dialect === 'postgres') await sql`DROP FUNCTION IF EXISTS z_reports_immutable()`.execute(db);
      await db.schema.dropTable('z_report_counter').execute();
      await db.schema.alterTable('drawer_settings').dropColumn('day_cutoff_minutes').execute();
    },
  };
}
