// Spec 2.13, 7 Settings: GET /settings/categories.
import { listCategoryRows } from '../db/repositories/menu.repository';
import type { CategoryRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';

export function listCategories(ctx: ServiceContext): Promise<CategoryRow[]> {
  return listCategoryRows(ctx.db);
}
