// Modifier groups and which items offer them (back office, Settings › Menu items).
import { endpoint } from '../endpoint';
import { idParam } from '../pathParams';
import { createdResponse } from '../answers';
import { MENU_MESSAGES } from '../menu';
import { MODIFIER_GROUP_MESSAGES, itemModifierGroupsBody, modifierGroupBody, modifierGroupsResponse } from '../modifiers';
import { messageResponse } from '../session';

const access = ['SETTINGS'] as const;
const tag = 'modifiers';
const groupId = idParam(MODIFIER_GROUP_MESSAGES.groupNotFound);

export const modifiersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/modifier-groups',
    access,
    tag,
    summary: 'Every modifier group with its choices, and which groups each item offers in its order.',
    response: modifierGroupsResponse,
  }),
  add: endpoint({
    method: 'POST',
    path: '/modifier-groups/add',
    access,
    tag,
    summary: 'Adds a modifier group with its choices; answers its id.',
    body: modifierGroupBody,
    response: createdResponse,
  }),
  update: endpoint({
    method: 'POST',
    path: '/modifier-groups/update/:id',
    params: { id: groupId },
    access,
    tag,
    summary:
      'Changes a group and its choices (choices sent with their id are kept, others added, missing ones deleted); placed orders keep what they were sold with.',
    body: modifierGroupBody,
    response: messageResponse,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/modifier-groups/delete/:id',
    params: { id: groupId },
    access,
    tag,
    summary: 'Deletes a modifier group; items no longer offer it.',
    response: messageResponse,
  }),
  setItemGroups: endpoint({
    method: 'POST',
    path: '/menu-items/modifier-groups/:itemId',
    params: { itemId: idParam(MENU_MESSAGES.menuItemNotFound) },
    access,
    tag,
    summary: 'Sets the modifier groups a menu item offers, in this order.',
    body: itemModifierGroupsBody,
    response: messageResponse,
  }),
} as const;
