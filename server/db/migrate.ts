// Runs pending migrations on start (conventions 10).
import { Migrator } from 'kysely';
import type { DatabaseHandle } from './client';
import { migrationsFor } from './migrations';

export interface MigrationReport {
  executed: string[];
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<MigrationReport> {
  const migrations = migrationsFor(handle.dialect);
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`, {
      cause: error,
    });
  }
  return { executed: (results ?? []).filter((result) => result.status === 'Success').map((r) => r.migrationName) };
}
