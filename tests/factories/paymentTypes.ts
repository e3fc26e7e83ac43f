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

export function createPaymentType(db: Db, overrides: { title?: string; isActive?: boolean; isCash?: boolean } = {}): Promise<number> {
  const title = overrides.title ?? `Payment ${next()}`;
  return insertPaymentType(db, {
    title,
    // As the seed: the type named Cash goes into the drawer.
    is_cash: (overrides.isCash ?? title === 'Cash') ? 1 : 0,
    is_active: overrides.isActive === false ? 0 : 1,
    ...stamps(),
  });
}
