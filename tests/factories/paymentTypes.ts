// Payment types created directly through the repository (no HTTP), with defaults and overrides.
import type { Db } from '../../server/db/client';
import { insertPaymentType } from '../../server/db/repositories/paymentTypes.repository';

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};
const stamps = () => {
  const now = new Date().toISOString();
  return { created_at: now, updated_at: now };
};

export function createPaymentType(db: Db, overrides: { title?: string; isActive?: boolean } = {}): Promise<number> {
  return insertPaymentType(db, {
    title: overrides.title ?? `Payment ${next()}`,
    is_active: overrides.isActive === false ? 0 : 1,
    ...stamps(),
  });
}
