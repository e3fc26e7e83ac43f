// Spec 2.13, 7 Settings: POST /settings/categories/{id}/update.
import { SETTINGS_MESSAGES } from '../../shared/contract/settings';
import { updateCategoryRow } from '../db/repositories/catalog.repository';
import { notFound } from '../errors';
import { type ServiceContext, isoNow } from '../infrastructure/context';

export async function updateCategory(ctx: ServiceContext, id: number, title: string): Promise<void> {
  if (!(await updateCategoryRow(ctx.db, id, { title, updated_at: isoNow(ctx) }))) {
    throw notFound(SETTINGS_MESSAGES.categoryNotFound);
  }
}
