// Dialect-aware column helpers shared by the migrations.
import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { Dialect } from '../client';

/** `id` integer primary key assigned by the database: AUTOINCREMENT on SQLite, identity on PostgreSQL. */
export function withId<T extends string>(table: CreateTableBuilder<T>, dialect: Dialect) {
  return table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) =>
    dialect === 'sqlite' ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity(),
  );
}

/** created_at and updated_at, ISO-8601 UTC text. */
export function withTimestamps<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table.addColumn('created_at', 'text', (col) => col.notNull()).addColumn('updated_at', 'text', (col) => col.notNull());
}
