// Spec 2.14: the Contact Support page's address: SUPPORT_EMAIL when configured, else the store's.
import { findStoreSettings } from '../db/repositories/settings.repository';
import type { ServiceContext } from '../infrastructure/context';

export async function getSupportContact(ctx: ServiceContext): Promise<{ email: string | null; storeName: string | null }> {
  const store = await findStoreSettings(ctx.db);
  return { email: ctx.config.supportEmail ?? store?.email ?? null, storeName: store?.store_name ?? null };
}
