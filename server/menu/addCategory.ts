// Spec 2.13, 7 Settings: POST /settings/categories/add.
import { insertCategory } from '../db/repositories/menu.repository';
import { type ServiceContext, isoNow } from '../infrastructure/context';

export async function addCategory(ctx: ServiceContext, title: string): Promise<number> {
  const now = isoNow(ctx);
  return insertCategory(ctx.db, { title, created_at: now, updated_at: now });
}
