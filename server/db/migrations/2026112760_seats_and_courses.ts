// Seats and courses for table service: a line carries a seat number and a course (both optional, null as before);
// the store's table-service settings (seat numbers off, optional or required; its ordered courses; auto-fire after
// the previous course's bump); and the fires, one row per order and course (when, by whom). A fire happens once because it
// is a conditional UPDATE of the course's held lines: only the call that finds them still held fires. Lines are written at placement, so brigade_place_order (PostgreSQL) is
// replaced with the longer list.
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../client';
import { type PlaceOrderColumns, placeOrderFunctionSql } from './2026112520_place_order_function';
import { STOCK_PLACE_ORDER_COLUMNS } from './2026112740_stock';

/** The function's lists from here on: each line's seat and course too. */
const SEATS_PLACE_ORDER_COLUMNS: PlaceOrderColumns = {
  ...STOCK_PLACE_ORDER_COLUMNS,
  order_items: [...STOCK_PLACE_ORDER_COLUMNS.order_items, 'seat', 'course', 'course_fired_at'],
};

export function seatsAndCoursesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('order_items').addColumn('seat', 'integer').execute();
      await db.schema.alterTable('order_items').addColumn('course', 'text').execute();
      // When the line's course was fired (its kitchen timing starts there); null with a course: held.
      await db.schema.alterTable('order_items').addColumn('course_fired_at', 'text').execute();
      await db.schema
        .createTable('table_service_settings')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        // 'off' | 'optional' | 'required'
        .addColumn('seat_numbers', 'text', (col) => col.notNull().defaultTo('off'))
        // JSON array of names, in the order they are served.
        .addColumn('courses', 'text', (col) => col.notNull())
        // Null: no auto-fire.
        .addColumn('auto_fire_minutes', 'integer')
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await sql`insert into table_service_settings (id, courses, updated_at)
        values (1, ${JSON.stringify([])}, ${new Date().toISOString()})`.execute(db);
      await db.schema
        .createTable('course_fires')
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('course', 'text', (col) => col.notNull())
        .addColumn('fired_at', 'text', (col) => col.notNull())
        // Null: fired by the order's Send or by auto-fire.
        .addColumn('fired_by', 'integer')
        .addColumn('fired_by_name', 'text')
        .addPrimaryKeyConstraint('course_fires_pk', ['order_id', 'course'])
        .execute();
      if (dialect === 'postgres') await sql.raw(placeOrderFunctionSql(SEATS_PLACE_ORDER_COLUMNS, 'CREATE OR REPLACE')).execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await sql.raw(placeOrderFunctionSql(STOCK_PLACE_ORDER_COLUMNS, 'CREATE OR REPLACE')).execute(db);
      await db.schema.dropTable('course_fires').execute();
      await db.schema.dropTable('table_service_settings').execute();
      await db.schema.alterTable('order_items').dropColumn('course_fired_at').execute();
      await db.schema.alterTable('order_items').dropColumn('course').execute();
      await db.schema.alterTable('order_items').dropColumn('seat').execute();
    },
  };
}
