// Dialect-aware column helpers shared by the migrations.
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
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

/**
 * Triggers that refuse every UPDATE and DELETE of a table (and TRUNCATE on PostgreSQL) with `message`, through the
 * plpgsql function `functionName` on PostgreSQL. Shipped migrations call this: the SQL it writes never changes.
 */
export async function refuseChanges(
  db: Kysely<unknown>,
  dialect: Dialect,
  { table, functionName, message }: { table: string; functionName: string; message: string },
): Promise<void> {
  const name = (suffix: string) => sql.id(`${table}_${suffix}`);
  if (dialect === 'sqlite') {
    await sql`CREATE TRIGGER ${name('no_update')} BEFORE UPDATE ON ${sql.table(table)}
      BEGIN SELECT RAISE(ABORT, ${sql.lit(message)}); END`.execute(db);
    await sql`CREATE TRIGGER ${name('no_delete')} BEFORE DELETE ON ${sql.table(table)}
      BEGIN SELECT RAISE(ABORT, ${sql.lit(message)}); END`.execute(db);
    return;
  }
  await sql`CREATE FUNCTION ${sql.id(functionName)}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION ${sql.lit(message)}; END $$`.execute(db);
  await sql`CREATE TRIGGER ${name('no_change')} BEFORE UPDATE OR DELETE ON ${sql.table(table)}
    FOR EACH ROW EXECUTE FUNCTION ${sql.id(functionName)}()`.execute(db);
  await sql`CREATE TRIGGER ${name('no_truncate')} BEFORE TRUNCATE ON ${sql.table(table)}
    FOR EACH STATEMENT EXECUTE FUNCTION ${sql.id(functionName)}()`.execute(db);
}
