// First start of a database: the store and print settings rows (demo store or plain defaults).
// Runs once per database, in one transaction, guarded by a server_kv marker: idempotent.
import type { Db } from '../db/client';
import { getServerValue, putServerValueIfAbsent } from '../db/repositories/serverKv.repository';
import { seedDemoStore } from './seedDemoStore';
import { writeStartingSettings } from './writeStartingSettings';

const INITIALIZED_KEY = 'store_initialized_at';

export interface InitializeStoreResult {
  isNew: boolean;
  isDemoSeeded: boolean;
}

function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export async function initializeStore(
  db: Db,
  options: { seedDemo: boolean; now: Date; timeZone?: string },
): Promise<InitializeStoreResult> {
  const now = options.now.toISOString();
  const timeZone = options.timeZone ?? serverTimeZone();
  return db.transaction().execute(async (trx) => {
    if ((await getServerValue(trx, INITIALIZED_KEY)) !== undefined) return { isNew: false, isDemoSeeded: false };
    if (options.seedDemo) {
      await seedDemoStore(trx, { now, timeZone });
    } else {
      await writeStartingSettings(trx, {
        now,
        timeZone,
        store: { store_name: 'My Restaurant', address: null, phone: null, email: null },
        receipt: { header: null, footer: null },
      });
    }
    await putServerValueIfAbsent(trx, INITIALIZED_KEY, now, now);
    return { isNew: true, isDemoSeeded: options.seedDemo };
  });
}
