// Cash rounding: a rounding step per payment type (cash to 0.05 in Switzerland, 0.10 in Sweden, none for cards), and
// the bill's rounding figure on what records a payment or a refund: invoices (what the tender paid, rounded) and
// credit notes (what went back in a rounding tender). The order keeps its unrounded bill: the rounding belongs to
// the payment. create-order-and-invoice writes the invoice through brigade_place_order (PostgreSQL), so the function
// is replaced with the invoice's longer column list.
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../client';
import { type PlaceOrderColumns, placeOrderFunctionSql } from './2026112520_place_order_function';
import { SERVICE_CHARGE_PLACE_ORDER_COLUMNS } from './2026112710_service_charge';

/**
 * The function's lists from here on: the previous migration's, and the invoice carries its rounding (a later migration
 * that replaces the function exports and extends them).
 */
export const CASH_ROUNDING_PLACE_ORDER_COLUMNS: PlaceOrderColumns = {
  ...SERVICE_CHARGE_PLACE_ORDER_COLUMNS,
  invoices: [...SERVICE_CHARGE_PLACE_ORDER_COLUMNS.invoices, 'rounding_total'],
};

export function cashRoundingMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Minor units; 0: the type pays the exact amount.
      await db.schema
        .alterTable('payment_types')
        .addColumn('rounding_step', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('invoices')
        .addColumn('rounding_total', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('credit_notes')
        .addColumn('rounding_total', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      if (dialect === 'postgres') await sql.raw(placeOrderFunctionSql(CASH_ROUNDING_PLACE_ORDER_COLUMNS, 'CREATE OR REPLACE')).execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await sql.raw(placeOrderFunctionSql(SERVICE_CHARGE_PLACE_ORDER_COLUMNS, 'CREATE OR REPLACE')).execute(db);
      await db.schema.alterTable('credit_notes').dropColumn('rounding_total').execute();
      await db.schema.alterTable('invoices').dropColumn('rounding_total').execute();
      await db.schema.alterTable('payment_types').dropColumn('rounding_step').execute();
    },
  };
}
