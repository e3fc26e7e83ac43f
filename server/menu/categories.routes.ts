// Spec 2.13 (Categories), 7 Settings: menu categories. Deleting one leaves its items uncategorised.
// Declared in shared/contract/endpoints/categories.ts.
import { categoriesEndpoints } from '../../shared/contract/endpoints/categories';
import { MENU_MESSAGES } from '../../shared/contract/menu';
import { presentCategory } from '../settings/settings.presenter';
import { addCategory } from './addCategory';
import { deleteCategory } from './deleteCategory';
import { listCategories } from './listCategories';
import { updateCategory } from './updateCategory';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';

export const categoriesRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(categoriesEndpoints.list, async () => ({ categories: (await listCategories(ctx)).map(presentCategory) }));

  mount(categoriesEndpoints.add, async ({ body }) => {
    const id = await addCategory(ctx, body.title);
    return { message: MENU_MESSAGES.categoryAdded, id };
  });

  mount(categoriesEndpoints.delete, async ({ params }) => {
    await deleteCategory(ctx, params.id);
    return { message: MENU_MESSAGES.categoryDeleted };
  });

  mount(categoriesEndpoints.update, async ({ params, body }) => {
    await updateCategory(ctx, params.id, body.title);
    return { message: MENU_MESSAGES.categoryUpdated };
  });
};
