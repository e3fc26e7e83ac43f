// Store tables created directly through the repository (no HTTP), with defaults and overrides.
import type { Db } from '../../server/db/client';
import { insertStoreTable } from '../../server/db/repositories/storeTables.repository';

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};
const stamps = () => {
  const now = new Date().toISOString();
  return { created_at: now, updated_at: now };
};

export function createStoreTable(db: Db, overrides: { title?: string; floor?: string; seats?: number } = {}): Promise<number> {
  return insertStoreTable(db, {
    table_title: overrides.title ?? `Table ${next()}`,
    floor: overrides.floor ?? 'Ground',
    seating_capacity: overrides.seats ?? 4,
    ...stamps(),
  });
}
