// Spec 2.13, 7 Settings: POST /settings/categories/{id}/update.
import { MENU_MESSAGES } from '../../shared/contract/menu';
import { updateCategoryRow } from '../db/repositories/menu.repository';
import { notFound } from '../errors';
import { type ServiceContext, isoNow } from '../infrastructure/context';

export async function updateCategory(ctx: ServiceContext, id: number, title: string): Promise<void> {
  if (!(await updateCategoryRow(ctx.db, id, { title, updated_at: isoNow(ctx) }))) {
    throw notFound(MENU_MESSAGES.categoryNotFound);
  }
}
