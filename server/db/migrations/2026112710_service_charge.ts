// The service charge: the store's setting (a rate, the tax rate it is taxed at or none, dine-in only, from how many
// guests), what an order keeps of it (its rate and tax rate, so a void or a discount rebuilds the order with the
// same charge; its guests), and the bill's serviceChargeTotal on every table that carries a bill's figures (orders,
// invoices, bills, checks, credit notes). An order and an invoice are written at placement through
// brigade_place_order (PostgreSQL), so the function is replaced with the longer column lists.
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../client';
import { PLACE_ORDER_COLUMNS, type PlaceOrderColumns, placeOrderFunctionSql } from './2026112520_place_order_function';

/** The function's lists from here on: the order keeps its charge, its rate and its guests; the invoice the charge. */
export const SERVICE_CHARGE_PLACE_ORDER_COLUMNS: PlaceOrderColumns = {
  ...PLACE_ORDER_COLUMNS,
  invoices: [...PLACE_ORDER_COLUMNS.invoices, 'service_charge_total'],
  orders: [...PLACE_ORDER_COLUMNS.orders, 'service_charge_total', 'service_charge_bp', 'service_charge_tax_bp', 'guests'],
};

const BILL_TABLES = ['orders', 'invoices', 'bills', 'checks', 'credit_notes'] as const;

export function serviceChargeMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of BILL_TABLES)
        await db.schema
          .alterTable(table)
          .addColumn('service_charge_total', 'integer', (column) => column.notNull().defaultTo(0))
          .execute();
      // 0: no charge. The tax rate is null when the jurisdiction does not tax it.
      await db.schema
        .alterTable('orders')
        .addColumn('service_charge_bp', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('orders').addColumn('service_charge_tax_bp', 'integer').execute();
      // Null: not asked (the spec's create-order body has no guests).
      await db.schema.alterTable('orders').addColumn('guests', 'integer').execute();
      // Off until the store sets a rate; 0 guests: every dine-in order.
      await db.schema
        .alterTable('billing_settings')
        .addColumn('service_charge_bp', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('billing_settings').addColumn('service_charge_tax_bp', 'integer').execute();
      await db.schema
        .alterTable('billing_settings')
        .addColumn('service_charge_min_guests', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      if (dialect === 'postgres') await sql.raw(placeOrderFunctionSql(SERVICE_CHARGE_PLACE_ORDER_COLUMNS, 'CREATE OR REPLACE')).execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await sql.raw(placeOrderFunctionSql(PLACE_ORDER_COLUMNS, 'CREATE OR REPLACE')).execute(db);
      for (const column of ['service_charge_min_guests', 'service_charge_tax_bp', 'service_charge_bp'])
        await db.schema.alterTable('billing_settings').dropColumn(column).execute();
      for (const column of ['guests', 'service_charge_tax_bp', 'service_charge_bp'])
        await db.schema.alterTable('orders').dropColumn(column).execute();
      for (const table of BILL_TABLES) await db.schema.alterTable(table).dropColumn('service_charge_total').execute();
    },
  };
}
