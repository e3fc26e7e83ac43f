// Spec 2.13 (Categories), 7 Settings: menu categories. Deleting one leaves its items uncategorised.
import { endpoint } from '../endpoint';
import { idParam } from '../pathParams';
import { createdResponse } from '../answers';
import { categoriesResponse, categoryAddBody, categoryUpdateBody, MENU_MESSAGES } from '../menu';
import { messageResponse } from '../session';

const access = ['SETTINGS'] as const;
const tag = 'categories';
const categoryId = idParam(MENU_MESSAGES.categoryNotFound);

export const categoriesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/settings/categories',
    access,
    tag,
    summary: 'Every menu category.',
    response: categoriesResponse,
  }),
  add: endpoint({
    method: 'POST',
    path: '/settings/categories/add',
    access,
    tag,
    summary: 'Adds a category; answers its id.',
    body: categoryAddBody,
    response: createdResponse,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/settings/categories/:id',
    params: { id: categoryId },
    access,
    tag,
    summary: 'Deletes a category; its menu items become uncategorised.',
    response: messageResponse,
  }),
  update: endpoint({
    method: 'POST',
    path: '/settings/categories/:id/update',
    params: { id: categoryId },
    access,
    tag,
    summary: 'Renames a category.',
    body: categoryUpdateBody,
    response: messageResponse,
  }),
} as const;
