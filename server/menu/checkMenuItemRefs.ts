// A menu item's category and tax must exist (foreign keys would refuse with a 500 otherwise); an
// unknown one is a 400 with the same words as the schema's format check.
import { type MenuItemBody, MENU_MESSAGES } from '../../shared/contract/menu';
import { categoryExists } from '../db/repositories/menu.repository';
import { taxExists } from '../db/repositories/taxes.repository';
import type { Db } from '../db/client';
import { validationFailed } from '../errors';

export async function checkMenuItemRefs(db: Db, body: Pick<MenuItemBody, 'categoryId' | 'taxId'>): Promise<void> {
  if (body.categoryId !== null && !(await categoryExists(db, body.categoryId))) {
    throw validationFailed(MENU_MESSAGES.invalidCategory);
  }
  if (body.taxId !== null && !(await taxExists(db, body.taxId))) throw validationFailed(MENU_MESSAGES.invalidTax);
}
