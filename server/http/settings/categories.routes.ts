// Spec 2.13 (Categories), 7 Settings: menu categories. Deleting one leaves its items uncategorised.
import type { MessageResponse } from '../../../shared/contract/session';
import {
  type CategoriesResponse,
  type CreatedResponse,
  SETTINGS_MESSAGES,
  categoryAddBody,
  categoryUpdateBody,
} from '../../../shared/contract/settings';
import { presentCategory } from '../../presenters/settings.presenter';
import { addCategory } from '../../services/addCategory';
import { deleteCategory } from '../../services/deleteCategory';
import { listCategories } from '../../services/listCategories';
import { updateCategory } from '../../services/updateCategory';
import { idParam } from '../params';
import { parseWith } from '../parse';
import type { ApiRoutesPlugin } from '../routeDeps';

type ById = { Params: { id: string } };
const categoryId = (id: string) => idParam(id, SETTINGS_MESSAGES.categoryNotFound);

export const categoriesRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/settings/categories', async () => {
    const categories = await listCategories(ctx);
    return { categories: categories.map(presentCategory) } satisfies CategoriesResponse;
  });

  app.post('/settings/categories/add', async (request) => {
    const { title } = parseWith(categoryAddBody, request.body);
    const id = await addCategory(ctx, title);
    return { message: SETTINGS_MESSAGES.categoryAdded, id } satisfies CreatedResponse;
  });

  app.delete<ById>('/settings/categories/:id', async (request) => {
    await deleteCategory(ctx, categoryId(request.params.id));
    return { message: SETTINGS_MESSAGES.categoryDeleted } satisfies MessageResponse;
  });

  app.post<ById>('/settings/categories/:id/update', async (request) => {
    const { title } = parseWith(categoryUpdateBody, request.body);
    await updateCategory(ctx, categoryId(request.params.id), title);
    return { message: SETTINGS_MESSAGES.categoryUpdated } satisfies MessageResponse;
  });
};
